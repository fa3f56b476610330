import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderStatusMessages as messages } from '@zaplecze/contract/order-statuses/order-statuses';
import { registrationFormDefaults, registrationPayloadFromForm } from '@zaplecze/contract/accounts/accounts';
import { accounts, auditLog, orderStatuses, users } from '../../db/schema/index';
import { migrationsFolder } from '../../paths';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { newStatus, statusClient } from './__fixtures__/client';
import { defaultStatusGroups } from './defaults';

describe('order status groups', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof statusClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = statusClient(ctx, admin);
  });

  it('creates a group at the end, renames it with its version and answers 409 on a stale one', async () => {
    const blank = await api.call('POST', '/api/order-status-groups', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: messages.groupNameRequired });
    const tooLong = await api.call('POST', '/api/order-status-groups', { name: 'g'.repeat(101) });
    expect(tooLong.json().error.fields).toEqual({ name: messages.nameTooLong });

    const created = await api.call('POST', '/api/order-status-groups', { name: ' Allegro ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Allegro', order: 4, version: 1 });
    const renamed = await api.call('PUT', `/api/order-status-groups/${created.json().id}`, {
      name: 'Allegro i eBay',
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Allegro i eBay', order: 4, version: 2 });
    const stale = await api.call('PUT', `/api/order-status-groups/${created.json().id}`, {
      name: 'X',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);
    expect((await api.call('GET', `/api/order-status-groups/${created.json().id}`)).json().name).toBe(
      'Allegro i eBay',
    );

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.json().id), eq(auditLog.targetType, 'order_status_group')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'edit']);
  });

  it('deletes a group, moving its statuses to the end of the chosen group, and renumbers the groups', async () => {
    const doing = await api.groupNamed('W realizacji');
    const done = await api.groupNamed('Zakończone');
    const itself = await api.call('DELETE', `/api/order-status-groups/${doing.id}?targetGroupId=${doing.id}`);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().error.fields).toEqual({ targetGroupId: messages.targetGroupInvalid });
    const unknown = await api.call(
      'DELETE',
      `/api/order-status-groups/${doing.id}?targetGroupId=${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);

    const deleted = await api.call('DELETE', `/api/order-status-groups/${doing.id}?targetGroupId=${done.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await api.namesIn(done.id)).toEqual([
      'Dostarczone',
      'Anulowane',
      'Zwrócone',
      'W realizacji',
      'Gotowe do wysyłki',
      'Wysłane',
    ]);
    expect((await api.statuses()).filter((s) => s.groupId === done.id).map((s) => s.order)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect((await api.groups()).map((group) => [group.name, group.order])).toEqual([
      ['Do realizacji', 1],
      ['Zakończone', 2],
      ['Allegro i eBay', 3],
    ]);
    expect((await api.call('GET', `/api/order-status-groups/${doing.id}`)).statusCode).toBe(404);
  });

  it("moves the statuses of a deleted group to 'Bez grupy' when no group is chosen", async () => {
    await api.call('POST', '/api/order-statuses', newStatus({ internalName: 'Luźny' }));
    const toFulfil = await api.groupNamed('Do realizacji');
    const deleted = await api.call('DELETE', `/api/order-status-groups/${toFulfil.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await api.namesIn(null)).toEqual(['Luźny', 'Nowe', 'Oczekuje na płatność']);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, toFulfil.id), eq(auditLog.action, 'delete')));
    expect(entry!.details.note).toBe('Statusy grupy (2) przeniesione do: Bez grupy');
  });

  it("keeps accounts apart: another account's group is a 404 everywhere", async () => {
    const other = statusClient(ctx, await createAccount(ctx));
    const mine = await api.groupNamed('Zakończone');
    const theirs = await other.groupNamed('Zakończone');
    const attempts = [
      other.call('GET', `/api/order-status-groups/${mine.id}`),
      other.call('PUT', `/api/order-status-groups/${mine.id}`, { name: 'Cudza', version: mine.version }),
      other.call('DELETE', `/api/order-status-groups/${mine.id}`),
      api.call('DELETE', `/api/order-status-groups/${mine.id}?targetGroupId=${theirs.id}`),
      other.call('PUT', '/api/order-status-groups/positions', { ids: [mine.id] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect(await api.groupNamed('Zakończone')).toMatchObject({ version: mine.version });
  });

  it('requires oms.edit to change groups and oms.delete to delete them', async () => {
    const reader = statusClient(ctx, await createAccount(ctx, { permissions: ['oms.read', 'oms.edit'] }));
    const group = (await reader.groups())[0]!;
    expect((await reader.call('DELETE', `/api/order-status-groups/${group.id}`)).statusCode).toBe(403);
    const viewer = statusClient(ctx, await createAccount(ctx, { permissions: ['oms.read'] }));
    const groups = await viewer.groups();
    const writes = [
      viewer.call('POST', '/api/order-status-groups', { name: 'Nowa' }),
      viewer.call('PUT', `/api/order-status-groups/${groups[0]!.id}`, { name: 'Nowa', version: 1 }),
      viewer.call('PUT', '/api/order-status-groups/positions', { ids: groups.map((g) => g.id).reverse() }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    expect(await viewer.groups()).toEqual(groups);
  });

  it('gives a newly registered company the default statuses in the registration transaction', async () => {
    const form = {
      ...registrationFormDefaults,
      username: 'nowa.firma',
      email: 'wlasciciel@nowafirma.pl',
      password: 'Bardzo-Tajne-Haslo1',
      companyName: 'Nowa Firma Sp. z o.o.',
      nip: '526-000-12-46',
      street: 'Długa',
      buildingNumber: '5',
      zipCode: '80-001',
      city: 'Gdańsk',
      phoneNumber: '501234567',
      termsAccepted: true as const,
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Accounts',
      payload: registrationPayloadFromForm(form),
    });
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, response.json().userId));
    const rows = await ctx.database.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.accountId, user!.accountId));
    expect(rows.map((row) => row.internalName).sort()).toEqual(
      defaultStatusGroups.flatMap((group) => group.statuses.map((status) => status.internalName)).sort(),
    );
  });

  it('the data migration gives accounts without statuses the default set, and only them', async () => {
    const [bare] = await ctx.database.db.insert(accounts).values({ name: 'Stara firma' }).returning();
    const before = await ctx.database.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.accountId, admin.accountId));
    const migration = readFileSync(path.join(migrationsFolder, '0005_order_statuses_defaults.sql'), 'utf8');
    await ctx.database.executeSql(migration);

    const added = await ctx.database.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.accountId, bare!.id));
    expect(added).toHaveLength(8);
    expect(
      added
        .filter((row) => row.isProtected)
        .map((row) => row.code)
        .sort(),
    ).toEqual(['cancelled', 'completed', 'new', 'processing']);
    const after = await ctx.database.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.accountId, admin.accountId));
    expect(after).toEqual(before);
  });
});
