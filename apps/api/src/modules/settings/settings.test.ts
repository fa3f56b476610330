import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@zaplecze/contract/accounts/accounts';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { accounts, auditLog } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';

const password = 'Poprawne-Haslo-1';

describe('settings: company invoice data and own profile', () => {
  const ctx = useTestApp();
  let accountA: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ accountId: accountA } = await seedCompany(ctx.database.db, {
      username: 'firma-a',
      email: 'a@firma-a.pl',
      password,
      companyName: 'Firma A',
    }));
    await seedCompany(ctx.database.db, {
      username: 'firma-b',
      email: 'b@firma-b.pl',
      password,
      companyName: 'Firma B',
      vatId: '1234563218',
    });
    for (const username of ['firma-a', 'firma-b']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      });
      tokens[username] = response.json().token;
    }
  });

  const call = (username: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[username]}` } });

  it('shows each account only its own company data and licence', async () => {
    const a = await call('firma-a', 'GET', '/api/settings/company');
    const b = await call('firma-b', 'GET', '/api/settings/company');
    expect(a.json()).toMatchObject({ companyName: 'Firma A', vatId: '5260001246', version: 1 });
    expect(b.json()).toMatchObject({ companyName: 'Firma B', vatId: '1234563218' });
    const licenceB = await call('firma-b', 'GET', '/api/account/licence');
    expect(licenceB.statusCode).toBe(200);
    const meB = await call('firma-b', 'GET', '/api/auth/me');
    expect(meB.json().accountId).not.toBe(accountA);
    expect(JSON.stringify([b.json(), licenceB.json(), meB.json()])).not.toContain('Firma A');
  });

  it('saves the invoice data with the registration rules, bumps the version and audits the fields changed', async () => {
    const current = (await call('firma-a', 'GET', '/api/settings/company')).json();
    const { modifiedAt: _modifiedAt, ...body } = current;
    const invalid = await call('firma-a', 'PUT', '/api/settings/company', {
      ...body,
      vatId: '1111111112',
      zipCode: '1',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      vatId: accountMessages.nipChecksum,
      zipCode: accountMessages.zipCodeFormat,
    });

    const saved = await call('firma-a', 'PUT', '/api/settings/company', {
      ...body,
      companyName: 'Firma A Sp. j.',
      vatId: '526-000-12-46',
      city: 'Kraków',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyName: 'Firma A Sp. j.',
      vatId: '5260001246',
      city: 'Kraków',
      version: 2,
    });
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, accountA));
    expect(account!.name).toBe('Firma A Sp. j.');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountA), eq(auditLog.targetType, 'company')));
    expect(entry!.details.changes).toEqual({
      companyName: { before: 'Firma A', after: 'Firma A Sp. j.' },
      city: { before: 'Warszawa', after: 'Kraków' },
    });

    const stale = await call('firma-a', 'PUT', '/api/settings/company', { ...body, city: 'Łódź' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'VERSION_CONFLICT',
      message: genericMessages.versionConflict,
    });
  });

  it("edits the user's own profile; an e-mail of another user is a 409 on the field", async () => {
    const profile = (await call('firma-b', 'GET', '/api/settings/profile')).json();
    expect(profile).toMatchObject({ username: 'firma-b', email: 'b@firma-b.pl', version: 1 });
    const taken = await call('firma-b', 'PUT', '/api/settings/profile', {
      displayName: 'Bogdan',
      email: 'A@firma-a.pl',
      version: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: accountMessages.emailTaken });

    const saved = await call('firma-b', 'PUT', '/api/settings/profile', {
      displayName: 'Bogdan',
      email: 'bogdan@firma-b.pl',
      version: 1,
    });
    expect(saved.json()).toMatchObject({ displayName: 'Bogdan', email: 'bogdan@firma-b.pl', version: 2 });
    const stale = await call('firma-b', 'PUT', '/api/settings/profile', {
      displayName: 'X',
      email: 'x@b.pl',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const me = (await call('firma-b', 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ displayName: 'Bogdan', email: 'bogdan@firma-b.pl' });
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings/company' });
    expect(response.statusCode).toBe(401);
  });
});
