import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventLogEntry } from '@zaplecze/contract/event-log/event-log';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as EventLogPage } from './event-log-page';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const requests: URL[] = [];
let answer: (url: URL) => Response;

const base: EventLogEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'api_call',
  createdAt: '2026-11-27T13:05:09.000Z',
  status: 200,
  method: 'GET',
  path: '/api/orders',
  route: '/api/orders',
  durationMs: 42,
  key: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Sklep WWW' },
  ip: '203.0.113.5',
  requestId: 'req-123',
  subscriptionId: null,
  eventId: null,
  eventType: null,
  url: null,
  attempt: null,
  ok: null,
  error: null,
  source: null,
  level: null,
  message: null,
  subject: null,
};
const call = (n: number, over: Partial<EventLogEntry> = {}): EventLogEntry => ({
  ...base,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  path: `/api/orders/${n}`,
  ...over,
});
const page = (data: EventLogEntry[], over: object = {}) =>
  jsonResponse(200, {
    data,
    count: data.length,
    countExact: true,
    page: 1,
    limit: 20,
    nextCursor: null,
    prevCursor: null,
    ...over,
  });

function renderPage(path = '/dashboard/logs') {
  return renderRoutes([{ path: '/dashboard/logs', Component: EventLogPage }], path);
}
const lastList = () => [...requests].reverse().find((url) => url.pathname === '/api/event-log')!;

describe('Dziennik zdarzeń', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    requests.length = 0;
    answer = () => page([call(1), call(2, { status: 500, method: 'POST', durationMs: 1200 })]);
    fetchMock.mockImplementation(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      const entry = /^\/api\/event-log\/(.+)$/.exec(url.pathname);
      if (entry) return jsonResponse(200, { ...base, id: entry[1] });
      if (url.pathname === '/api/event-log') return answer(url);
      throw new Error(`unexpected ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows API calls with Polish columns, dates and status badges', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dziennik zdarzeń' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Czas', 'Klucz', 'Metoda', 'Ścieżka', 'Status', 'Czas odpowiedzi', 'Szczegóły']);
    const rows = within(table).getAllByTestId('event-log-row');
    expect(within(rows[0]!).getByText('27.11.2026, 14:05:09')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sklep WWW')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1200 ms')).toBeInTheDocument();
    expect(lastList().searchParams.get('kind')).toBe('api_call');
    expect(screen.getByText('Pokazano 1 - 2 z 2')).toBeInTheDocument();
  });

  it('filters on the server by status class and path, and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/logs?page=3');
    await screen.findByRole('table', { name: 'Dziennik zdarzeń' });
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: '5xx – błąd serwera', hidden: true }));
    await vi.waitFor(() => expect(lastList().searchParams.get('statusClass')).toBe('5xx'));
    expect(lastList().searchParams.get('page')).toBe('1');
    await user.type(screen.getByRole('textbox', { name: 'Ścieżka zawiera' }), '/api/stock{Enter}');
    await vi.waitFor(() => expect(lastList().searchParams.get('path')).toBe('/api/stock'));
    expect(lastList().searchParams.get('statusClass')).toBe('5xx');
  });

  it('switches to webhooks and integrations with their own columns and filters', async () => {
    const user = userEvent.setup();
    answer = (url) =>
      url.searchParams.get('kind') === 'webhook_delivery'
        ? page([
            call(3, {
              kind: 'webhook_delivery',
              status: null,
              eventType: 'order.created',
              url: 'https://hooks.example.com/a',
              attempt: 2,
              ok: false,
              error: 'Przekroczono czas oczekiwania',
            }),
          ])
        : url.searchParams.get('kind') === 'integration'
          ? page([
              call(4, {
                kind: 'integration',
                status: null,
                source: 'allegro',
                level: 'error',
                message: 'Nie pobrano zamówień',
              }),
            ])
          : page([call(1)]);
    renderPage('/dashboard/logs?statusClass=4xx');
    await screen.findByRole('table', { name: 'Dziennik zdarzeń' });
    await user.click(screen.getByRole('tab', { name: 'Webhooki' }));
    expect(await screen.findByText('order.created')).toBeInTheDocument();
    expect(screen.getByText('Brak odpowiedzi')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Typ zdarzenia' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Metoda' })).not.toBeInTheDocument();
    // The status filter is one both tabs have: it carries over.
    expect(lastList().searchParams.get('statusClass')).toBe('4xx');
    await user.click(screen.getByRole('tab', { name: 'Integracje' }));
    expect(await screen.findByText('Nie pobrano zamówień')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Dziennik zdarzeń' })).getByText('Błąd'),
    ).toBeInTheDocument();
    expect(lastList().searchParams.get('statusClass')).toBeNull();
    expect(lastList().searchParams.get('kind')).toBe('integration');
  });

  it('opens the details drawer with every field and can filter by the key', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Dziennik zdarzeń' });
    await user.click(screen.getAllByRole('button', { name: /Szczegóły wpisu z/ })[0]!);
    const details = await screen.findByTestId('event-log-entry');
    expect(within(details).getByText('req-123')).toBeInTheDocument();
    expect(within(details).getByText('203.0.113.5')).toBeInTheDocument();
    expect(within(details).getByText('Wywołania API')).toBeInTheDocument();
    expect(requests.some((url) => url.pathname === `/api/event-log/${call(1).id}`)).toBe(true);
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokaż wywołania tego klucza' }));
    await vi.waitFor(() => expect(lastList().searchParams.get('keyId')).toBe(base.key!.id));
  });

  it('explains how entries appear when the log is empty, and the filters when they match nothing', async () => {
    answer = () => page([]);
    const { unmount } = renderPage();
    expect(
      await screen.findByText(/Wpisy pojawiają się, gdy program łączy się z Zaplecze kluczem API/),
    ).toBeInTheDocument();
    unmount();
    renderPage('/dashboard/logs?method=DELETE');
    expect(
      await screen.findByText('Brak wpisów spełniających kryteria. Zmień lub wyczyść filtry.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    answer = () =>
      fail
        ? jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'Brak uprawnień.' } })
        : page([call(1)]);
    renderPage();
    expect(await screen.findByText('Brak uprawnień.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: 'Dziennik zdarzeń' })).toBeInTheDocument();
  });

  it('says "more than" when the server only counted up to its cap', async () => {
    answer = () => page([call(1)], { count: 1001, countExact: false, limit: 20, nextCursor: 'abc' });
    renderPage();
    expect(await screen.findByText('Pokazano 1 - 20 z ponad 1000')).toBeInTheDocument();
  });
});
