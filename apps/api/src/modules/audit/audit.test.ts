import { describe, expect, it } from 'vitest';
import { auditActionLabels } from '@zaplecze/contract/audit/audit';
import { createAccount, createUser, testPassword, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { recordAuditBatch } from './service';
import { auditLog, users } from '../../db/schema/index';
import { and, eq } from 'drizzle-orm';

const strong = 'Mocne#Haslo9';
const warsawDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

describe('audit history', () => {
  const ctx = useTestApp();
  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who.headers });
  const history = async (who: TestUser, query = '') => (await call(who, 'GET', `/api/audit?${query}`)).json();

  /** One of each kind of change, done through the API as a user would. */
  async function busyAccount() {
    const tag = Math.random().toString(36).slice(2, 8);
    const username = `marek.lis.${tag}`;
    const admin = await createAccount(ctx, { companyName: 'Hurtownia Audyt' });
    const roles = (await call(admin, 'GET', '/api/roles')).json().data;
    const roleId = (name: string) => roles.find((r: { name: string }) => r.name === name).id;
    const created = (
      await call(admin, 'POST', '/api/users', {
        name: 'Marek Lis',
        username,
        email: `${username}@audit.pl`,
        roleId: roleId('Sprzedawca'),
        password: strong,
      })
    ).json();
    await call(admin, 'PUT', `/api/users/${created.id}`, {
      name: 'Marek Lis',
      username,
      email: `${username}@audit.pl`,
      roleId: roleId('Magazynier'),
      version: created.version,
    });
    await call(admin, 'PUT', `/api/users/${created.id}/password`, { password: 'Inne#Haslo77' });
    await call(admin, 'PUT', `/api/users/${created.id}/status`, { status: 'inactive' });
    await call(admin, 'POST', '/api/roles', {
      name: '=HYPERLINK("http://zly.pl")',
      permissions: ['oms.read'],
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: admin.username, password: 'zle' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: admin.username, password: testPassword },
    });
    return { admin, userId: created.id as string, username };
  }

  it('records every kind of change with who, what and field-level details, never a password', async () => {
    const { admin, userId, username } = await busyAccount();
    const log = await history(admin, 'limit=100');
    expect(log.count).toBe(log.data.length);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'login',
      'login_failed',
      'create',
      'deactivate',
      'password_change',
      'edit',
      'create',
    ]);
    const edit = log.data.find((e: { action: string }) => e.action === 'edit');
    expect(edit).toMatchObject({
      user: { id: admin.userId },
      actionLabel: 'Edycja',
      targetType: 'user',
      targetId: userId,
      targetLabel: username,
      details: { changes: { role: { before: 'Sprzedawca', after: 'Magazynier' } } },
      detailsText: 'Rola: Sprzedawca → Magazynier',
    });
    expect(log.data.find((e: { action: string }) => e.action === 'login_failed').actionLabel).toBe(
      auditActionLabels.login_failed,
    );
    const text = JSON.stringify(log);
    expect(text).not.toContain(strong);
    expect(text).not.toContain('Inne#Haslo77');
    expect(text).not.toContain('$argon2');
  });

  it('filters by action, user, text and day on the server and pages newest first', async () => {
    const { admin, userId } = await busyAccount();
    const actions = async (query: string) =>
      (await history(admin, query)).data.map((e: { action: string }) => e.action);
    expect(await actions('action=login')).toEqual(['login']);
    expect(await actions('action=login_failed')).toEqual(['login_failed']);
    expect(await actions('action=create')).toEqual(['create', 'create']);
    expect(await actions('action=deactivate')).toEqual(['deactivate']);
    expect(await actions('action=edit')).toEqual(['password_change', 'edit']);
    expect(await actions(`search=${encodeURIComponent(' MAGAZYNIER ')}`)).toEqual(['edit']);
    expect(await actions('search=hyperlink')).toEqual(['create']);
    expect((await history(admin, `userId=${userId}`)).count).toBe(0);
    expect((await history(admin, `userId=${admin.userId}&action=create`)).count).toBe(2);
    expect((await history(admin, `from=${warsawDay()}&to=${warsawDay()}`)).count).toBe(7);
    expect((await history(admin, `from=${warsawDay(1)}`)).count).toBe(0);
    expect((await history(admin, `to=${warsawDay(-1)}`)).count).toBe(0);
    expect((await call(admin, 'GET', `/api/audit?from=${warsawDay()}&to=${warsawDay(-1)}`)).statusCode).toBe(
      400,
    );

    const page2 = await history(admin, 'limit=5&page=2');
    expect(page2).toMatchObject({ count: 7, page: 2, limit: 5 });
    expect(page2.data.map((e: { action: string }) => e.action)).toEqual(['edit', 'create']);
  });

  it('exports the filtered log as Excel-ready CSV with formulas defused', async () => {
    const { admin, username } = await busyAccount();
    const csv = await call(admin, 'GET', '/api/audit/export?action=create');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="historia-zmian-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = csv.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFData;Użytkownik;Akcja;Typ obiektu;Obiekt;Szczegóły;Adres IP\r\n')).toBe(
      true,
    );
    const rows = body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};.+;Utworzenie;Rola;"'=HYPERLINK\(""http:\/\/zly\.pl""\)";/,
    );
    expect(rows[1]).toContain(`;Utworzenie;Użytkownik;${username};`);
  });

  it('is for administrators of the same account only', async () => {
    const { admin, username } = await busyAccount();
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.export'] });
    const other = await createAccount(ctx);
    expect((await call(staff, 'GET', '/api/audit')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/audit/export')).statusCode).toBe(403);
    const foreign = await history(other, `userId=${admin.userId}`);
    expect(foreign).toMatchObject({ count: 0, data: [] });
    const all = await history(other, 'limit=100');
    expect(JSON.stringify(all)).not.toContain('Hurtownia Audyt');
    expect(JSON.stringify(all)).not.toContain(username);
    const exported = (await call(other, 'GET', '/api/audit/export')).rawPayload.toString('utf8');
    expect(exported).not.toContain(username);
  });

  it('a batch of entries is one entry per record, each with the actor’s name, past one insert’s size', async () => {
    const admin = await createAccount(ctx, { companyName: 'Hurtownia Partia' });
    const db = ctx.database.db;
    const entries = Array.from({ length: 2001 }, (_, index) => ({
      accountId: admin.accountId,
      userId: admin.userId,
      action: 'create' as const,
      targetType: 'brand',
      targetId: null,
      targetLabel: `Marka ${index}`,
      details: { changes: { name: { before: null, after: `Marka ${index}` } } },
    }));
    await db.transaction((tx) => recordAuditBatch(tx, entries));
    const [user] = await db.select().from(users).where(eq(users.id, admin.userId));
    const rows = await db
      .select({ label: auditLog.targetLabel, userLabel: auditLog.userLabel, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, admin.accountId), eq(auditLog.targetType, 'brand')));
    expect(rows).toHaveLength(2001);
    expect(new Set(rows.map((row) => row.userLabel))).toEqual(new Set([user!.displayName || user!.username]));
    expect(rows.find((row) => row.label === 'Marka 2000')?.details).toEqual({
      changes: { name: { before: null, after: 'Marka 2000' } },
    });
  });
});
