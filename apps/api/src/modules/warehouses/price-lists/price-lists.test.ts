import { beforeAll, describe, expect, it } from 'vitest';
import { priceListMessages as messages, type PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiClient } from '../../../test/api-client';

describe('price lists', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let call: ReturnType<typeof apiClient>;
  let retail: PriceList;
  const create = async (body: object) => call('POST', '/api/price-lists', body);
  const update = async (list: PriceList, changes: object) =>
    call('PUT', `/api/price-lists/${list.id}`, { ...list, ...changes });
  const all = async () => (await call('GET', '/api/price-lists')).json().data as PriceList[];

  beforeAll(async () => {
    admin = await createAccount(ctx);
    call = apiClient(ctx, admin);
  });

  it('creates the first list as the default with hierarchy count + 1 and an auto system id', async () => {
    const response = await create({ name: 'Detal PLN', type: 'independent', currency: 'PLN' });
    expect(response.statusCode).toBe(201);
    retail = response.json();
    expect(retail).toMatchObject({
      systemId: 1,
      hierarchy: 1,
      isDefault: true,
      currency: 'PLN',
      multiplier: '1',
      additionalValue: '0.00',
      variantPriceConfig: 'lowest',
      setSettings: 'manual',
    });
    const euro = (await create({ name: 'EUR', type: 'independent', currency: 'EUR' })).json();
    expect(euro).toMatchObject({ systemId: 2, hierarchy: 2, isDefault: false, currency: 'EUR' });
  });

  it('stores a dependent list with its base currency, multiplier and additional value in grosze', async () => {
    const response = await create({
      name: 'Hurt',
      type: 'dependent',
      currency: 'EUR',
      basePriceListId: retail.id,
      multiplier: '0.8500',
      additionalValue: '1.5',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      hierarchy: 3,
      currency: 'PLN',
      basePriceListId: retail.id,
      basePriceListName: 'Detal PLN',
      multiplier: '0.85',
      additionalValue: '1.50',
    });
    const missingBase = await create({ name: 'Bez bazy', type: 'dependent' });
    expect(missingBase.statusCode).toBe(400);
    expect(missingBase.json().error.fields).toEqual({ basePriceListId: messages.baseRequired });
    const badMultiplier = await create({
      name: 'Zły',
      type: 'dependent',
      basePriceListId: retail.id,
      multiplier: '0',
    });
    expect(badMultiplier.json().error.fields).toEqual({ multiplier: messages.multiplierInvalid });
  });

  it('refuses a duplicate hierarchy with 409 naming the field', async () => {
    const duplicate = await create({ name: 'VIP', type: 'independent', hierarchy: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ hierarchy: messages.hierarchyTaken });
    const euro = (await all()).find((list) => list.name === 'EUR')!;
    const moved = await update(euro, { hierarchy: 3 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields).toEqual({ hierarchy: messages.hierarchyTaken });
  });

  it('refuses a dependency that would close a loop', async () => {
    const wholesale = (await all()).find((list) => list.name === 'Hurt')!;
    const vip = (
      await create({ name: 'VIP', type: 'dependent', basePriceListId: wholesale.id, multiplier: '0.9' })
    ).json() as PriceList;
    const loop = await update(
      (await all()).find((list) => list.id === retail.id)!,
      {
        type: 'dependent',
        basePriceListId: vip.id,
      },
    );
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error.fields).toEqual({ basePriceListId: messages.cycle });
    const self = await update(vip, { basePriceListId: vip.id });
    expect(self.json().error.fields).toEqual({ basePriceListId: messages.baseSelf });
  });

  it('moves the default flag in one step and keeps the dependents on the base currency', async () => {
    const euro = (await all()).find((list) => list.name === 'EUR')!;
    expect((await update(euro, { isDefault: true })).statusCode).toBe(200);
    expect((await all()).filter((list) => list.isDefault).map((list) => list.name)).toEqual(['EUR']);
    const base = (await all()).find((list) => list.id === retail.id)!;
    expect((await update(base, { currency: 'CZK' })).statusCode).toBe(200);
    const lists = await all();
    expect(lists.filter((list) => list.type === 'dependent').map((list) => list.currency)).toEqual([
      'CZK',
      'CZK',
    ]);
  });

  it('assigns only the account warehouses and checks the validity dates', async () => {
    const warehouse = (await call('POST', '/api/warehouses', { name: 'Magazyn' })).json();
    const base = (await all()).find((list) => list.id === retail.id)!;
    const saved = await update(base, {
      assignedWarehouseIds: [warehouse.id],
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(saved.json()).toMatchObject({
      assignedWarehouseIds: [warehouse.id],
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    const foreign = (
      await apiClient(ctx, await createAccount(ctx))('POST', '/api/warehouses', { name: 'Obcy' })
    ).json();
    const refused = await update(saved.json(), { assignedWarehouseIds: [foreign.id] });
    expect(refused.json().error.fields).toEqual({ assignedWarehouseIds: messages.warehouseNotFound });
    const backwards = await update(saved.json(), { validFrom: '2026-05-01', validTo: '2026-04-01' });
    expect(backwards.json().error.fields).toEqual({ validTo: messages.validToBeforeFrom });
  });

  it('deletes neither the default nor a base of other lists; searches by name', async () => {
    const lists = await all();
    const euro = lists.find((list) => list.isDefault)!;
    expect((await call('DELETE', `/api/price-lists/${euro.id}`)).json().error.message).toBe(
      messages.defaultDelete,
    );
    const used = await call('DELETE', `/api/price-lists/${retail.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toContain('Hurt');
    const vip = lists.find((list) => list.name === 'VIP')!;
    expect((await call('DELETE', `/api/price-lists/${vip.id}`)).statusCode).toBe(204);
    const found = (await call('GET', '/api/price-lists?search=hur')).json();
    expect(found.data.map((list: PriceList) => list.name)).toEqual(['Hurt']);
  });

  it('keeps accounts apart and a WMS reader from writing', async () => {
    const other = apiClient(ctx, await createAccount(ctx));
    expect((await other('GET', '/api/price-lists')).json().count).toBe(0);
    expect((await other('GET', `/api/price-lists/${retail.id}`)).statusCode).toBe(404);
    const base = await other('POST', '/api/price-lists', {
      name: 'Obcy',
      type: 'dependent',
      basePriceListId: retail.id,
    });
    expect(base.json().error.fields).toEqual({ basePriceListId: messages.baseNotFound });
    const reader = apiClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader('GET', '/api/price-lists')).statusCode).toBe(200);
    expect((await reader('POST', '/api/price-lists', { name: 'X', type: 'independent' })).statusCode).toBe(
      403,
    );
    expect((await reader('DELETE', `/api/price-lists/${retail.id}`)).statusCode).toBe(403);
  });
});

describe('price preview along a chain', () => {
  const ctx = useTestApp();

  it('derives each list from its base in whole grosze, rounding half-up per list', async () => {
    const call = apiClient(ctx, await createAccount(ctx));
    const retail = (await call('POST', '/api/price-lists', { name: 'Detal', type: 'independent' })).json();
    const wholesale = (
      await call('POST', '/api/price-lists', {
        name: 'Hurt',
        type: 'dependent',
        basePriceListId: retail.id,
        multiplier: '0.85',
      })
    ).json();
    const promo = (
      await call('POST', '/api/price-lists', {
        name: 'Promocja',
        type: 'dependent',
        basePriceListId: wholesale.id,
        multiplier: '0.5',
        additionalValue: '1.00',
      })
    ).json();
    // 9.99 × 0.85 = 8.4915 → 8.49; × 0.5 = 4.245 → 4.25; + 1.00 = 5.25
    const preview = await call('GET', `/api/price-lists/${promo.id}/price-preview?base=9.99`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      currency: 'PLN',
      steps: [
        { id: retail.id, name: 'Detal', price: '9.99' },
        { id: wholesale.id, name: 'Hurt', price: '8.49' },
        { id: promo.id, name: 'Promocja', price: '5.25' },
      ],
      price: '5.25',
    });
    // 0.10 × 0.85 = 0.085 → 0.09
    expect((await call('GET', `/api/price-lists/${wholesale.id}/price-preview?base=0.10`)).json().price).toBe(
      '0.09',
    );
    const bad = await call('GET', `/api/price-lists/${wholesale.id}/price-preview?base=abc`);
    expect(bad.statusCode).toBe(400);
  });
});
