import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '@zaplecze/contract/orders/orders-bulk';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { uuid } from '../__fixtures__/orders';
import '../translations';
import { BulkJobCard } from './bulk-job-card';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const job = (patch: Partial<BulkJob>): BulkJob => ({
  id: uuid(600),
  action: 'status',
  state: 'running',
  total: 1000,
  processed: 0,
  changed: 0,
  skipped: 0,
  skips: [],
  message: null,
  created: '2026-03-05T10:00:00.000Z',
  finished: null,
  ...patch,
});

describe('bulk job progress', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('polls the job until it has finished and then reports the result', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, job({ processed: 200 }))).mockResolvedValueOnce(
      jsonResponse(
        200,
        job({
          state: 'completed',
          processed: 1000,
          changed: 998,
          message: 'Zmieniono status 998 zamówień.',
        }),
      ),
    );
    const onDismiss = vi.fn();
    renderWithProviders(<BulkJobCard jobId={uuid(600)} action="status" total={1000} onDismiss={onDismiss} />);
    expect(
      await screen.findByText('Trwa przetwarzanie w tle... Przetworzono 200 z 1000'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Zmiana statusu zamówień' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(
      await screen.findByText('Zmieniono status 998 zamówień.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/bulk-jobs/${uuid(600)}`, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onDismiss).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lists the orders a bulk edit skipped under its result', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        200,
        job({
          action: 'edit',
          state: 'completed',
          processed: 1000,
          changed: 999,
          skipped: 1,
          skips: [
            { orderId: uuid(7), no: 42, reason: 'Brak wystarczającego stanu: KUBEK w magazynie Kraków' },
          ],
          message: 'Zmieniono 999 zamówień, pominięto 1.',
        }),
      ),
    );
    renderWithProviders(<BulkJobCard jobId={uuid(600)} action="edit" total={1000} onDismiss={vi.fn()} />);
    expect(await screen.findByText('Zmieniono 999 zamówień, pominięto 1.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Edycja zbiorcza zamówień' })).toBeInTheDocument();
    expect(screen.getByTestId('bulk-skips')).toHaveTextContent(
      'Zamówienie nr 42: Brak wystarczającego stanu: KUBEK w magazynie Kraków',
    );
  });
});
