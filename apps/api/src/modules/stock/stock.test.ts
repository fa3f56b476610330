import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import type { Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { auditLog } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/rows';
import { stockWorld } from './__fixtures__/stock-world';
import { setStockLevels } from './set-levels';

describe('product stock', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let main: Warehouse;
  let second: Warehouse;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    main = await world.createWarehouse({ name: 'Magazyn główny' });
    second = await world.createWarehouse({ name: 'Gdańsk' });
  });

  it('sets on-hand per warehouse and variant with a reason: movements, sums and an audit entry', async () => {
    const product = await world.createProduct({}, [
      { sku: `KOSZ-M-${Date.now()}` },
      { sku: `KOSZ-L-${Date.now()}` },
    ]);
    const [medium, large] = product.variants;
    const stock = await world.setStock(product.id, [
      { warehouseId: main.id, variantId: medium!.id, onHand: 4 },
      { warehouseId: second.id, variantId: medium!.id, onHand: 1 },
      { warehouseId: main.id, variantId: large!.id, onHand: 7 },
    ]);
    expect(stock.levels).toEqual([
      expect.objectContaining({
        warehouseName: 'Magazyn główny',
        variantSku: medium!.sku,
        onHand: 4,
        available: 4,
      }),
      expect.objectContaining({ warehouseName: 'Magazyn główny', variantSku: large!.sku, onHand: 7 }),
      expect.objectContaining({ warehouseName: 'Gdańsk', variantSku: medium!.sku, onHand: 1 }),
    ]);
    expect(await world.sums(product.id)).toEqual({ stock: 12, reserved: 0 });
    const [variantRow] = await rowsOf<{ stock: number }>(
      ctx.database.db,
      sql`select stock from product_variants where id = ${medium!.id}`,
    );
    expect(variantRow!.stock).toBe(5);

    const response = await world.putStock(
      product.id,
      [
        { warehouseId: main.id, variantId: medium!.id, onHand: 2 },
        { warehouseId: main.id, variantId: large!.id, onHand: 7 },
      ],
      'Inwentaryzacja',
    );
    expect(response.statusCode, response.body).toBe(200);
    const movements = response.json().movements;
    expect(movements[0]).toMatchObject({
      kind: 'adjustment',
      onHandDelta: -2,
      reason: 'Inwentaryzacja',
      variantSku: medium!.sku,
      warehouseName: 'Magazyn główny',
      userName: expect.any(String),
    });
    // Unchanged levels write no movement: 3 from the first save, 1 from the second.
    expect(movements).toHaveLength(4);
    expect(await world.sums(product.id)).toEqual({ stock: 10, reserved: 0 });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${product.id} and ${auditLog.details}->>'note' = 'Inwentaryzacja'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details.changes).toEqual({
      [`stock.Magazyn główny / ${medium!.sku}`]: { before: 4, after: 2 },
    });
  });

  it('refuses warehouses and variants outside the account or the product, naming the field', async () => {
    const product = await world.createProduct();
    const other = await world.createProduct({}, [{ sku: `OBCY-${Date.now()}` }]);
    const stranger = await createAccount(ctx);
    const foreign = await stockWorld(ctx, stranger).createWarehouse();
    const badWarehouse = await world.putStock(product.id, [{ warehouseId: foreign.id, onHand: 1 }]);
    expect(badWarehouse.statusCode).toBe(400);
    expect(badWarehouse.json().error.fields).toEqual({
      'levels.0.warehouseId': stockMessages.warehouseNotFound,
    });
    const badVariant = await world.putStock(product.id, [
      { warehouseId: main.id, variantId: other.variants[0]!.id, onHand: 1 },
    ]);
    expect(badVariant.json().error.fields).toEqual({ 'levels.0.variantId': stockMessages.variantNotFound });
    const badNumber = await world.putStock(product.id, [{ warehouseId: main.id, onHand: 1.5 }]);
    expect(badNumber.statusCode).toBe(400);
    expect(await world.sums(product.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('setStockLevels sets many levels in one go, keeps product sums and ignores other accounts’ rows', async () => {
    const [a, b] = [
      await world.createProduct(),
      await world.createProduct({}, [{ sku: `ZEST-${Date.now()}` }]),
    ];
    const stranger = await createAccount(ctx);
    const theirs = await stockWorld(ctx, stranger).createProduct();
    const variant = b.variants[0]!;
    await ctx.database.db.transaction((tx) =>
      setStockLevels(
        tx,
        { accountId: admin.accountId, userId: admin.userId },
        [
          { productId: a.id, variantId: null, warehouseId: main.id, onHand: 3 },
          { productId: a.id, variantId: null, warehouseId: second.id, onHand: 4 },
          { productId: b.id, variantId: variant.id, warehouseId: main.id, onHand: 9 },
          { productId: theirs.id, variantId: null, warehouseId: main.id, onHand: 50 },
        ],
        { kind: 'import', reason: 'Import CSV', importRunId: crypto.randomUUID() },
      ),
    );
    expect(await world.sums(a.id)).toEqual({ stock: 7, reserved: 0 });
    expect(await world.sums(b.id)).toEqual({ stock: 9, reserved: 0 });
    expect((await stockWorld(ctx, stranger).sums(theirs.id)).stock).toBe(0);

    await ctx.database.db.transaction((tx) =>
      setStockLevels(
        tx,
        { accountId: admin.accountId, userId: null },
        [
          { productId: a.id, variantId: null, warehouseId: main.id, onHand: 3 },
          { productId: a.id, variantId: null, warehouseId: second.id, onHand: 1 },
        ],
        { kind: 'import' },
      ),
    );
    expect(await world.sums(a.id)).toEqual({ stock: 4, reserved: 0 });
    const movements = (await world.stock(a.id)).movements;
    // The newest first; within one import the order of rows is not meaningful.
    expect(movements[0]).toMatchObject({ kind: 'import', onHandDelta: -3, warehouseName: 'Gdańsk' });
    expect(
      movements
        .slice(1)
        .map((row) => [row.kind, row.onHandDelta, row.warehouseName, row.reason])
        .sort(),
    ).toEqual([
      ['import', 3, 'Magazyn główny', 'Import CSV'],
      ['import', 4, 'Gdańsk', 'Import CSV'],
    ]);
  });

  it('answers 404 for another account’s product and keeps its stock untouched', async () => {
    const product = await world.createProduct();
    await world.setStock(product.id, [{ warehouseId: main.id, onHand: 5 }]);
    const stranger = await createAccount(ctx);
    const theirWarehouse = await stockWorld(ctx, stranger).createWarehouse();
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/stock`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    const write = await world.putStock(
      product.id,
      [{ warehouseId: theirWarehouse.id, onHand: 0 }],
      undefined,
      stranger,
    );
    expect(write.statusCode).toBe(404);
    expect(await world.level(product.id, main.id)).toEqual({ onHand: 5, reserved: 0 });
  });

  it('needs WMS read to see stock and WMS edit or inventory to set it', async () => {
    const product = await world.createProduct();
    const reader = await createUser(ctx, admin.accountId, { permissions: ['wms.read'] });
    const counter = await createUser(ctx, admin.accountId, { permissions: ['wms.read', 'wms.inventory'] });
    const outsider = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const get = (user: TestUser) =>
      ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}/stock`, headers: user.headers });
    expect((await get(reader)).statusCode).toBe(200);
    const denied = await get(outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(missingPermissionMessage('wms.read'));
    const levels = [{ warehouseId: main.id, onHand: 2 }];
    expect((await world.putStock(product.id, levels, undefined, reader)).statusCode).toBe(403);
    expect((await world.putStock(product.id, levels, undefined, counter)).statusCode).toBe(200);
    expect(await world.level(product.id, main.id)).toEqual({ onHand: 2, reserved: 0 });
  });
});
