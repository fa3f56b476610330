import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@zaplecze/contract/auth/auth';
import { auditLog, mailOutbox, sessions, userTokens } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';

const oldPassword = 'Stare-Haslo-123';
const newPassword = 'Nowe-Haslo-456';

describe('password reset', () => {
  const ctx = useTestApp({ publicUrl: 'https://app.zaplecze.test' });
  let userId: string;

  beforeAll(async () => {
    ({ userId } = await seedCompany(ctx.database.db, {
      username: 'reset',
      email: 'reset@sklep.pl',
      password: oldPassword,
      companyName: 'R',
    }));
  });

  const request = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const confirm = (token: string, password = newPassword) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const login = (password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'reset', password } });

  async function mailedToken(): Promise<string> {
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reset@sklep.pl'));
    const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const match = newest.text.match(
      /https:\/\/app\.zaplecze\.test\/auth\/confirm-reset-password\?token=([\w-]+)/,
    );
    return match![1]!;
  }

  it('answers the same for a known and an unknown address and mails only the known one', async () => {
    const known = await request('reset@sklep.pl');
    const unknown = await request('nikt@nigdzie.pl');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(authMessages.resetRequested);
    const toUnknown = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nikt@nigdzie.pl'));
    expect(toUnknown).toHaveLength(0);
    expect(await mailedToken()).toHaveLength(43);
  });

  it('validates the e-mail with the Polish messages', async () => {
    const response = await request('');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe(authMessages.emailRequired);
  });

  it('sets the new password once, revokes every session and audits the change', async () => {
    const loggedIn = await login(oldPassword);
    const cookie = loggedIn.cookies.find((c) => c.name === 'zaplecze_refresh')!.value;
    await request('reset@sklep.pl');
    const token = await mailedToken();

    const tooShort = await confirm(token, 'Krotkie1!');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields.password).toBe(authMessages.resetPasswordLength);

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(authMessages.resetSuccess);
    const open = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(open.map((session) => session.revokeReason)).toEqual(['password_reset']);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { zaplecze_refresh: cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(oldPassword)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset'));
    expect(audit).toHaveLength(1);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(authMessages.resetInvalidToken);
  });

  it('answers 400 for an expired token (1 hour) and 404 for one that never existed', async () => {
    await request('reset@sklep.pl');
    const token = await mailedToken();
    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, userId));
    expect((await confirm(token)).statusCode).toBe(400);

    const unknown = await confirm('to-nie-jest-zaden-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(authMessages.resetTokenNotFound);
    const missing = await confirm('');
    expect(missing.json().error.fields.token).toBe(authMessages.resetTokenRequired);
  });

  it('retires an older link when a newer one is requested', async () => {
    await request('reset@sklep.pl');
    const older = await mailedToken();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request('reset@sklep.pl');
    const newer = await mailedToken();
    expect(newer).not.toBe(older);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer, 'Jeszcze-Nowsze-1')).statusCode).toBe(200);
  });
});
