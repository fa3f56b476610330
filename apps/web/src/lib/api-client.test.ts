import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { api, ApiError, hasSessionMarker } from './api-client';
import { loadingTracker } from './loading-tracker';
import { restoreSession } from './restore-session';
import { sessionStore } from './session';

const user = {
  id: 'u1',
  username: 'jan',
  email: 'jan@example.pl',
  displayName: 'Jan',
  accountId: 'a1',
  companyName: 'Firma',
};

describe('API client', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.signIn('old-token', user);
    document.cookie = 'zaplecze_session=1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.cookie = 'zaplecze_session=; path=/; max-age=0';
  });

  it('sends the bearer token on protected calls but not on login or registration', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await api.get('/api/orders');
    await api.post('/api/auth/login', { username: 'jan', password: 'x' });
    await api.post('/api/Accounts', {});
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(headers[0]?.authorization).toBe('Bearer old-token');
    expect(headers[1]?.authorization).toBeUndefined();
    expect(headers[2]?.authorization).toBeUndefined();
  });

  it('refreshes once for concurrent 401s, then retries every request with the new token', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(200, { token: 'new-token', user });
      }
      return auth === 'Bearer new-token'
        ? jsonResponse(200, { url })
        : jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    });
    const results = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(sessionStore.getToken()).toBe('new-token');
  });

  it('restores a session on page load from the refresh alone: token and user, no second request', async () => {
    sessionStore.signOut();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { token: 'restored', user: { ...user, displayName: 'Jan z ciasteczka' } })
        : jsonResponse(500, {}),
    );
    await restoreSession();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
    expect(sessionStore.getToken()).toBe('restored');
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { displayName: 'Jan z ciasteczka' },
    });
  });

  it('logs the user out when the refresh fails or lacks a token', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, {})
        : jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sesja wygasła' } }),
    );
    await expect(api.get('/api/orders')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(consoleError).toHaveBeenCalledWith('Missing access token in refresh response');
    consoleError.mockRestore();
  });

  it('does not ask for a refresh without the session marker cookie (no refresh cookie to trade)', async () => {
    document.cookie = 'zaplecze_session=; path=/; max-age=0';
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sesja wygasła' } }),
    );
    await expect(api.get('/api/orders')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/orders']);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('reads the marker among other cookies', () => {
    expect(hasSessionMarker('a=b; zaplecze_session=1; c=d')).toBe(true);
    expect(hasSessionMarker('zaplecze_session=0; x=zaplecze_session=1')).toBe(false);
    expect(hasSessionMarker('')).toBe(false);
  });

  it('turns the error body into an ApiError with the Polish message and fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: { code: 'CONFLICT', message: 'Login zajęty', fields: { username: 'Ta nazwa jest zajęta' } },
      }),
    );
    const error = (await api.post('/api/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Login zajęty');
    expect(error.fields).toEqual({ username: 'Ta nazwa jest zajęta' });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api.get('/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toContain('Brak połączenia');
  });

  it('counts requests for the loading bar, except health checks', async () => {
    let seen = -1;
    fetchMock.mockImplementation(async () => {
      seen = loadingTracker.activeCount();
      return jsonResponse(200, {});
    });
    await api.get('/api/orders');
    expect(seen).toBe(1);
    await api.get('/api/health');
    expect(seen).toBe(0);
    expect(loadingTracker.activeCount()).toBe(0);
  });
});
