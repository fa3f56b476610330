import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderExport } from '@zaplecze/contract/orders/export';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { encodeListFilter } from '../../lib/orders-list-url';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ExportTab } from './export-tab';

const statusId = '5b1c0d7e-0000-4000-8000-0000000000aa';
const filter: FilterGroup = {
  operator: 'AND',
  conditions: [
    { fieldId: 'country', operator: 'equals', value: 'PL' },
    { fieldId: 'source', operator: 'equals', value: 'allegro' },
  ],
  groups: [],
};
const done: OrderExport = {
  id: '5b1c0d7e-0000-4000-8000-000000000001',
  status: 'done',
  format: 'csv',
  layout: 'order',
  processed: 12,
  total: 12,
  fileName: 'zamowienia_2026-11-27.csv',
  error: null,
  downloadable: true,
  userName: 'Ola',
  createdAt: '2026-11-27T10:15:00.000Z',
  finishedAt: '2026-11-27T10:15:03.000Z',
};

const fetchMock = vi.fn();
const signIn = (permissions: string[]) =>
  sessionStore.signIn('token', {
    id: 'u1',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: 'a1',
    companyName: 'Sklep',
    permissions,
  });
const render = (search = '') => renderRoutes([{ path: '/export', Component: ExportTab }], `/export${search}`);

describe('Import i eksport zamówień → Eksport', () => {
  let exports: OrderExport[];
  let listFails: boolean;
  beforeEach(() => {
    exports = [done];
    listFails = false;
    signIn(['oms.read', 'oms.export']);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/orders/summary')
        return jsonResponse(200, { count: 12, pending: 0, completed: 0 });
      if (url.pathname === '/api/order-statuses')
        return jsonResponse(200, { data: [{ id: statusId, internalName: 'Nowe' }] });
      if (url.pathname === '/api/orders/exports' && method === 'GET')
        return listFails
          ? jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Za dużo zapytań' } })
          : jsonResponse(200, { data: exports });
      if (url.pathname === '/api/orders/exports' && method === 'POST') {
        const queued = { ...done, id: '5b1c0d7e-0000-4000-8000-000000000002', status: 'queued' as const };
        exports = [
          { ...queued, format: 'xlsx', layout: 'line', downloadable: false, processed: 0 },
          ...exports,
        ];
        return jsonResponse(202, { exportId: queued.id });
      }
      throw new Error(`unexpected ${method} ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it("exports the list's status and conditional filter in the chosen format and layout", async () => {
    const user = userEvent.setup();
    render(`?status=${statusId}&f=${encodeListFilter(filter)}`);
    expect(await screen.findByText('Status: Nowe')).toBeInTheDocument();
    expect(screen.getByText('Filtr warunkowy: 2 warunki')).toBeInTheDocument();
    expect(await screen.findByText('12 zamówień')).toBeInTheDocument();
    const summaryUrl = new URL(
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/orders/summary'))![0],
      'http://localhost',
    );
    expect(summaryUrl.searchParams.get('statusId')).toBe(statusId);
    expect(JSON.parse(summaryUrl.searchParams.get('filter')!)).toEqual(filter);

    await user.click(screen.getByRole('radio', { name: 'XLSX (Excel)' }));
    await user.click(screen.getByRole('radio', { name: 'Jeden wiersz na pozycję zamówienia' }));
    await user.click(screen.getByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(screen.getAllByTestId('order-export-row')).toHaveLength(2));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({
      format: 'xlsx',
      layout: 'line',
      filter: { statusId, rootGroup: filter, archived: 'exclude' },
    });
    const [queued, finished] = screen.getAllByTestId('order-export-row');
    expect(queued).toHaveTextContent('XLSX, pozycje');
    expect(queued).toHaveTextContent('W kolejce');
    expect(within(queued!).queryByRole('button')).not.toBeInTheDocument();
    expect(finished).toHaveTextContent('Gotowy');
    expect(
      within(finished!).getByRole('button', { name: 'Pobierz plik zamowienia_2026-11-27.csv' }),
    ).toBeInTheDocument();
  });

  it('exports every order when it comes without a filter, and offers a retry when the list fails', async () => {
    listFails = true;
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Wszystkie zamówienia (bez archiwalnych)')).toBeInTheDocument();
    expect(await screen.findByText('Nie udało się wczytać listy eksportów.')).toBeInTheDocument();
    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('order-export-row')).toHaveTextContent('12 z 12 zamówień');
  });

  it('says what is missing to a role without the export permission', async () => {
    signIn(['oms.read']);
    render();
    expect(await screen.findByText(/wymaga uprawnienia „Zamówienia \(OMS\): Eksport”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eksportuj' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
