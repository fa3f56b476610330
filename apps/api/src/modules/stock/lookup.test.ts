import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { stockMessages, type ProductLookupItem } from '@zaplecze/contract/stock/stock';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { stockWorld } from './__fixtures__/stock-world';

describe('catalogue lookup and order lines from the catalogue', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let retail: PriceList;
  let wholesale: PriceList;
  let mug: Awaited<ReturnType<ReturnType<typeof stockWorld>['createProduct']>>;
  let shirt: typeof mug;

  const lookup = async (query: string, user: TestUser = admin) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/lookup?${query}`,
      headers: user.headers,
    });
    return response;
  };
  const found = async (query: string) => {
    const response = await lookup(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ProductLookupItem[];
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    const list = async (body: object) => {
      const response = await world.orders.call('POST', '/api/price-lists', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as PriceList;
    };
    retail = await list({ name: 'Detal', type: 'independent', currency: 'PLN', isDefault: true });
    wholesale = await list({
      name: 'Hurt',
      type: 'dependent',
      basePriceListId: retail.id,
      multiplier: '0.85',
    });
    const warehouse = await world.createWarehouse({
      name: 'Główny',
      isDefault: true,
      defaultPriceListId: wholesale.id,
    });
    mug = await world.createProduct({
      name: 'Kubek ceramiczny Zakopane',
      sku: 'KUB-ZAK-01',
      ean: '5901234123457',
      vatRateId: 'reduced8',
    });
    shirt = await world.createProduct({ name: 'Koszulka lniana', sku: 'KOSZ-LEN' }, [
      { sku: 'KOSZ-LEN-M', name: 'M' },
      { sku: 'KOSZ-LEN-L', name: 'L', ean: '5909876543210' },
    ]);
    await world.setPrice(mug.id, retail.id, '19.99');
    await world.setPrice(shirt.id, retail.id, '100.00');
    await world.setPrice(shirt.id, retail.id, '120.00', shirt.variants[1]!.id);
    await world.setStock(mug.id, [{ warehouseId: warehouse.id, onHand: 7 }]);
    await world.setStock(shirt.id, [
      { warehouseId: warehouse.id, variantId: shirt.variants[0]!.id, onHand: 3 },
    ]);
  });

  it('finds products by name, SKU and EAN with the price derived in a dependent list and VAT in percent', async () => {
    const byName = await found(`q=zakopane&priceListId=${wholesale.id}`);
    expect(byName).toEqual([
      {
        productId: mug.id,
        variantId: null,
        sku: 'KUB-ZAK-01',
        ean: '5901234123457',
        name: 'Kubek ceramiczny Zakopane',
        imageUrl: 'https://example.com/a.jpg',
        grossPrice: '16.99', // 19.99 × 0.85 = 16.9915 → 16.99
        currency: 'PLN',
        tax: 8,
        available: 7,
      },
    ]);
    expect((await found('q=kub-zak'))[0]).toMatchObject({ productId: mug.id, grossPrice: '19.99' });
    expect((await found('q=5901234123457'))[0]).toMatchObject({ productId: mug.id });
  });

  it('counts what is available in the order’s warehouse when it is given, in all warehouses otherwise', async () => {
    const second = await world.createWarehouse({ name: 'Zapasowy', isDefault: false });
    await world.setStock(mug.id, [{ warehouseId: second.id, onHand: 4 }]);
    expect((await found('q=kub-zak'))[0]).toMatchObject({ available: 11 });
    expect((await found(`q=kub-zak&warehouseId=${second.id}`))[0]).toMatchObject({ available: 4 });
    const shirtRows = await found(`q=koszulka&warehouseId=${second.id}`);
    expect(shirtRows.map((row) => row.available)).toEqual([0, 0]);
    const unknown = await lookup(`q=kub&warehouseId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ warehouseId: stockMessages.warehouseNotFound });
  });

  it('lists variants as their own rows with their own or their product’s price, never the Variable parent', async () => {
    const rows = await found(`q=koszulka&priceListId=${wholesale.id}`);
    expect(rows.map((row) => [row.sku, row.variantId, row.name, row.grossPrice])).toEqual([
      ['KOSZ-LEN-L', shirt.variants[1]!.id, 'Koszulka lniana – L', '102.00'],
      ['KOSZ-LEN-M', shirt.variants[0]!.id, 'Koszulka lniana – M', '85.00'],
    ]);
    expect((await found('q=5909876543210'))[0]).toMatchObject({ variantId: shirt.variants[1]!.id });
  });

  it('fills an order line from the catalogue with the price of the order’s price list', async () => {
    const order = await world.orders.createOrder();
    expect(order.priceListId).toBe(wholesale.id);
    const added = await world.orders.mutate('POST', `/api/orders/${order.id}/products`, {
      version: order.version,
      catalogProductId: shirt.id,
      catalogVariantId: shirt.variants[0]!.id,
      name: 'cokolwiek',
      quantity: 1,
      grossPrice: '1.00',
    });
    expect(added.order.products[0]).toMatchObject({
      name: 'Koszulka lniana – M',
      sku: 'KOSZ-LEN-M',
      grossPrice: { amount: '85.00', currency: 'PLN' },
      tax: 23,
      catalogProductId: shirt.id,
      catalogVariantId: shirt.variants[0]!.id,
    });
    // The account's default warehouse sells at creation (onOrderCreate).
    expect(added.order.warehouseId).not.toBeNull();
    expect(await world.level(shirt.id, added.order.warehouseId!, shirt.variants[0]!.id)).toEqual({
      onHand: 2,
      reserved: 0,
    });
    const parent = await world.orders.call('POST', `/api/orders/${order.id}/products`, {
      version: added.order.version,
      catalogProductId: shirt.id,
      name: 'x',
      quantity: 1,
      grossPrice: '1.00',
    });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().error.fields).toEqual({ catalogVariantId: stockMessages.variableNotSellable });
  });

  it('keeps accounts apart and needs OMS edit or PIM read', async () => {
    const stranger = await createAccount(ctx);
    const theirs = await lookup('q=zakopane', stranger);
    expect(theirs.json().data).toEqual([]);
    expect((await lookup(`q=kubek&priceListId=${retail.id}`, stranger)).statusCode).toBe(400);
    const order = await stockWorld(ctx, stranger).orders.createOrder();
    const foreign = await stockWorld(ctx, stranger).orders.call('POST', `/api/orders/${order.id}/products`, {
      version: order.version,
      catalogProductId: mug.id,
      name: 'x',
      quantity: 1,
      grossPrice: '1.00',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ catalogProductId: stockMessages.catalogProductNotFound });

    const stockOnly = await createUser(ctx, admin.accountId, { permissions: ['wms.read'] });
    expect((await lookup('q=kubek', stockOnly)).statusCode).toBe(403);
    const seller = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] });
    expect((await lookup('q=kubek', seller)).statusCode).toBe(200);
  });
});
