import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import {
  counts,
  groups,
  orderList,
  orderSummary,
  row,
  savedFilters,
  statuses,
  statusSent,
} from './__fixtures__/orders';
import { encodeFilter } from './filter/filter-tree';
import { Component as OrdersPage } from './orders-page';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const rows = Array.from({ length: 20 }, (_, index) => row(index + 1));
let listAnswer: (url: URL) => Response;
let summaryAnswer: () => Response | Promise<Response>;
let countsAnswer = counts;

function answer(url: string, init: RequestInit): Response | Promise<Response> {
  const path = url.split('?')[0];
  if (path === '/api/orders') return listAnswer(new URL(url, 'http://localhost'));
  if (path === '/api/orders/summary') return summaryAnswer();
  if (path === '/api/orders/counts') return jsonResponse(200, countsAnswer);
  if (path === '/api/order-statuses') return jsonResponse(200, statuses);
  if (path === '/api/order-status-groups') return jsonResponse(200, groups);
  if (path === '/api/orders/saved-filters') return jsonResponse(200, savedFilters);
  if (path === '/api/orders/bulk/status' && init.method === 'POST') {
    return jsonResponse(200, {
      state: 'completed',
      total: 2,
      changed: 2,
      message: 'Zmieniono status 2 zamówień.',
    });
  }
  throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
}

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === '/api/orders');

function renderPage(path = '/dashboard/orders') {
  return renderRoutes(
    [
      {
        element: (
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        ),
        children: [
          { path: '/dashboard/orders', Component: OrdersPage },
          { path: '/dashboard/orders/:id', element: <p>Szczegóły zamówienia</p> },
        ],
      },
    ],
    path,
  );
}

describe('orders list page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => answer(url, init));
    // The server answers the page asked for (3 pages of 20 hold 45 orders).
    listAnswer = (url) => jsonResponse(200, orderList(rows, 45, Number(url.searchParams.get('page') ?? 1)));
    summaryAnswer = () => jsonResponse(200, orderSummary(45));
    countsAnswer = counts;
    sessionStore.signIn('token', {
      id: 'u1',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: 'a1',
      companyName: 'Sklep',
      permissions: ['oms.read', 'oms.edit', 'oms.delete'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('shows the page before the count: "ponad", then the exact count when the summary comes', async () => {
    let countNow: (response: Response) => void = () => {};
    summaryAnswer = () => new Promise<Response>((resolve) => (countNow = resolve));
    listAnswer = () => jsonResponse(200, orderList(rows, 20, 1, 20, false));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Lista zamówień' });
    expect(within(table).getAllByTestId('order-row')).toHaveLength(20);
    expect(screen.getByTestId('orders-range')).toHaveTextContent('Wyświetlono 1 - 20 z ponad 20 zamówień');
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('Strona 1 z co najmniej 2');
    expect(screen.getByTestId('summary-count')).toHaveTextContent('…');
    countNow(jsonResponse(200, orderSummary(45)));
    await waitFor(() =>
      expect(screen.getByTestId('orders-range')).toHaveTextContent('Wyświetlono 1 - 20 z 45 zamówień'),
    );
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('Strona 1 z 3');
    expect(screen.getByTestId('summary-count')).toHaveTextContent('45');
  });

  it('shows the range of the last page when the URL asks for a page past it, and fixes the URL', async () => {
    listAnswer = () => jsonResponse(200, orderList(rows.slice(0, 5), 45, 3));
    const { router } = renderPage('/dashboard/orders?page=999');
    await waitFor(() =>
      expect(screen.getByTestId('orders-range')).toHaveTextContent('Wyświetlono 41 - 45 z 45 zamówień'),
    );
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('Strona 3 z 3');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('shows the range, the summary, the sidebar counts and opens an order on a row click', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Lista zamówień' });
    expect(within(table).getAllByTestId('order-row')).toHaveLength(20);
    expect(screen.getByTestId('orders-range')).toHaveTextContent('Wyświetlono 1 - 20 z 45 zamówień');
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('Strona 1 z 3');
    expect(screen.getByTestId('summary-count')).toHaveTextContent('45');
    expect(screen.getByTestId('summary-pending')).toHaveTextContent('7');
    expect(screen.getByTestId('summary-value')).toHaveTextContent('4 567,80 zł');

    const first = within(table).getAllByTestId('order-row')[0]!;
    expect(first).toHaveTextContent('05.03.2026');
    expect(first).toHaveTextContent('123,40 zł');
    expect(first).toHaveTextContent('Anna Kowalska');

    const sidebar = screen.getByRole('complementary', { name: 'Statusy zamówień' });
    expect(
      await within(sidebar).findByRole('button', { name: /Wszystkie zamówienia\s*42/ }),
    ).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: /Nowe\s*20/ })).toBeInTheDocument();
    const shipping = within(sidebar).getByRole('button', { name: /Wysyłka\s*12/ });
    expect(shipping).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(first).getAllByRole('cell')[3]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/orders/${rows[0]!.id}`));
  });

  it('filters by a sidebar status and pages with the rule of spec 001 §4', async () => {
    const { router } = renderPage();
    const events = userEvent.setup();
    const sidebar = await screen.findByRole('complementary', { name: 'Statusy zamówień' });
    await events.click(await within(sidebar).findByRole('button', { name: /Wysyłka/ }));
    await events.click(await within(sidebar).findByRole('button', { name: /Wysłane\s*12/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=${statusSent.id}`));
    await waitFor(() => expect(listCalls().at(-1)).toContain(`statusId=${statusSent.id}`));

    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Strona 3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    await waitFor(() => expect(listCalls().at(-1)).toContain('page=3'));
  });

  it('restores a filter from its URL and sends it to the server', async () => {
    const filter: FilterGroup = {
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
      groups: [
        {
          operator: 'OR',
          conditions: [
            { fieldId: 'orderValue', operator: 'greaterThan', value: 100 },
            { fieldId: 'country', operator: 'equals', value: 'DE' },
          ],
          groups: [],
        },
      ],
    };
    renderPage(`/dashboard/orders?f=${encodeFilter(filter)}&size=50`);
    await screen.findByRole('table', { name: 'Lista zamówień' });
    const request = new URL(listCalls()[0]!, 'http://localhost');
    expect(JSON.parse(request.searchParams.get('filter')!)).toEqual(filter);
    expect(request.searchParams.get('limit')).toBe('50');
    const nested = screen.getByRole('group', { name: 'Grupa warunków' });
    expect(within(nested).getAllByTestId('filter-condition')).toHaveLength(2);
    expect(within(nested).getByRole('radio', { name: 'LUB' })).toBeChecked();
  });

  it('shows a dismissible error banner with retry', async () => {
    listAnswer = () =>
      jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'Serwer jest chwilowo niedostępny.' } });
    renderPage();
    const banner = await screen.findByTestId('orders-error', {}, { timeout: 15_000 });
    expect(banner).toHaveTextContent('Serwer jest chwilowo niedostępny.');
    // The server answers the page asked for (3 pages of 20 hold 45 orders).
    listAnswer = (url) => jsonResponse(200, orderList(rows, 45, Number(url.searchParams.get('page') ?? 1)));
    summaryAnswer = () => jsonResponse(200, orderSummary(45));
    await userEvent.click(within(banner).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: 'Lista zamówień' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('orders-error')).not.toBeInTheDocument());
  });

  it('changes the status of the selected orders and refreshes the list and the counts', async () => {
    renderPage();
    const events = userEvent.setup();
    await screen.findByRole('table', { name: 'Lista zamówień' });
    await events.click(screen.getByRole('checkbox', { name: 'Zaznacz zamówienie 1' }));
    await events.click(screen.getByRole('checkbox', { name: 'Zaznacz zamówienie 2' }));
    const bar = await screen.findByTestId('selection-bar');
    expect(within(bar).getByTestId('selection-count')).toHaveTextContent('Zaznaczono 2 zamówienia');
    expect(within(bar).getByRole('button', { name: 'Zaznacz wszystkie 45 pasujących' })).toBeInTheDocument();

    const countsBefore = fetchMock.mock.calls.filter(([url]) => url === '/api/orders/counts').length;
    await events.click(within(bar).getByRole('button', { name: 'Zmień status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówień' });
    const input = within(dialog).getByRole('textbox', { name: /Nowy status/ });
    await events.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await events.click(within(listbox).getByRole('option', { name: 'Wysłane', hidden: true }));
    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));

    expect(await screen.findByText('Zmieniono status 2 zamówień.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/orders/counts').length).toBeGreaterThan(
        countsBefore,
      ),
    );
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/orders/bulk/status')!;
    expect(JSON.parse((post[1] as RequestInit).body as string)).toMatchObject({
      orderIds: [rows[0]!.id, rows[1]!.id],
      statusId: statusSent.id,
    });
  });

  it('hides selection from a role that may only read', async () => {
    const session = sessionStore.getState();
    if (session.status === 'authenticated')
      sessionStore.updateUser({ ...session.user, permissions: ['oms.read'] });
    renderPage();
    await screen.findByRole('table', { name: 'Lista zamówień' });
    expect(screen.queryByRole('checkbox', { name: 'Zaznacz zamówienie 1' })).not.toBeInTheDocument();
  });
});
