import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { warehouseMessages as messages, type Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { auditLog } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiClient } from '../../test/api-client';

describe('warehouses', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let call: ReturnType<typeof apiClient>;
  const create = async (body: object) => call('POST', '/api/warehouses', body);
  const list = async (query = '') => (await call('GET', `/api/warehouses${query}`)).json();

  beforeAll(async () => {
    admin = await createAccount(ctx);
    call = apiClient(ctx, admin);
  });

  it('makes the first warehouse the default, numbers system ids and audits the change', async () => {
    const first = await create({ name: '  Magazyn główny ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Magazyn główny',
      systemId: 1,
      isDefault: true,
      hierarchyPosition: 1,
      allowNegativeStock: false,
      reservationTiming: 'onOrderCreate',
      cancellationStatusId: null,
      version: 1,
    });
    const second = await create({ name: 'Warszawa', reservationTiming: 'onStatusChange' });
    expect(second.json()).toMatchObject({ systemId: 2, isDefault: false, hierarchyPosition: 2 });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.json().id), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({
      userId: admin.userId,
      targetType: 'warehouse',
      targetLabel: 'Magazyn główny',
    });
  });

  it('keeps exactly one default: a new default takes the flag from the previous one', async () => {
    const third = await create({ name: 'Kraków', isDefault: true });
    expect(third.json().isDefault).toBe(true);
    const defaults = (await list()).data.filter((row: Warehouse) => row.isDefault);
    expect(defaults.map((row: Warehouse) => row.name)).toEqual(['Kraków']);
    const main = (await list('?search=g%C5%82%C3%B3wny')).data[0] as Warehouse;
    const made = await call('PUT', `/api/warehouses/${main.id}`, {
      ...main,
      isDefault: true,
      version: main.version,
    });
    expect(made.statusCode).toBe(200);
    const after = (await list()).data as Warehouse[];
    expect(after.filter((row) => row.isDefault).map((row) => row.name)).toEqual(['Magazyn główny']);
    const unset = await call('PUT', `/api/warehouses/${main.id}`, { ...made.json(), isDefault: false });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().error.fields).toEqual({ isDefault: messages.defaultUnset });
  });

  it('keeps one default when two requests ask for it at once', async () => {
    const own = apiClient(ctx, await createAccount(ctx));
    await own('POST', '/api/warehouses', { name: 'Pierwszy' });
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) => own('POST', '/api/warehouses', { name, isDefault: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const rows = (await own('GET', '/api/warehouses')).json().data as Warehouse[];
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.hierarchyPosition)).size).toBe(4);
  });

  it('refuses a taken hierarchy position with 409 naming the field, and positions outside 1–20', async () => {
    const taken = await create({ name: 'Gdańsk', hierarchyPosition: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ hierarchyPosition: messages.hierarchyTaken });
    const outside = await create({ name: 'Gdańsk', hierarchyPosition: 21 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.hierarchyPosition).toBe(messages.hierarchyRange);
    const blank = await create({ name: '   ' });
    expect(blank.json().error.fields).toEqual({ name: messages.nameRequired });
  });

  it('searches by name and pages in SQL', async () => {
    const found = await list('?search=krak');
    expect(found).toMatchObject({ count: 1, page: 1, limit: 20 });
    expect(found.data[0].name).toBe('Kraków');
    const paged = await list('?limit=2&page=2');
    expect(paged.count).toBe(3);
    expect(paged.data.map((row: Warehouse) => row.hierarchyPosition)).toEqual([3]);
  });

  it('takes the cancellation status from the account statuses and refuses one of another account', async () => {
    const statuses = (await call('GET', '/api/order-statuses')).json().data as {
      id: string;
      internalName: string;
    }[];
    const cancelled = statuses.find((status) => status.internalName === 'Anulowane')!;
    const saved = await create({
      name: 'Poznań',
      reservationTiming: 'onLabelGenerated',
      cancellationStatusId: cancelled.id,
    });
    expect(saved.json()).toMatchObject({
      cancellationStatusId: cancelled.id,
      cancellationStatusName: 'Anulowane',
    });
    const other = await createAccount(ctx);
    const foreign = (await apiClient(ctx, other)('GET', '/api/order-statuses')).json().data[0].id;
    const refused = await create({ name: 'Łódź', cancellationStatusId: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ cancellationStatusId: messages.statusNotFound });
  });

  it('answers 409 to a stale version', async () => {
    const row = (await list('?search=Pozna')).data[0] as Warehouse;
    const first = await call('PUT', `/api/warehouses/${row.id}`, {
      ...row,
      name: 'Poznań 2',
      version: row.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/api/warehouses/${row.id}`, {
      ...row,
      name: 'Poznań 3',
      version: row.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
  });

  it('deletes a warehouse but never the default one', async () => {
    const rows = (await list()).data as Warehouse[];
    const fallback = rows.find((row) => row.isDefault)!;
    const refused = await call('DELETE', `/api/warehouses/${fallback.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.defaultDelete);
    const other = rows.find((row) => !row.isDefault)!;
    expect((await call('DELETE', `/api/warehouses/${other.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/warehouses/${other.id}`)).statusCode).toBe(404);
  });

  it('allows at most 20 warehouses; the 21st is refused with a Polish message', async () => {
    const owner = await createAccount(ctx);
    const own = apiClient(ctx, owner);
    for (let index = 1; index <= 20; index += 1)
      expect((await own('POST', '/api/warehouses', { name: `M${index}` })).statusCode).toBe(201);
    const extra = await own('POST', '/api/warehouses', { name: 'M21' });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error.message).toBe(messages.limitReached);
  });

  it('keeps accounts apart: another account sees none and gets 404 for our ids', async () => {
    const other = apiClient(ctx, await createAccount(ctx));
    const ours = (await list()).data[0] as Warehouse;
    expect((await other('GET', '/api/warehouses')).json().count).toBe(0);
    expect((await other('GET', `/api/warehouses/${ours.id}`)).statusCode).toBe(404);
    expect((await other('PUT', `/api/warehouses/${ours.id}`, { ...ours })).statusCode).toBe(404);
    expect((await other('DELETE', `/api/warehouses/${ours.id}`)).statusCode).toBe(404);
  });

  it('lets a WMS reader read but not write, and a role without WMS do neither', async () => {
    const reader = apiClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader('GET', '/api/warehouses')).statusCode).toBe(200);
    const denied = await reader('POST', '/api/warehouses', { name: 'X' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(missingPermissionMessage('wms.edit'));
    const ours = (await list()).data[1] as Warehouse;
    expect((await reader('DELETE', `/api/warehouses/${ours.id}`)).statusCode).toBe(403);
    const none = apiClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['oms.read'] }));
    expect((await none('GET', '/api/warehouses')).statusCode).toBe(403);
  });

  it('documents the configuration routes and answers 401 without a session', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/warehouses',
        '/api/warehouses/{id}',
        '/api/price-lists',
        '/api/price-lists/{id}',
        '/api/price-lists/{id}/price-preview',
        '/api/vat',
        '/api/vat/oss-mapping',
        '/api/vat/price-calculation',
        '/api/sets-settings',
      ]),
    );
    for (const url of ['/api/warehouses', '/api/price-lists', '/api/vat', '/api/sets-settings'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
