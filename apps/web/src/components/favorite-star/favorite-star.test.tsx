import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoriteMessages, type Favorite } from '@zaplecze/contract/favorites/favorites';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signInAdmin } from '../../test/session';
import { FavoriteStar } from './favorite-star';

const orderId = '5b0c1f2e-0000-4000-8000-000000000012';
const fetchMock = vi.fn();
let stored: Favorite[] = [];
let refuseAdding = false;

/** A tiny favourites server: the list, adding (or the cap's 409) and removing. */
function answer(url: string, init: RequestInit = {}): Response {
  const path = url.split('?')[0]!;
  if (path === '/api/favorites' && (init.method ?? 'GET') === 'GET')
    return jsonResponse(200, { data: stored, count: stored.length, page: 1, limit: 200 });
  if (path === '/api/favorites' && init.method === 'POST') {
    if (refuseAdding)
      return jsonResponse(409, { error: { code: 'CONFLICT', message: favoriteMessages.limitReached } });
    const body = JSON.parse(String(init.body)) as { kind: 'order'; targetId: string };
    const favorite: Favorite = {
      id: 'f1000000-0000-4000-8000-000000000001',
      kind: body.kind,
      targetId: body.targetId,
      path: null,
      label: 'Zamówienie #12',
      detail: null,
      available: true,
      filter: null,
      createdAt: '2026-11-27T20:00:00.000Z',
    };
    stored = [favorite, ...stored];
    return jsonResponse(201, favorite);
  }
  const removed = /^\/api\/favorites\/(.+)$/.exec(path);
  if (removed && init.method === 'DELETE') {
    stored = stored.filter((favorite) => favorite.id !== removed[1]);
    return new Response(null, { status: 204 });
  }
  throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);

describe('FavoriteStar', () => {
  beforeEach(() => {
    stored = [];
    refuseAdding = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => answer(url, init));
    signInAdmin();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
  });

  it('toggles by click and keyboard, and every star of the same target follows at once', async () => {
    renderWithProviders(
      <>
        <FavoriteStar target={{ kind: 'order', targetId: orderId }} />
        <FavoriteStar target={{ kind: 'order', targetId: orderId }} itemName="#12" />
      </>,
    );
    const star = await screen.findByRole('button', { name: 'Dodaj do ulubionych' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych: #12' })).toBeInTheDocument();

    await userEvent.click(star);
    const pressed = await screen.findByRole('button', { name: 'Usuń z ulubionych' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Usuń z ulubionych: #12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(String((calls('POST')[0]![1] as RequestInit).body))).toEqual({
      kind: 'order',
      targetId: orderId,
    });

    pressed.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dodaj do ulubionych: #12' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(calls('DELETE').map(([url]) => String(url))).toEqual([
      '/api/favorites/f1000000-0000-4000-8000-000000000001',
    ]);
  });

  it("shows the server's reason when a favourite cannot be added, and stays unpressed", async () => {
    refuseAdding = true;
    renderWithProviders(<FavoriteStar target={{ kind: 'order', targetId: orderId }} />);
    const star = await screen.findByRole('button', { name: 'Dodaj do ulubionych' });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    expect(await screen.findByText(favoriteMessages.limitReached)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
