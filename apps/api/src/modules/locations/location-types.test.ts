import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  defaultLocationTypeColor,
  locationMessages as messages,
} from '@zaplecze/contract/locations/locations';
import { auditLog } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { addWarehouse, locationClient, newType } from './__fixtures__/client';

describe('location types', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof locationClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = locationClient(ctx, admin);
  });

  it('creates a type trimmed, with the colour upper-cased, audited in the same change', async () => {
    const response = await api.call(
      'POST',
      '/api/location-types',
      newType({ name: '  Regał wysoki ', group: '  ' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Regał wysoki',
      type: 'REGULAR',
      availableForSale: true,
      mode: 'fixed',
      group: null,
      color: '#22C55E',
      locationCount: 0,
      version: 1,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'location_type'), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({
      action: 'create',
      targetLabel: 'Regał wysoki',
      accountId: admin.accountId,
    });
  });

  it('defaults the colour to #3B82F6 and refuses a colour that is not #RRGGBB', async () => {
    const { color: _, ...withoutColor } = newType({ name: 'Bez koloru' });
    const created = await api.call('POST', '/api/location-types', withoutColor);
    expect(created.json().color).toBe(defaultLocationTypeColor);
    const bad = await api.call('POST', '/api/location-types', newType({ color: '#12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ color: messages.colorInvalid });
  });

  it('names the field of every bad input: blank name, unknown kind and mode, too long texts', async () => {
    const response = await api.call(
      'POST',
      '/api/location-types',
      newType({ name: '   ', type: 'SHELF', mode: 'auto', description: 'x'.repeat(501) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: messages.nameRequired,
      type: messages.kindInvalid,
      mode: messages.modeInvalid,
      description: messages.descriptionTooLong,
    });
  });

  it('lists with search over name, group and description, paged on the server', async () => {
    const account = await createAccount(ctx);
    const own = locationClient(ctx, account);
    await own.createType({ name: 'Zwroty', type: 'RETURN', group: 'Strefa D', description: null });
    await own.createType({ name: 'Bufor przyjęć', type: 'BUFOR', group: null, description: 'Przy rampie' });
    await own.createType({ name: 'Regał', group: 'Strefa A', description: null });
    const page = (await own.call('GET', '/api/location-types?limit=2&page=2')).json();
    expect(page).toMatchObject({ count: 3, page: 2, limit: 2 });
    expect(page.data.map((type: { name: string }) => type.name)).toEqual(['Zwroty']);
    const byGroup = (await own.call('GET', '/api/location-types?search=strefa%20d')).json();
    expect(byGroup.data.map((type: { name: string }) => type.name)).toEqual(['Zwroty']);
    const byDescription = (await own.call('GET', '/api/location-types?search=RAMP')).json();
    expect(byDescription.data.map((type: { name: string }) => type.name)).toEqual(['Bufor przyjęć']);
    expect((await own.call('GET', '/api/location-types?search=%25')).json().count).toBe(0);
  });

  it('edits with the version and refuses a stale one with 409', async () => {
    const type = await api.createType({ name: 'Do edycji' });
    const saved = await api.call(
      'PUT',
      `/api/location-types/${type.id}`,
      newType({ name: 'Po edycji', version: 1 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Po edycji', version: 2 });
    const stale = await api.call(
      'PUT',
      `/api/location-types/${type.id}`,
      newType({ name: 'Stara', version: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);
  });

  it('refuses to delete a type its locations use, and deletes it once they are gone', async () => {
    const type = await api.createType({ name: 'Używany' });
    const warehouseId = await addWarehouse(ctx, admin.accountId, 'Magazyn główny');
    const location = await api.createLocation({ code: 'U-01', typeId: type.id, warehouseId });
    const refused = await api.call('DELETE', `/api/location-types/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.typeInUse(1));
    expect(refused.json().error.message).toContain('1 lokalizację');
    await api.call('DELETE', `/api/locations/${location.id}`);
    expect((await api.call('DELETE', `/api/location-types/${type.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/location-types/${type.id}`)).statusCode).toBe(404);
  });

  it("keeps accounts apart: another account's type is a 404 for reading, editing and deleting", async () => {
    const type = await api.createType({ name: 'Cudzy' });
    const stranger = locationClient(ctx, await createAccount(ctx));
    expect((await stranger.call('GET', `/api/location-types/${type.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.call('PUT', `/api/location-types/${type.id}`, newType({ version: 1 }))).statusCode,
    ).toBe(404);
    expect((await stranger.call('DELETE', `/api/location-types/${type.id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/location-types?search=Cudzy')).json().count).toBe(0);
  });

  it('lets wms.read read but not change, and wms.edit change', async () => {
    const type = await api.createType({ name: 'Tylko odczyt' });
    const reader = locationClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader.call('GET', `/api/location-types/${type.id}`)).statusCode).toBe(200);
    expect((await reader.call('POST', '/api/location-types', newType())).statusCode).toBe(403);
    expect(
      (await reader.call('PUT', `/api/location-types/${type.id}`, newType({ version: 1 }))).statusCode,
    ).toBe(403);
    expect((await reader.call('DELETE', `/api/location-types/${type.id}`)).statusCode).toBe(403);
    const nobody = locationClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['oms.read'] }));
    expect((await nobody.call('GET', '/api/location-types')).statusCode).toBe(403);
    const editor = locationClient(
      ctx,
      await createUser(ctx, admin.accountId, { permissions: ['wms.read', 'wms.edit'] }),
    );
    expect((await editor.call('POST', '/api/location-types', newType({ name: 'Edytor' }))).statusCode).toBe(
      201,
    );
  });
});
