import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages, lockedMessage, remainingAttemptsMessage } from '@zaplecze/contract/auth/auth';
import { auditLog, loginAttempts } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';

const password = 'Poprawne-Haslo-1';

describe('login', () => {
  const ctx = useTestApp();
  let accountId: string;

  beforeAll(async () => {
    ({ accountId } = await seedCompany(ctx.database.db, {
      username: 'jan.kowalski',
      email: 'jan@sklep.pl',
      password,
      companyName: 'Sklep Jana',
    }));
    await seedCompany(ctx.database.db, {
      username: 'anna',
      email: 'anna@sklep.pl',
      password,
      companyName: 'Sklep Anny',
    });
  });

  const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('logs in by username: access token, user with company and licence, refresh cookie', async () => {
    const response = await login({ username: 'Jan.Kowalski', password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.expiresIn).toBe(600);
    expect(body.user).toMatchObject({
      username: 'jan.kowalski',
      email: 'jan@sklep.pl',
      accountId,
      companyName: 'Sklep Jana',
      licence: { id: 'extended', planName: 'Profil 2 Extended', status: 'active', readOnly: false },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^zaplecze_refresh=[\w-]{43};/);
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, 'login')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('logs in by e-mail, given as email or as an entry containing @', async () => {
    expect((await login({ email: 'JAN@sklep.pl', password })).statusCode).toBe(200);
    expect((await login({ username: 'jan@sklep.pl', password })).statusCode).toBe(200);
  });

  it('requires a username and a password', async () => {
    const response = await login({ password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      username: authMessages.usernameRequired,
      password: authMessages.passwordRequired,
    });
  });

  it('answers a wrong password and an unknown user alike, with the attempts left', async () => {
    const wrong = await login({ username: 'anna', password: 'zle-haslo' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'UNAUTHENTICATED', message: remainingAttemptsMessage(2) });
    expect(wrong.headers['x-login-attempts-remaining']).toBe('2');

    const unknown = await login({ username: 'nikt-taki', password: 'zle-haslo' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(remainingAttemptsMessage(2));
    const failures = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'login_failed'));
    expect(failures.map((entry) => entry.targetLabel)).toEqual(expect.arrayContaining(['anna', 'nikt-taki']));
    // A success clears the count.
    expect((await login({ username: 'anna', password })).statusCode).toBe(200);
  });

  it('locks an identity for 15 minutes on the third failure, refuses the right password and does not extend the lock', async () => {
    await seedCompany(ctx.database.db, {
      username: 'celina',
      email: 'celina@sklep.pl',
      password,
      companyName: 'C',
    });
    expect((await login({ username: 'celina', password: 'zle-1' })).statusCode).toBe(401);
    // Switching to the e-mail of the same user does not give fresh attempts.
    const second = await login({ email: 'celina@sklep.pl', password: 'zle-2' });
    expect(second.json().error.message).toBe(remainingAttemptsMessage(1));
    const third = await login({ username: 'celina', password: 'zle-3' });
    expect(third.statusCode).toBe(423);
    expect(third.json().error).toEqual({ code: 'LOCKED', message: lockedMessage(15) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(890);

    const [before] = await ctx.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.identity, 'id:celina'));
    const right = await login({ username: 'celina', password });
    expect(right.statusCode).toBe(423);
    expect((await login({ username: 'celina', password: 'zle-4' })).statusCode).toBe(423);
    const [after] = await ctx.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.identity, 'id:celina'));
    expect(after!.lockedUntil).toEqual(before!.lockedUntil);

    // Once the lock has run out the right password works again.
    await ctx.database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(like(loginAttempts.identity, '%'));
    expect((await login({ username: 'celina', password })).statusCode).toBe(200);
  });

  it('locks identities nobody has, so probing cannot tell them apart', async () => {
    for (let i = 0; i < 2; i++) await login({ username: 'duch', password: 'x' });
    const third = await login({ username: 'duch', password: 'x' });
    expect(third.statusCode).toBe(423);
  });
});

describe('login rate limit per address', () => {
  const ctx = useTestApp({ rateLimitPerMinute: 3 });

  it('answers 429 past the limit, whatever the identity', async () => {
    const statuses: number[] = [];
    for (const username of ['a1', 'a2', 'a3', 'a4']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
