import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeyMessages, type ApiKey } from '@zaplecze/contract/api-keys/api-keys';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ApiTab } from './api-tab';
import { Component as AvailableTab } from './available-tab';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '5b1c0d7e-0000-4000-8000-000000000001',
  name: 'ERP',
  scopes: ['oms.read'],
  prefix: 'zk_live_Ab12',
  state: 'active',
  expiresAt: null,
  requestsPerMinute: null,
  lastUsedAt: '2026-11-27T10:15:00.000Z',
  lastUsedIp: '203.0.113.7',
  previousValidUntil: null,
  revokedAt: null,
  created: '2026-11-20T09:00:00.000Z',
  version: 1,
  ...overrides,
});
const secret = 'zk_live_Ab12cdEFghIJklMNopQRstUVwxYZ0123';

const fetchMock = vi.fn();
const route = (path: string, Component: () => React.ReactNode) => [
  {
    element: (
      <ModalsProvider>
        <Outlet />
      </ModalsProvider>
    ),
    children: [{ path, Component }],
  },
];
const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === url && (init?.method ?? 'GET') === method);

describe('Integracje → API', () => {
  let keys: ApiKey[];
  beforeEach(() => {
    keys = [
      key(),
      key({ id: '5b1c0d7e-0000-4000-8000-000000000002', name: 'Stary', state: 'revoked', lastUsedAt: null }),
    ];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (input === '/api/webhooks' && method === 'GET')
        return jsonResponse(200, { data: [{ active: true }, { active: false }] });
      if (input === '/api/integrations/shopify' && method === 'GET')
        return jsonResponse(200, { connection: null, apiVersion: '2026-10' });
      if (input === '/api/integrations/dpd' && method === 'GET')
        return jsonResponse(200, { connection: null });
      if (input === '/api/api-keys' && method === 'GET')
        return jsonResponse(200, {
          data: keys,
          activeCount: keys.filter((k) => k.state === 'active').length,
        });
      if (input === '/api/api-keys' && method === 'POST') {
        const body = JSON.parse(init!.body as string);
        if (body.name === 'ERP')
          return jsonResponse(409, {
            error: {
              code: 'CONFLICT',
              message: apiKeyMessages.nameTaken,
              fields: { name: apiKeyMessages.nameTaken },
            },
          });
        const created = key({
          id: '5b1c0d7e-0000-4000-8000-000000000003',
          name: body.name,
          scopes: body.scopes,
        });
        keys = [created, ...keys];
        return jsonResponse(201, { key: created, secret });
      }
      if (input.endsWith('/revoke')) {
        keys = keys.map((k) => (input.includes(k.id) ? { ...k, state: 'revoked' as const } : k));
        return jsonResponse(200, keys[0]);
      }
      if (input.endsWith('/rotate')) return jsonResponse(200, { key: keys[0], secret });
      throw new Error(`unexpected ${method} ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('lists the keys with their prefix, scopes, last use and state, never a secret', async () => {
    renderRoutes(route('/api', ApiTab), '/api');
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('zk_live_Ab12…');
    expect(rows[0]).toHaveTextContent('oms.read');
    expect(rows[0]).toHaveTextContent('z 203.0.113.7');
    expect(rows[0]).toHaveTextContent('Aktywny');
    expect(rows[1]).toHaveTextContent('Nigdy');
    expect(rows[1]).toHaveTextContent('Unieważniony');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the keys as cards with their actions on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 40em'),
    })) as typeof window.matchMedia;
    try {
      renderRoutes(route('/api', ApiTab), '/api');
      const cards = await screen.findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cards[0]).toHaveTextContent('zk_live_Ab12…');
      expect(within(cards[0]!).getByRole('button', { name: 'Unieważnij klucz ERP' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('creates a key with scopes per module, shows the secret once with a warning, then forgets it', async () => {
    const user = userEvent.setup();
    renderRoutes(route('/api', ApiTab), '/api');
    await screen.findAllByTestId('api-key-row');
    await user.click(screen.getByRole('button', { name: 'Nowy klucz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy klucz API' });
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(within(dialog).getByText(apiKeyMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(apiKeyMessages.scopesRequired)).toBeInTheDocument();
    expect(calls('POST', '/api/api-keys')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nazwa integracji/), 'ERP');
    const oms = within(dialog).getByRole('group', { name: 'Zamówienia (OMS)' });
    await user.click(within(oms).getByRole('checkbox', { name: 'Edycja' }));
    expect(within(oms).getByRole('checkbox', { name: 'Odczyt' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(await within(dialog).findByText(apiKeyMessages.nameTaken)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Nazwa integracji/));
    await user.type(within(dialog).getByLabelText(/Nazwa integracji/), 'Sklep B2B');
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    const shown = await screen.findByRole('dialog', { name: 'Klucz utworzony' });
    expect(JSON.parse(calls('POST', '/api/api-keys').at(-1)![1].body)).toMatchObject({
      name: 'Sklep B2B',
      scopes: expect.arrayContaining(['oms.read', 'oms.edit']),
      expiresAt: null,
      requestsPerMinute: null,
    });
    expect(within(shown).getByTestId('api-key-secret')).toHaveValue(secret);
    expect(within(shown).getByRole('alert')).toHaveTextContent('Nie pokażemy go ponownie');
    expect(within(shown).getByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Zapisałem klucz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sklep B2B')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret);
  });

  it('revokes only after confirmation', async () => {
    const user = userEvent.setup();
    renderRoutes(route('/api', ApiTab), '/api');
    await screen.findAllByTestId('api-key-row');
    await user.click(screen.getByRole('button', { name: 'Unieważnij klucz ERP' }));
    await user.click(await screen.findByTestId('confirm-modal-cancel'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/revoke'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unieważnij klucz ERP' }));
    await user.click(await screen.findByTestId('confirm-modal-confirm'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/revoke'))).toHaveLength(1),
    );
    expect(await screen.findByText(apiKeyMessages.revokedToast)).toBeInTheDocument();
  });

  it('rotates after confirmation and shows the new secret once', async () => {
    const user = userEvent.setup();
    renderRoutes(route('/api', ApiTab), '/api');
    await user.click(await screen.findByRole('button', { name: 'Wydaj nowy sekret klucza ERP' }));
    await user.click(await screen.findByTestId('confirm-modal-confirm'));
    const shown = await screen.findByRole('dialog', { name: 'Nowy sekret klucza' });
    expect(within(shown).getByTestId('api-key-secret')).toHaveValue(secret);
  });

  it('shows the empty state', async () => {
    keys = [];
    renderRoutes(route('/api', ApiTab), '/api');
    expect(await screen.findByText(/Brak kluczy API/)).toBeInTheDocument();
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    const working = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { error: { code: 'INTERNAL', message: 'Awaria' } }),
    );
    renderRoutes(route('/api', ApiTab), '/api');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Awaria');
    fetchMock.mockImplementation(working);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findAllByTestId('api-key-row')).toHaveLength(2);
  });

  it('shows the catalogue with the number of active keys and subscriptions, and what comes later', async () => {
    renderRoutes(route('/available', AvailableTab), '/available');
    const api = await screen.findByTestId('integration-api');
    await waitFor(() => expect(api).toHaveTextContent('1 aktywny klucz'));
    await waitFor(() =>
      expect(screen.getByTestId('integration-webhooks')).toHaveTextContent('1 aktywna subskrypcja'),
    );
    await waitFor(() => expect(screen.getByTestId('integration-shopify')).toHaveTextContent('Niepołączony'));
    expect(
      within(screen.getByTestId('integration-shopify')).getByRole('link', { name: 'Połącz sklep' }),
    ).toHaveAttribute('href', '/dashboard/integrations/settings/shopify');
    await waitFor(() => expect(screen.getByTestId('integration-dpd')).toHaveTextContent('Niepołączone'));
    expect(
      within(screen.getByTestId('integration-dpd')).getByRole('link', { name: 'Ustawienia DPD' }),
    ).toHaveAttribute('href', '/dashboard/integrations/settings/dpd');
    expect(within(api).getByRole('link', { name: 'Zarządzaj kluczami' })).toHaveAttribute(
      'href',
      '/dashboard/integrations/api',
    );
  });
});
