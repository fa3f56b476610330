import { notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderImportRun } from '@zaplecze/contract/orders/order-import';
import { sessionStore } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { signInAdmin } from '../../../test/session';
import '../translations';
import { ImportLog } from './import-log';

const run = (id: string, fileName: string, createdAt: string): OrderImportRun => ({
  id,
  status: 'done',
  fileName,
  format: 'CSV',
  profile: 'shopify',
  identifier: 'external',
  mode: 'addAndUpdate',
  header: [],
  mapping: [],
  counts: { created: 2, updated: 1, unchanged: 0, rejected: 0 },
  processed: 3,
  total: 3,
  error: null,
  userName: 'Ola',
  createdAt,
  finishedAt: createdAt,
  rolledBackAt: null,
  rollbackSkipped: 0,
  rollbackBlockedBy: [],
});
const older = run('5b1c0d7e-0000-4000-8000-000000000001', 'sklep-a.csv', '2026-11-28T09:00:00.000Z');
const newer = run('5b1c0d7e-0000-4000-8000-000000000002', 'sklep-a-poprawki.csv', '2026-11-28T11:05:00.000Z');

const fetchMock = vi.fn();

describe('Import zamówień → Historia importów', () => {
  beforeEach(() => {
    signInAdmin();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string) => {
      if (input === '/api/orders/imports')
        return jsonResponse(200, {
          data: [
            newer,
            {
              ...older,
              rollbackBlockedBy: [{ id: newer.id, fileName: newer.fileName, createdAt: newer.createdAt }],
            },
          ],
        });
      if (input === `/api/orders/imports/${newer.id}/rollback`)
        return jsonResponse(200, { ...newer, status: 'rolledBack', rollbackSkipped: 2 });
      throw new Error(`unexpected ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('says before the click which newer import must be rolled back first', async () => {
    renderRoutes([{ path: '/', Component: ImportLog }]);
    const [first, second] = await screen.findAllByTestId('order-import-row');
    const newest = within(first!).getByRole('button', { name: 'Wycofaj import pliku sklep-a-poprawki.csv' });
    expect(newest).toBeEnabled();
    expect(newest).not.toHaveAttribute('aria-describedby');
    const waiting = within(second!).getByRole('button', { name: 'Wycofaj import pliku sklep-a.csv' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription(
      'Najpierw wycofaj import „sklep-a-poprawki.csv” z 28.11.2026, 12:05: zmienił te same zamówienia.',
    );
  });

  it('says how many orders the rollback left alone because they were edited since the import', async () => {
    const events = userEvent.setup();
    // Taken off after the test (restoreMocks in vite.config.ts).
    const shown = vi.spyOn(notifications, 'show');
    renderRoutes([
      {
        path: '/',
        Component: () => (
          <ModalsProvider>
            <ImportLog />
          </ModalsProvider>
        ),
      },
    ]);
    const [first] = await screen.findAllByTestId('order-import-row');
    await events.click(
      within(first!).getByRole('button', { name: 'Wycofaj import pliku sklep-a-poprawki.csv' }),
    );
    await events.click(await screen.findByRole('button', { name: 'Wycofaj import' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'green',
          message: 'Import wycofany. 2 zamówienia zmienione po imporcie zostały bez zmian.',
        }),
      ),
    );
  });
});
