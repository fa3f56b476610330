import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '@zaplecze/contract/favorites/favorites';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import { Component as FavoritesPage } from './favorites-page';

const base = {
  path: null,
  detail: null,
  available: true,
  filter: null,
  createdAt: '2026-11-27T20:00:00.000Z',
};
const order: Favorite = {
  ...base,
  id: 'f1000000-0000-4000-8000-000000000001',
  kind: 'order',
  targetId: 'a1000000-0000-4000-8000-000000000001',
  label: 'Zamówienie #12',
  detail: 'Jan Kowalski',
};
const gone: Favorite = {
  ...base,
  id: 'f1000000-0000-4000-8000-000000000002',
  kind: 'product',
  targetId: 'a1000000-0000-4000-8000-000000000002',
  label: 'Czajnik',
  available: false,
};
const page: Favorite = {
  ...base,
  id: 'f1000000-0000-4000-8000-000000000003',
  kind: 'page',
  targetId: null,
  path: '/dashboard/returns',
  label: 'Zwroty',
};

const fetchMock = vi.fn();
let stored: Favorite[] = [];

function answer(url: string, init: RequestInit = {}): Response {
  const parsed = new URL(url, 'http://localhost');
  if (parsed.pathname === '/api/favorites' && (init.method ?? 'GET') === 'GET') {
    const q = (parsed.searchParams.get('q') ?? '').toLowerCase();
    const data = stored.filter((f) => `${f.label} ${f.detail ?? ''}`.toLowerCase().includes(q));
    return jsonResponse(200, { data, count: data.length, page: 1, limit: 200 });
  }
  if (parsed.pathname.startsWith('/api/favorites/') && init.method === 'DELETE') {
    stored = stored.filter((f) => !parsed.pathname.endsWith(f.id));
    return new Response(null, { status: 204 });
  }
  throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
}

function renderPage(path = '/dashboard/favorites') {
  return renderRoutes(
    [
      {
        element: (
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        ),
        children: [
          { path: '/dashboard/favorites', Component: FavoritesPage },
          { path: '/dashboard/orders/:id', element: <p>Szczegóły zamówienia</p> },
        ],
      },
    ],
    path,
  );
}

describe('favourites page', () => {
  beforeEach(() => {
    stored = [order, gone, page];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => answer(url, init));
    signInAdmin();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
  });

  it('groups by kind, opens a favourite, marks a deleted one, searches on the server', async () => {
    const { router } = renderPage();
    const orders = await screen.findByRole('region', { name: 'Zamówienia (1)' });
    expect(within(orders).getByText('Jan Kowalski')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Produkty (1)' });
    expect(within(products).getByText('Usunięte lub niedostępne')).toBeInTheDocument();
    expect(within(products).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zwroty' })).toHaveAttribute('href', '/dashboard/returns');

    await userEvent.type(screen.getByLabelText('Szukaj w ulubionych'), 'kowal{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Strony (1)' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=kowal');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=kowal'))).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Zamówienie #12' }));
    expect(await screen.findByText('Szczegóły zamówienia')).toBeInTheDocument();
  });

  it('removes after a confirmation, and shows the empty state when none are left', async () => {
    stored = [page];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z ulubionych: Zwroty' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(/Nie masz jeszcze ulubionych/)).toBeInTheDocument();
    expect(stored).toEqual([]);
  });
});
