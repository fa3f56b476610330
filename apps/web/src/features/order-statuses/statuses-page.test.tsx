import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { sessionStore } from '../../lib/session';
import { openSelect } from './__fixtures__/select';
import { groups, list, signInWith, statuses } from './__fixtures__/statuses';
import { Component as StatusesPage } from './statuses-page';

const fetchMock = vi.fn();
type Handler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

function serve(handler: Handler = () => undefined) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const answer = await handler(url, init);
    if (answer) return answer;
    if (url === '/api/order-statuses') return jsonResponse(200, list(statuses));
    if (url === '/api/order-status-groups') return jsonResponse(200, list(groups));
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/statuses',
        element: (
          <ModalsProvider>
            <StatusesPage />
          </ModalsProvider>
        ),
      },
    ],
    '/statuses',
  );
}

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const row = (name: string) => screen.getByRole('listitem', { name });

describe('statuses screen', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInWith(['oms.read', 'oms.edit', 'oms.delete']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it("shows 'Bez grupy' first, then the groups by order, each row with badge, colour and external name", async () => {
    serve();
    renderPage();
    expect(screen.getByText('Ładowanie statusów...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bez grupy' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Bez grupy', 'Do realizacji', 'Zakończone']);

    const todo = screen.getByRole('list', { name: 'Do realizacji' });
    expect(
      within(todo)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Nowe', 'Oczekuje na płatność']);
    expect(within(row('Nowe')).getByText('Chroniony')).toBeInTheDocument();
    expect(within(row('Nowe')).getByText('#3357FF')).toBeInTheDocument();
    expect(within(row('Nowe')).getByText('Nowe zamówienie')).toBeInTheDocument();
    expect(within(row('Nowe')).queryByRole('button', { name: 'Usuń status Nowe' })).not.toBeInTheDocument();
    expect(within(row('Wysłane')).getByRole('button', { name: 'Usuń status Wysłane' })).toBeInTheDocument();
    expect(within(row('Do wyjaśnienia')).getByText('—')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'EN' }));
    expect(within(row('Nowe')).getByText('New order')).toBeInTheDocument();
    expect(within(row('Do wyjaśnienia')).getByText('Under review')).toBeInTheDocument();
    expect(within(row('Oczekuje na płatność')).getByText('—')).toBeInTheDocument();
  });

  it('shows the load error with its text and loads again on retry', async () => {
    let attempts = 0;
    serve((url) => {
      if (url !== '/api/order-statuses') return undefined;
      attempts += 1;
      return attempts === 1
        ? jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'Brak uprawnienia do statusów.' } })
        : undefined;
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Błąd ładowania statusów');
    expect(alert).toHaveTextContent('Brak uprawnienia do statusów.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('listitem', { name: 'Nowe' })).toBeInTheDocument();
  });

  it('offers to add a status when there are none', async () => {
    serve((url) => (url.startsWith('/api/order-status') ? jsonResponse(200, list([])) : undefined));
    renderPage();
    expect(await screen.findByText('Brak zdefiniowanych statusów')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Dodaj status' });
    await userEvent.setup().click(buttons.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Dodaj status' })).toBeInTheDocument();
  });

  it("lists every status under 'Bez grupy' when the groups cannot be loaded", async () => {
    serve((url) =>
      url === '/api/order-status-groups'
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } })
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Błąd podczas ładowania grup statusów.')).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Bez grupy']);
    expect(within(screen.getByRole('list', { name: 'Bez grupy' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('hides what the role cannot do', async () => {
    signInWith(['oms.read']);
    serve();
    renderPage();
    await screen.findByRole('listitem', { name: 'Nowe' });
    for (const name of [/^Dodaj/, /^Edytuj/, /^Usuń/, /^Przeciągnij/]) {
      expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
    }
    signInWith(['oms.read', 'oms.edit']);
    expect(await screen.findAllByRole('button', { name: /^Przeciągnij/ })).toHaveLength(7);
    expect(screen.queryAllByRole('button', { name: /^Usuń/ })).toHaveLength(0);
  });

  it('deletes a status after choosing a replacement among the other unprotected statuses', async () => {
    const deletes: string[] = [];
    serve((url, init) => {
      if (init.method !== 'DELETE') return undefined;
      deletes.push(url);
      return new Response(null, { status: 204 });
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Usuń status Wysłane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń status: Wysłane' });
    await events.click(within(dialog).getByRole('button', { name: 'Usuń status' }));
    expect(await within(dialog).findByText('Wybierz status zastępczy')).toBeInTheDocument();

    const select = await openSelect(
      events,
      within(dialog).getByRole('textbox', { name: /Status zastępczy/ }),
    );
    expect(select.texts).toEqual(['Oczekuje na płatność', 'Do wyjaśnienia']);
    await select.choose('Do wyjaśnienia');
    await events.click(within(dialog).getByRole('button', { name: 'Usuń status' }));
    expect(await screen.findByText('Status został usunięty.')).toBeInTheDocument();
    expect(deletes).toEqual([`/api/order-statuses/${statuses[2]!.id}?replacementId=${statuses[4]!.id}`]);
  });

  it('reads the status afresh before editing, and says so when it cannot', async () => {
    serve((url) => {
      if (url === `/api/order-statuses/${statuses[2]!.id}`)
        return jsonResponse(200, { ...statuses[2], internalName: 'Wysłane (nowsze)', version: 3 });
      if (url === `/api/order-statuses/${statuses[4]!.id}`)
        return jsonResponse(500, { error: { code: 'INTERNAL', message: 'Awaria.' } });
      return undefined;
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edytuj status Do wyjaśnienia' }));
    expect(await screen.findByText('Błąd podczas otwierania modala.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Edytuj status Wysłane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj status' });
    expect(within(dialog).getByRole('textbox', { name: /Nazwa wewnętrzna/ })).toHaveValue('Wysłane (nowsze)');
  });

  it('deletes an empty group after a plain confirmation', async () => {
    const empty = { ...groups[0]!, id: '0b5f2a52-5f0e-4c3b-9a51-1f6a1c0e7a03', name: 'Pusta', order: 3 };
    const deletes: string[] = [];
    serve((url, init) => {
      if (url === '/api/order-status-groups' && init.method === 'GET')
        return jsonResponse(200, list([...groups, empty]));
      if (init.method === 'DELETE') {
        deletes.push(url);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Usuń grupę Pusta' }));
    await events.click(await screen.findByTestId('confirm-modal-confirm'));
    expect(await screen.findByText('Grupa została usunięta.')).toBeInTheDocument();
    expect(deletes).toEqual([`/api/order-status-groups/${empty.id}`]);
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/order-status-groups')).toHaveLength(2),
    );
  });
});
