import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PulpitAttention, PulpitImport } from '@zaplecze/contract/pulpit/pulpit';
import { renderRoutes } from '../../../test/render';
import { pulpitData } from '../__fixtures__/pulpit';
import { AttentionList } from './attention-list';

vi.setConfig({ testTimeout: 30_000 });

const run = (overrides: Partial<PulpitImport>): PulpitImport => ({
  id: 'r1',
  fileName: 'cennik.csv',
  state: 'running',
  processedRows: 250,
  totalRows: 1000,
  progressPct: 25,
  message: null,
  at: '2026-03-29T08:00:00Z',
  ...overrides,
});

function LogsPage() {
  const location = useLocation();
  return <p>Logi: {location.search}</p>;
}

function renderAttention(attention: Partial<PulpitAttention>) {
  const base = pulpitData();
  const data = { ...base, attention: { ...base.attention, ...attention } };
  return renderRoutes(
    [
      { path: '/', element: <AttentionList data={data} loading={false} /> },
      { path: '/dashboard/products-import-export/logs', Component: LogsPage },
    ],
    '/',
  );
}

describe('Pulpit: what needs attention', () => {
  it('shows running imports with a progress bar and failed ones, each opening its log entry', async () => {
    renderAttention({
      imports: {
        items: [
          run({}),
          run({ id: 'r2', fileName: 'jeden.csv', processedRows: 0, totalRows: 1, progressPct: 0 }),
          run({
            id: 'r3',
            fileName: 'harmonogram.xml',
            state: 'queued',
            totalRows: 0,
            processedRows: 0,
            progressPct: null,
          }),
          run({ id: 'r4', fileName: 'z-url.csv', totalRows: 0, processedRows: 1234, progressPct: null }),
          run({
            id: 'r5',
            fileName: 'hurtownia.csv',
            state: 'failed',
            progressPct: null,
            message: 'Import przerwany: błąd serwera',
            at: '2026-03-28T23:30:00Z',
          }),
        ],
        failedCount: 8,
        failedDays: 7,
      },
    });
    const attention = screen.getByRole('region', { name: 'Wymaga uwagi' });
    const running = within(attention).getByRole('link', {
      // Thousands are grouped with a no-break space.
      name: 'Import „cennik.csv”: w toku: 250 z 1\u00a0000 wierszy (25%)',
    });
    expect(
      within(attention).getByRole('progressbar', { name: 'Postęp importu „cennik.csv”' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(attention).getByText('Import „jeden.csv”: w toku: 0 z 1 wiersza (0%)')).toBeInTheDocument();
    expect(within(attention).getByText('Import „harmonogram.xml”: w kolejce')).toBeInTheDocument();
    expect(
      within(attention).getByText('Import „z-url.csv”: w toku, przetworzono 1 234 wiersze'),
    ).toBeInTheDocument();
    // No bar when the number of rows is unknown, nor for the queued one.
    expect(within(attention).getAllByRole('progressbar', { name: /^Postęp importu/ })).toHaveLength(2);
    const failed = within(attention).getByRole('link', { name: 'Import „hurtownia.csv” nie powiódł się' });
    expect(failed).toHaveAttribute('href', '/dashboard/products-import-export/logs?run=r5');
    // 00:30 on the Warsaw clock, the day after in UTC terms.
    expect(
      within(attention).getByText('29.03.2026, 00:30 · Import przerwany: błąd serwera'),
    ).toBeInTheDocument();
    const more = within(attention).getByRole('link', {
      name: 'i jeszcze 7 nieudanych importów z ostatnich 7 dni',
    });
    expect(more).toHaveAttribute('href', '/dashboard/products-import-export/logs?status=Error');
    await userEvent.click(running);
    expect(await screen.findByText('Logi: ?run=r1')).toBeInTheDocument();
  });

  it('uses the right plural for one more failed import and shows none without the list', () => {
    renderAttention({
      imports: {
        items: [run({ id: 'f1', state: 'failed', progressPct: null, at: '2026-03-29T08:00:00Z' })],
        failedCount: 2,
        failedDays: 7,
      },
    });
    expect(
      screen.getByRole('link', { name: 'i jeszcze 1 nieudany import z ostatnich 7 dni' }),
    ).toBeInTheDocument();
  });

  it('shows the plan usage against its limit, and an unlimited one without a bar', () => {
    renderAttention({
      imports: { items: [], failedCount: 0, failedDays: 7 },
      licence: {
        planName: 'Biznes',
        isTrial: false,
        daysLeft: 20,
        usage: [
          { kind: 'products', used: 4200, limit: 5000 },
          { kind: 'imports', used: 3, limit: null },
        ],
      },
    });
    const attention = screen.getByRole('region', { name: 'Wymaga uwagi' });
    expect(within(attention).getByText('3 (bez limitu)')).toBeInTheDocument();
    expect(within(attention).getByText('4 200 z 5 000')).toBeInTheDocument();
    expect(within(attention).getByLabelText('Produkty: 4 200 z 5 000')).toBeInTheDocument();
    expect(within(attention).queryByLabelText(/^Importy dziś/)).toBeNull();
    expect(within(attention).queryByText(/Import „/)).toBeNull();
  });
});
