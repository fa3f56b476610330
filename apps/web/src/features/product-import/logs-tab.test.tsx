import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { mockImportApi, renderWithModals } from './__fixtures__/import-api-mock';
import { Component as LogsTab } from './logs-tab';

const entry = (extra: object) => ({
  id: '0b7c4e1a-1111-4a2b-8c3d-000000000001',
  created: '2026-11-23T10:00:00.000Z',
  importType: 'import',
  status: 'Success',
  message: 'Utworzono 1',
  fileName: 'produkty.csv',
  createdCount: 1,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  warnings: 0,
  processedRows: 1,
  totalRows: 1,
  canRollback: true,
  rollbackBlockedBy: [],
  userName: 'Ola',
  downloadUrl: null,
  fileExpired: false,
  ...extra,
});
const imported = '0b7c4e1a-1111-4a2b-8c3d-000000000001';
const exported = '0b7c4e1a-1111-4a2b-8c3d-000000000002';
const expired = '0b7c4e1a-1111-4a2b-8c3d-000000000003';
const blocked = '0b7c4e1a-1111-4a2b-8c3d-000000000004';
const newer = '0b7c4e1a-1111-4a2b-8c3d-000000000005';
/** An import a newer one changed since: the API says it cannot be rolled back yet, and why. */
const blockedEntry = entry({
  id: blocked,
  fileName: 'cennik-jesien.csv',
  canRollback: false,
  rollbackBlockedBy: [{ id: newer, fileName: 'cennik-zima.csv', created: '2026-11-27T13:05:00.000Z' }],
});

const { calls, serve } = mockImportApi();
const renderLogs = () => renderWithModals('/logs', <LogsTab />);

describe('import/export logs', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    serve(({ url }) => {
      if (url === `/api/product-import/logs/${imported}`)
        return jsonResponse(200, {
          entry: entry({
            warnings: 1,
            message: 'Utworzono 1, zaktualizowano 0, bez zmian 0, odrzucono 0, ostrzeżenia: 1',
          }),
          changes: [],
          rejectedRows: [],
          warningRows: [
            {
              line: 3,
              field: 'ean',
              reason: 'EAN zapisany w notacji wykładniczej — zaimportowano bez tego pola',
              value: '3.65275E+11',
            },
          ],
        });
      if (url === `/api/product-import/logs/${blocked}`)
        return jsonResponse(200, { entry: blockedEntry, changes: [], rejectedRows: [], warningRows: [] });
      if (url.startsWith('/api/product-import/logs'))
        return jsonResponse(200, {
          count: 4,
          items: [
            entry({
              id: exported,
              importType: 'export',
              fileName: 'produkty_2026-11-23.csv',
              processedRows: 120,
              totalRows: 120,
              userName: 'Jan',
              downloadUrl: `/api/products/export/${exported}/file`,
              canRollback: false,
              message: 'Wyeksportowano 120 z 120 produktów (CSV)',
            }),
            entry({
              id: expired,
              importType: 'export',
              fileName: 'produkty_2026-11-10.csv',
              downloadUrl: null,
              fileExpired: true,
              canRollback: false,
            }),
            entry({}),
            blockedEntry,
          ],
        });
      if (url === `/api/products/export/${exported}/file`)
        return new Response('sku\n', {
          headers: { 'content-disposition': 'attachment; filename="produkty.csv"' },
        });
      throw new Error(`unexpected ${url}`);
    });
  });

  it('lists exports beside imports with user, rows and a download while the file exists', async () => {
    const events = userEvent.setup();
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Logi' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Eksport · produkty_2026-11-23.csv');
    expect(rows[0]).toHaveTextContent('120 z 120');
    expect(rows[0]).toHaveTextContent('Jan');
    expect(rows[1]).toHaveTextContent('plik wygasł');
    expect(within(rows[1]!).queryByRole('button', { name: 'Pobierz' })).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Import · produkty.csv');
    expect(within(rows[2]!).queryByRole('button', { name: 'Pobierz' })).not.toBeInTheDocument();
    await events.click(within(rows[0]!).getByRole('button', { name: 'Pobierz' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(`/api/products/export/${exported}/file`),
    );
  });

  it("shows an import's warnings in its details and offers the report with them", async () => {
    const events = userEvent.setup();
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Logi' });
    await events.click(within(table).getAllByRole('row').slice(1)[2]!);
    expect(await screen.findByText('Ostrzeżenia')).toBeInTheDocument();
    expect(
      screen.getByText('Wiersz 3, ean: EAN zapisany w notacji wykładniczej — zaimportowano bez tego pola'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pobierz odrzucone wiersze i ostrzeżenia (CSV)' }),
    ).toBeInTheDocument();
  });

  it('offers the rollback only when the API allows it now, naming the newer import to roll back first', async () => {
    const events = userEvent.setup();
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Logi' });
    await events.click(within(table).getAllByRole('row').slice(1)[3]!);
    const button = await screen.findByRole('button', { name: 'Cofnij import' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Najpierw cofnij import „cennik-zima.csv” z 27.11.2026, 14:05: zmienił te same produkty.',
    );
  });

  it('offers an enabled rollback for a run nothing stands in the way of', async () => {
    const events = userEvent.setup();
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Logi' });
    await events.click(within(table).getAllByRole('row').slice(1)[2]!);
    expect(await screen.findByRole('button', { name: 'Cofnij import' })).toBeEnabled();
    expect(screen.queryByText(/Najpierw cofnij/)).not.toBeInTheDocument();
  });
});
