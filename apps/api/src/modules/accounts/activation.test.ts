import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@zaplecze/contract/auth/auth';
import { accounts, mailOutbox, userTokens, users } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { activationLinkIn, registrationPayload } from './__fixtures__/registration';

describe('account activation', () => {
  const ctx = useTestApp();

  async function registerCompany(username: string) {
    const email = `${username}@firma.pl`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Accounts',
      payload: registrationPayload({ username, email }),
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return { email, ...activationLinkIn(mail!.text) };
  }

  const activate = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/activate', payload });
  const login = (username: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'Bardzo-Tajne-Haslo1' },
    });

  it('refuses to log in before activation, activates user and account once, then lets the user in', async () => {
    const link = await registerCompany('aktywacja');
    const early = await login('aktywacja');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(authMessages.accountInactive);

    const response = await activate(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.activationSuccess });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, link.userId));
    expect(user!.isActive).toBe(true);
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, user!.accountId));
    expect(account!.status).toBe('active');
    expect((await login('aktywacja')).statusCode).toBe(200);
  });

  it('refuses a link used before', async () => {
    const link = await registerCompany('dwarazy');
    expect((await activate(link)).statusCode).toBe(200);
    const again = await activate(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(authMessages.activationInvalidToken);
  });

  it('refuses an expired link (48 hours)', async () => {
    const link = await registerCompany('wygasly');
    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, link.userId));
    const response = await activate(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(authMessages.activationExpired);
  });

  it('refuses a token that belongs to another user or does not exist', async () => {
    const first = await registerCompany('pierwszy');
    const second = await registerCompany('drugi');
    expect((await activate({ userId: first.userId, token: second.token })).statusCode).toBe(400);
    expect((await activate({ userId: first.userId, token: 'zmyslony-token' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user and 400 for a malformed link', async () => {
    const unknown = await activate({ userId: '00000000-0000-4000-8000-000000000000', token: 'abc' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(authMessages.activationUserNotFound);
    const malformed = await activate({ userId: 'nie-uuid', token: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.userId).toBe(authMessages.activationInvalidLink);
  });
});

describe('registration rate limit', () => {
  const ctx = useTestApp({ rateLimitPerMinute: 2 });

  it('refuses the third registration from one address within a minute', async () => {
    const statuses: number[] = [];
    for (const username of ['limit1', 'limit2', 'limit3']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Accounts',
        payload: registrationPayload({ username, email: `${username}@firma.pl` }),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
