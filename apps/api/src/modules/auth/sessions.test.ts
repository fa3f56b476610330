import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@zaplecze/contract/auth/auth';
import { refreshTokens, sessions, users } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';
import { hashToken } from '../accounts/service';
import { authCleanupJob } from './jobs';

const password = 'Poprawne-Haslo-1';

describe('sessions: refresh rotation, reuse, idle timeout, logout', () => {
  const ctx = useTestApp();
  let userId: string;

  beforeAll(async () => {
    ({ userId } = await seedCompany(ctx.database.db, {
      username: 'sesja',
      email: 'sesja@sklep.pl',
      password,
      companyName: 'S',
    }));
  });

  const refreshCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'zaplecze_refresh')?.value;

  async function login() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sesja', password },
    });
    expect(response.statusCode).toBe(200);
    return { token: response.json().token as string, refresh: refreshCookie(response)! };
  }

  const refresh = (cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: cookie ? { zaplecze_refresh: cookie } : {},
    });
  async function newestSession() {
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    return rows.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0]!;
  }

  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('guards protected routes: 401 without a token or with a forged one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('UNAUTHENTICATED');
    const { token } = await login();
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await me(forged)).statusCode).toBe(401);
    const ok = await me(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'sesja', companyName: 'S' });
  });

  it('rotates the refresh token on every use and returns a new access token', async () => {
    const first = await login();
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    // The user comes with the token: a page load restores its session in one request.
    expect(Object.keys(response.json())).toEqual(['token', 'user']);
    expect(response.json().user).toMatchObject({ id: userId, username: 'sesja', companyName: 'S' });
    const next = refreshCookie(response)!;
    expect(next).not.toBe(first.refresh);
    expect((await me(token)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing at once the same successor (grace window)', async () => {
    const { refresh: cookie } = await login();
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBe(refreshCookie(b));
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const { refresh: stolen, token } = await login();
    const rotated = refreshCookie(await refresh(stolen))!;
    await ctx.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));
    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe(authMessages.sessionExpired);
    // The legitimate successor and the access token of that session stop working too.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session after 30 minutes without activity, and records activity at most once a minute', async () => {
    const { refresh: cookie, token } = await login();
    const current = await newestSession();

    // Activity: a request after more than a minute moves last activity to now.
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastActivityAt: twoMinutesAgo })
      .where(eq(sessions.id, current.id));
    expect((await me(token)).statusCode).toBe(200);
    const [touched] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, current.id));
    expect(touched!.lastActivityAt.getTime()).toBeGreaterThan(Date.now() - 5000);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.lastActivityAt!.getTime()).toBeGreaterThan(Date.now() - 5000);

    const idleSince = new Date(Date.now() - 31 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastActivityAt: idleSince })
      .where(eq(sessions.id, current.id));
    expect((await me(token)).statusCode).toBe(401);
    const refused = await refresh(cookie);
    expect(refused.statusCode).toBe(401);
    const [ended] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, current.id));
    expect(ended!.revokeReason).toBe('idle');
  });

  it('ends a family 12 hours after login whatever the activity', async () => {
    const { refresh: cookie } = await login();
    const newest = await newestSession();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, newest.id));
    expect((await refresh(cookie)).statusCode).toBe(401);

    // The nightly cleanup deletes it a day after its end, with its refresh tokens.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sessions.id, newest.id));
    await authCleanupJob(ctx.database.db).handle({});
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, newest.id))).toHaveLength(0);
    const tokens = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, newest.id));
    expect(tokens).toHaveLength(0);
  });

  it('logs out: the family is revoked and the cookie cleared', async () => {
    const { refresh: cookie, token } = await login();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { zaplecze_refresh: cookie },
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'zaplecze_refresh');
    expect(cleared?.value).toBe('');
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers a refresh without a cookie with 401', async () => {
    expect((await refresh()).statusCode).toBe(401);
  });
});
