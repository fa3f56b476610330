import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@zaplecze/contract/two-factor/two-factor';
import { userTwoFactor } from '../../db/schema/index';
import { createAccount, createUser, testPassword, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('two-factor authentication', () => {
  const ctx = useTestApp();
  const call = (who: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who.headers });
  const codeAt = (secret: string, offsetSeconds: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + offsetSeconds * 1000,
    });
  const passwordStep = async (user: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: testPassword },
    });
  const codeStep = (challengeToken: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challengeToken, code } });

  async function enrol(user: TestUser) {
    const setup = (await call(user, 'POST', '/api/auth/two-factor/setup')).json();
    const confirmed = await call(user, 'POST', '/api/auth/two-factor/confirm', {
      code: codeAt(setup.secret, 0),
    });
    return {
      secret: setup.secret as string,
      recoveryCodes: confirmed.json().recoveryCodes as string[],
      confirmed,
    };
  }

  it('enrols with a QR code and a confirming code, stores the secret encrypted and shows 10 recovery codes once', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const setup = await call(staff, 'POST', '/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/Zaplecze:.+\?.*secret=/);
    expect(setup.json().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await call(staff, 'POST', '/api/auth/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/auth/two-factor')).json().enabled).toBe(false);

    const confirmed = await call(staff, 'POST', '/api/auth/two-factor/confirm', {
      code: codeAt(setup.json().secret, 0),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect(confirmed.json().recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await call(staff, 'GET', '/api/auth/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(staff, 'POST', '/api/auth/two-factor/setup')).statusCode).toBe(409);

    const [stored] = await ctx.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, staff.userId));
    expect(stored!.secretEncrypted).not.toContain(setup.json().secret);
    expect((await call(staff, 'GET', '/api/auth/me')).json().twoFactorEnabled).toBe(true);
    const row = (await call(admin, 'GET', `/api/users/${staff.userId}`)).json();
    expect(row.twoFactorEnabled).toBe(true);
  });

  it('asks for the code after the password, then logs in with a TOTP code or a recovery code, each once', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const { secret, recoveryCodes } = await enrol(staff);

    const first = await passwordStep(staff);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true, expiresIn: 300 });
    expect(first.json().token).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();

    // The enrolment used the current step; a code is accepted once, so the login takes the next one.
    const code = codeAt(secret, 30);
    const done = await codeStep(first.json().challengeToken, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ id: staff.userId, twoFactorEnabled: true });
    expect(String(done.headers['set-cookie'])).toContain('zaplecze_refresh=');
    expect((await codeStep(first.json().challengeToken, code)).statusCode).toBe(401);

    const replay = await codeStep((await passwordStep(staff)).json().challengeToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toContain(twoFactorMessages.invalidCode);

    const second = (await passwordStep(staff)).json().challengeToken;
    const byRecovery = await codeStep(second, recoveryCodes[0]!.toLowerCase());
    expect(byRecovery.statusCode).toBe(200);
    const again = await codeStep((await passwordStep(staff)).json().challengeToken, recoveryCodes[0]!);
    expect(again.statusCode).toBe(401);
    expect((await call(staff, 'GET', '/api/auth/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes toward the lock of three attempts', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const { secret } = await enrol(staff);
    const challenge = (await passwordStep(staff)).json().challengeToken;
    const one = await codeStep(challenge, '111111');
    expect(one.statusCode).toBe(401);
    expect(one.headers['x-login-attempts-remaining']).toBe('2');
    expect((await codeStep(challenge, '222222')).statusCode).toBe(401);
    expect((await codeStep(challenge, '333333')).statusCode).toBe(423);
    expect((await codeStep(challenge, codeAt(secret, 0))).statusCode).toBe(401);
    expect((await passwordStep(staff)).statusCode).toBe(423);
  });

  it('lets the user turn it off with a code and an administrator reset it for another user of the account only', async () => {
    const admin = await createAccount(ctx);
    const other = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const { secret } = await enrol(staff);
    expect((await call(staff, 'POST', '/api/auth/two-factor/disable', { code: '123456' })).statusCode).toBe(
      400,
    );
    const off = await call(staff, 'POST', '/api/auth/two-factor/disable', { code: codeAt(secret, 30) });
    expect(off.json().message).toBe(twoFactorMessages.disabled);
    expect((await passwordStep(staff)).json().token).toBeDefined();

    await enrol(staff);
    expect((await call(other, 'DELETE', `/api/users/${staff.userId}/two-factor`)).statusCode).toBe(404);
    expect((await call(staff, 'DELETE', `/api/users/${staff.userId}/two-factor`)).statusCode).toBe(403);
    const reset = await call(admin, 'DELETE', `/api/users/${staff.userId}/two-factor`);
    expect(reset.json().twoFactorEnabled).toBe(false);
    expect((await call(admin, 'DELETE', `/api/users/${staff.userId}/two-factor`)).statusCode).toBe(409);
    expect((await passwordStep(staff)).json().token).toBeDefined();
  });
});
