import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { auditEntry, requestsTo, tabRoute } from './__fixtures__/data';
import { Component as HistoryTab } from './history-tab';

const fetchMock = vi.fn();
let total = 42;

function renderTab(path = '/history') {
  return renderRoutes(tabRoute('/history', HistoryTab), path);
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Stronicowanie' }))
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

describe('history tab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string) => {
      const url = new URL(input, 'http://x');
      if (url.pathname === '/api/users')
        return jsonResponse(200, { data: [], count: 0, page: 1, limit: 100 });
      if (url.pathname !== '/api/audit') throw new Error(`unexpected ${input}`);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
      return jsonResponse(200, {
        data: Array.from({ length: count }, (_, i) => auditEntry((page - 1) * limit + i + 1)),
        count: total,
        page,
        limit,
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    total = 42;
  });

  it('shows the entries with field-level details and the server total in the pagination text', async () => {
    renderTab();
    expect(await screen.findByText('Wyświetlanie 1 do 10 z 42 wyników')).toBeInTheDocument();
    const table = screen.getByTestId('history-table');
    expect(within(table).getAllByText('Edycja')).toHaveLength(10);
    expect(within(table).getAllByText('E-mail: a@sklep.pl → b@sklep.pl')).toHaveLength(10);
    expect(pageNumbers()).toEqual(['Poprzednia strona', '1', '2', '3', '4', '5', 'Następna strona']);
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('windows the page numbers with ellipses and follows the page and page size', async () => {
    total = 250;
    const { router } = renderTab('/history?page=12');
    expect(await screen.findByText('Wyświetlanie 111 do 120 z 250 wyników')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['Poprzednia strona', '1', '11', '12', '13', '25', 'Następna strona']);
    expect(screen.getByTestId('pager')).toHaveTextContent('…');

    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('Wyświetlanie 121 do 130 z 250 wyników')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=13');

    await events.click(screen.getByRole('textbox', { name: 'Na stronie' }));
    await events.click(await screen.findByRole('option', { name: '25', hidden: true }));
    expect(await screen.findByText('Wyświetlanie 1 do 25 z 250 wyników')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['Poprzednia strona', '1', '2', '3', '10', 'Następna strona']);
    const last = requestsTo(fetchMock.mock.calls, '/api/audit').at(-1)!;
    expect(last.url.searchParams.get('limit')).toBe('25');
    expect(last.url.searchParams.get('page')).toBe('1');
  }, 15_000);

  it('sends the filters from the URL and shows the empty text', async () => {
    total = 0;
    renderTab('/history?action=login&search=ola&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Brak logów do wyświetlenia.')).toBeInTheDocument();
    const request = requestsTo(fetchMock.mock.calls, '/api/audit').at(-1)!;
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      action: 'login',
      search: 'ola',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '1',
      limit: '10',
    });
    expect(screen.getByRole('textbox', { name: 'Akcja' })).toHaveValue('Logowanie');
  });
});
