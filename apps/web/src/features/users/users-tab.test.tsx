import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devSettingsStore } from '../../lib/feature-flags';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ids, requestsTo, roles, tabRoute, user } from './__fixtures__/data';
import { Component as UsersTab } from './users-tab';

const fetchMock = vi.fn();
const ola = user({
  id: ids.ola,
  name: 'Ola Nowak',
  twoFactorEnabled: true,
  lastActivityAt: new Date().toISOString(),
});
const list = (data: unknown[], count = data.length) => ({ data, count, page: 1, limit: 10 });

function answer(users: (url: URL) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/roles') return jsonResponse(200, { data: roles });
    if (url.pathname === '/api/users' && (!init?.method || init.method === 'GET')) return users(url);
    if (url.pathname === `/api/users/${ids.ola}` && init?.method === 'DELETE')
      return new Response(null, { status: 204 });
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${input}`);
  });
}

const renderTab = () => renderRoutes(tabRoute('/users', UsersTab), '/users');

describe('users tab', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    devSettingsStore.reload();
  });

  it('shows a loader, then the users with status, role and an accessible 2FA state', async () => {
    answer(() => jsonResponse(200, list([ola])));
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
    const row = await screen.findByTestId('user-row');
    expect(within(row).getByText('Ola Nowak')).toBeInTheDocument();
    expect(within(row).getByText('ola nowak@sklep.pl')).toBeInTheDocument();
    expect(within(row).getByText('Sprzedawca')).toBeInTheDocument();
    expect(within(row).getByText('Aktywny')).toBeInTheDocument();
    expect(within(row).getByText('teraz')).toBeInTheDocument();
    expect(within(row).getByText('Uwierzytelnianie dwuskładnikowe włączone')).toBeInTheDocument();
    expect(screen.getByText('Wyświetlanie 1 do 1 z 1 wyniku')).toBeInTheDocument();
  });

  it('shows the empty text when no user matches', async () => {
    answer(() => jsonResponse(200, list([])));
    renderTab();
    expect(await screen.findByText('Brak użytkowników do wyświetlenia.')).toBeInTheDocument();
  });

  it('shows the server error and loads again on retry', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(403, {
            error: { code: 'FORBIDDEN', message: 'Tę operację może wykonać tylko administrator konta.' },
          })
        : jsonResponse(200, list([ola]));
    });
    renderTab();
    expect(
      await screen.findByText('Tę operację może wykonać tylko administrator konta.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('user-row')).toBeInTheDocument();
  });

  it('searches on the server with the trimmed text', async () => {
    answer((url) => jsonResponse(200, list(url.searchParams.get('search') === 'ola' ? [ola] : [])));
    renderTab();
    await screen.findByText('Brak użytkowników do wyświetlenia.');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Szukaj' }), '  ola ');
    expect(await screen.findByTestId('user-row')).toBeInTheDocument();
    const searches = requestsTo(fetchMock.mock.calls, '/api/users').map(({ url }) =>
      url.searchParams.get('search'),
    );
    expect(searches.filter(Boolean)).toEqual(['ola']);
  });

  it('shows the role and status filters and the security panel only with users_roles on', async () => {
    answer(() => jsonResponse(200, list([ola])));
    const first = renderTab();
    await screen.findByTestId('user-row');
    expect(screen.getByRole('textbox', { name: 'Rola' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByText('Zasady bezpieczeństwa')).toBeInTheDocument();
    first.unmount();

    devSettingsStore.setFlag('users_roles', false);
    renderTab();
    await screen.findByTestId('user-row');
    expect(screen.queryByRole('textbox', { name: 'Rola' })).not.toBeInTheDocument();
    expect(screen.queryByText('Zasady bezpieczeństwa')).not.toBeInTheDocument();
  });

  it('deletes a user only after the confirmation', async () => {
    answer(() => jsonResponse(200, list([ola])));
    renderTab();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Akcje: Ola Nowak' }));
    // The menu opens with a transition, which takes longer than the default second on a busy machine.
    await events.click(await screen.findByRole('menuitem', { name: 'Usuń' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Usuń użytkownika: Ola Nowak')).toBeInTheDocument();
    expect(within(dialog).getByText('Tej operacji nie można cofnąć')).toBeInTheDocument();
    expect(requestsTo(fetchMock.mock.calls, `/api/users/${ids.ola}`)).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(requestsTo(fetchMock.mock.calls, `/api/users/${ids.ola}`)).toHaveLength(1));
    expect(await screen.findByText('Użytkownik został usunięty.')).toBeInTheDocument();
  });
});
