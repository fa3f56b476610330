import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '@zaplecze/contract/favorites/favorites';
import { sessionStore } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAdmin } from '../../../test/session';
import { SidebarFavorites } from './sidebar-favorites';

const favorite = (n: number, available = true): Favorite => ({
  id: `f1000000-0000-4000-8000-00000000000${n}`,
  kind: 'order',
  targetId: `a1000000-0000-4000-8000-00000000000${n}`,
  path: null,
  label: `Zamówienie #${n}`,
  detail: null,
  available,
  filter: null,
  createdAt: '2026-11-27T20:00:00.000Z',
});

describe('the navigation’s favourites', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAdmin();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
  });

  it('shows the first five that can be opened, in the order the server gives', async () => {
    const list = [
      favorite(1),
      favorite(2, false),
      favorite(3),
      favorite(4),
      favorite(5),
      favorite(6),
      favorite(7),
    ];
    fetchMock.mockResolvedValue(jsonResponse(200, { data: list, count: 7, page: 1, limit: 200 }));
    renderWithProviders(<SidebarFavorites />);
    const section = await screen.findByRole('group', { name: 'Ulubione' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Zamówienie #1',
      'Zamówienie #3',
      'Zamówienie #4',
      'Zamówienie #5',
      'Zamówienie #6',
    ]);
    expect(links[0]).toHaveAttribute('href', '/dashboard/orders/a1000000-0000-4000-8000-000000000001');
  });

  it('invites to star something when there is nothing yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [], count: 0, page: 1, limit: 200 }));
    renderWithProviders(<SidebarFavorites />);
    expect(await screen.findByText('Oznacz gwiazdką zamówienie, produkt lub stronę.')).toBeInTheDocument();
  });
});
