import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoCategoryRunJob } from '@zaplecze/contract/auto-categories/auto-categories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../translations';
import { useFollowedRun } from '../api/run';
import { RunProgress, RunRulesButton } from './run-rules';

vi.setConfig({ testTimeout: 30_000 });

const jobId = '00000000-0000-4000-8000-000000000123';
const fetchMock = vi.fn();
const run = (patch: Partial<AutoCategoryRunJob>): AutoCategoryRunJob => ({
  id: jobId,
  status: 'running',
  overwrite: true,
  processed: 0,
  total: 5000,
  done: 0,
  message: null,
  error: null,
  ...patch,
});

/** The page's wiring: the button starts a run, the card follows it. */
function Harness() {
  const run = useFollowedRun(true);
  return (
    <>
      <RunRulesButton onStarted={run.follow} />
      {run.runId && <RunProgress key={run.runId} jobId={run.runId} onDismiss={run.dismiss} />}
    </>
  );
}

describe('running the automatic-category rules now', () => {
  let currentRun: AutoCategoryRunJob | null = null;
  beforeEach(() => {
    currentRun = null;
    // The page asks once for a run already under way; every other request goes to fetchMock.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).includes('/run/current')
        ? Promise.resolve(jsonResponse(200, { run: currentRun }))
        : fetchMock(url, init),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('confirms what it will do, sends the overwrite choice, follows progress and shows the result', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(202, { jobId }))
      .mockResolvedValueOnce(jsonResponse(200, run({ processed: 2500 })))
      .mockResolvedValue(
        jsonResponse(
          200,
          run({ status: 'done', processed: 5000, done: 123, message: 'Przypisano kategorię 123 produktom.' }),
        ),
      );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Uruchom reguły teraz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uruchomić reguły dla całego katalogu?' });
    expect(within(dialog).getByText(/Produkt bez kategorii głównej dostanie kategorię/)).toBeInTheDocument();
    const overwrite = within(dialog).getByRole('checkbox', { name: 'Także produkty z kategorią' });
    expect(overwrite).not.toBeChecked();
    await userEvent.click(overwrite);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uruchom' }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auto-category-rules/run');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ overwrite: true });
    expect(await screen.findByText('2500 z 5000')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Przypisano kategorię 123 produktom.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/auto-category-rules/run/${jobId}`, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('auto-categories-run')).not.toBeInTheDocument();
  });

  it('keeps the dialog and says why when a run is already going', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: { code: 'CONFLICT', message: 'Przypisywanie kategorii już trwa.' } }),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Uruchom reguły teraz' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uruchom' }));
    expect(await screen.findByText('Przypisywanie kategorii już trwa.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ overwrite: false });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('auto-categories-run')).not.toBeInTheDocument();
  });

  it('follows a run already under way when the page opens, until dismissed', async () => {
    currentRun = run({ processed: 1000 });
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        run({ status: 'done', processed: 5000, done: 7, message: 'Przypisano kategorię 7 produktom.' }),
      ),
    );
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Przypisano kategorię 7 produktom.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/auto-category-rules/run/${jobId}`);
  });
});
