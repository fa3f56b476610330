import { beforeAll, describe, expect, it } from 'vitest';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';

const password = 'Poprawne-Haslo-1';

type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; maxAge?: number };

describe('session marker cookie beside the refresh cookie', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await seedCompany(ctx.database.db, {
      username: 'znacznik',
      email: 'znacznik@sklep.pl',
      password,
      companyName: 'Z',
    });
  });

  const find = (response: { cookies: Cookie[] }, name: string) =>
    response.cookies.find((cookie) => cookie.name === name);

  it('sets a readable marker for the whole site with the refresh cookie, and renews it on refresh', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'znacznik', password },
    });
    expect(login.statusCode).toBe(200);
    const refreshCookie = find(login, 'zaplecze_refresh')!;
    const marker = find(login, 'zaplecze_session')!;
    expect(marker).toMatchObject({ value: '1', path: '/' });
    expect(marker.httpOnly).toBeFalsy();
    expect(marker.maxAge).toBe(refreshCookie.maxAge);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { zaplecze_refresh: refreshCookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(find(refreshed, 'zaplecze_session')?.value).toBe('1');

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { zaplecze_refresh: find(refreshed, 'zaplecze_refresh')!.value },
    });
    expect(find(logout, 'zaplecze_session')?.value).toBe('');
  });

  it('clears the marker when a refresh fails', async () => {
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { zaplecze_refresh: 'x'.repeat(43) },
    });
    expect(failed.statusCode).toBe(401);
    expect(find(failed, 'zaplecze_session')?.value).toBe('');
  });
});
