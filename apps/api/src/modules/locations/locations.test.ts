import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { locationMessages as messages, type Location } from '@zaplecze/contract/locations/locations';
import { auditLog } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { addWarehouse, locationClient } from './__fixtures__/client';

describe('locations', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof locationClient>;
  let typeId: string;
  let main: string;
  let second: string;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = locationClient(ctx, admin);
    typeId = (await api.createType({ name: 'Regał' })).id;
    main = await addWarehouse(ctx, admin.accountId, 'Magazyn główny');
    second = await addWarehouse(ctx, admin.accountId, 'Kraków');
  });

  it('creates a location with the next system id, its type and warehouse named, audited', async () => {
    const first = await api.createLocation({ code: '  A-01-01 ', typeId, warehouseId: main });
    const next = await api.createLocation({ code: 'A-01-02', typeId, warehouseId: main });
    expect(first).toMatchObject({
      code: 'A-01-01',
      typeName: 'Regał',
      typeColor: '#22C55E',
      warehouseName: 'Magazyn główny',
      version: 1,
    });
    expect(next.systemId).toBe(first.systemId + 1);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'location'), eq(auditLog.targetId, first.id)));
    expect(entry).toMatchObject({ action: 'create', targetLabel: 'A-01-01' });
  });

  it('keeps a warehouse that still has locations: deleting it answers 409 in Polish', async () => {
    const kept = await addWarehouse(ctx, admin.accountId, 'Poznań');
    await api.createLocation({ code: 'P-01-01', typeId, warehouseId: kept });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/warehouses/${kept}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('lokalizacje');
  });

  it('keeps a code unique per warehouse, ignoring case, with a 409 naming the field', async () => {
    await api.createLocation({ code: 'B-01-01', typeId, warehouseId: main });
    const duplicate = await api.call('POST', '/api/locations', {
      code: 'b-01-01',
      typeId,
      warehouseId: main,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      message: messages.codeTaken,
      fields: { code: messages.codeTaken },
    });
    const elsewhere = await api.call('POST', '/api/locations', {
      code: 'B-01-01',
      typeId,
      warehouseId: second,
    });
    expect(elsewhere.statusCode).toBe(201);
    const moved = await api.call('PUT', `/api/locations/${elsewhere.json().id}`, {
      code: 'B-01-01',
      typeId,
      warehouseId: main,
      version: 1,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields).toEqual({ code: messages.codeTaken });
  });

  it('validates the code (blank, over 100 characters), the type and the warehouse', async () => {
    const blank = await api.call('POST', '/api/locations', { code: '   ', typeId: 'x', warehouseId: main });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ code: messages.codeRequired, typeId: messages.typeRequired });
    const long = await api.call('POST', '/api/locations', {
      code: 'x'.repeat(101),
      typeId,
      warehouseId: main,
    });
    expect(long.json().error.fields).toEqual({ code: messages.codeTooLong });
    expect(
      (await api.call('POST', '/api/locations', { code: 'x'.repeat(100), typeId, warehouseId: main }))
        .statusCode,
    ).toBe(201);
    const unknownWarehouse = await api.call('POST', '/api/locations', {
      code: 'C-1',
      typeId,
      warehouseId: crypto.randomUUID(),
    });
    expect(unknownWarehouse.statusCode).toBe(400);
    expect(unknownWarehouse.json().error.fields).toEqual({ warehouseId: messages.warehouseUnknown });
    const unknownType = await api.call('POST', '/api/locations', {
      code: 'C-1',
      typeId: crypto.randomUUID(),
      warehouseId: main,
    });
    expect(unknownType.json().error.fields).toEqual({ typeId: messages.typeUnknown });
  });

  it('edits with the version (409 when stale) and deletes', async () => {
    const location = await api.createLocation({ code: 'E-01', typeId, warehouseId: main });
    const saved = await api.call('PUT', `/api/locations/${location.id}`, {
      code: 'E-02',
      typeId,
      warehouseId: second,
      version: 1,
    });
    expect(saved.json()).toMatchObject({
      code: 'E-02',
      warehouseName: 'Kraków',
      version: 2,
      systemId: location.systemId,
    });
    const stale = await api.call('PUT', `/api/locations/${location.id}`, {
      code: 'E-03',
      typeId,
      warehouseId: main,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);
    expect((await api.call('DELETE', `/api/locations/${location.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/locations/${location.id}`)).statusCode).toBe(404);
  });

  it('lists with search by code, type name or system id, filtered by warehouse and paged on the server', async () => {
    const account = await createAccount(ctx);
    const own = locationClient(ctx, account);
    const shelf = await own.createType({ name: 'Regał' });
    const returns = await own.createType({ name: 'Zwroty', type: 'RETURN' });
    const warehouse = await addWarehouse(ctx, account.accountId, 'Gdańsk');
    const other = await addWarehouse(ctx, account.accountId, 'Warszawa');
    for (const code of ['A-03', 'A-01', 'A-02', 'Z-01'])
      await own.createLocation({ code, typeId: shelf.id, warehouseId: warehouse });
    const zwrot = await own.createLocation({ code: 'R-01', typeId: returns.id, warehouseId: other });
    const page = (await own.call('GET', '/api/locations?limit=2&page=2&search=a-0')).json();
    expect(page).toMatchObject({ count: 3, page: 2, limit: 2 });
    expect(page.data.map((location: Location) => location.code)).toEqual(['A-03']);
    const byType = (await own.call('GET', '/api/locations?search=zwroty')).json();
    expect(byType.data.map((location: Location) => location.code)).toEqual(['R-01']);
    const bySystemId = (await own.call('GET', `/api/locations?search=${zwrot.systemId}`)).json();
    expect(bySystemId.data.map((location: Location) => location.code)).toContain('R-01');
    const inWarehouse = (await own.call('GET', `/api/locations?warehouseId=${other}`)).json();
    expect(inWarehouse.data.map((location: Location) => location.code)).toEqual(['R-01']);
  });

  it('deletes a selection all together, or nothing when one id is not the account’s', async () => {
    const a = await api.createLocation({ code: 'D-01', typeId, warehouseId: main });
    const b = await api.createLocation({ code: 'D-02', typeId, warehouseId: main });
    const refused = await api.call('POST', '/api/locations/bulk-delete', {
      ids: [a.id, crypto.randomUUID()],
    });
    expect(refused.statusCode).toBe(404);
    expect((await api.call('GET', `/api/locations/${a.id}`)).statusCode).toBe(200);
    const done = await api.call('POST', '/api/locations/bulk-delete', { ids: [a.id, b.id] });
    expect(done.json()).toEqual({ deleted: 2 });
    expect((await api.call('GET', '/api/locations?search=D-0')).json().count).toBe(0);
    expect((await api.call('POST', '/api/locations/bulk-delete', { ids: [] })).json().error.fields).toEqual({
      ids: messages.idsRequired,
    });
  });

  it("keeps accounts apart: another account's locations, types and warehouses do not exist for it", async () => {
    const location = await api.createLocation({ code: 'T-01', typeId, warehouseId: main });
    const strangerUser = await createAccount(ctx);
    const stranger = locationClient(ctx, strangerUser);
    expect((await stranger.call('GET', `/api/locations/${location.id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/locations/${location.id}/label`)).statusCode).toBe(404);
    expect(
      (
        await stranger.call('PUT', `/api/locations/${location.id}`, {
          code: 'X',
          typeId,
          warehouseId: main,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.call('DELETE', `/api/locations/${location.id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/locations?search=T-01')).json().count).toBe(0);
    const ownType = await stranger.createType({ name: 'Własny' });
    const foreignWarehouse = await stranger.call('POST', '/api/locations', {
      code: 'T-01',
      typeId: ownType.id,
      warehouseId: main,
    });
    expect(foreignWarehouse.json().error.fields).toEqual({ warehouseId: messages.warehouseUnknown });
    const ownWarehouse = await addWarehouse(ctx, strangerUser.accountId, 'Własny');
    const foreignType = await stranger.call('POST', '/api/locations', {
      code: 'T-01',
      typeId,
      warehouseId: ownWarehouse,
    });
    expect(foreignType.json().error.fields).toEqual({ typeId: messages.typeUnknown });
  });

  it('lets wms.read read, list and print but not create, edit, delete or import', async () => {
    const location = await api.createLocation({ code: 'P-01', typeId, warehouseId: main });
    const reader = locationClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader.call('GET', '/api/locations')).statusCode).toBe(200);
    expect((await reader.call('GET', `/api/locations/${location.id}/label`)).statusCode).toBe(200);
    expect(
      (await reader.call('POST', '/api/locations', { code: 'P-02', typeId, warehouseId: main })).statusCode,
    ).toBe(403);
    expect(
      (
        await reader.call('PUT', `/api/locations/${location.id}`, {
          code: 'P-02',
          typeId,
          warehouseId: main,
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await reader.call('DELETE', `/api/locations/${location.id}`)).statusCode).toBe(403);
    expect((await reader.call('POST', '/api/locations/bulk-delete', { ids: [location.id] })).statusCode).toBe(
      403,
    );
    expect((await reader.importCsv(main, Buffer.from('Kod;Typ lokalizacji\nP-03;Regał\n'))).statusCode).toBe(
      403,
    );
  });
});
