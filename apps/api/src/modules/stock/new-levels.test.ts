import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { stockWorld } from './__fixtures__/stock-world';
import { setNewStockLevels } from './new-levels';
import { setStockLevels, type StockLevelRow } from './set-levels';

/** What an import leaves of one product's stock: its levels, movements, stock.changed events and sums. */
interface Outcome {
  levels: { onHand: number; reserved: number }[];
  movements: {
    kind: string;
    delta: number;
    reason: string | null;
    run: string | null;
    user: string | null;
  }[];
  events: { data: Record<string, unknown>; ofTheLevel: boolean; versionIsMovement: boolean }[];
  sums: { stock: number; reserved: number };
}

describe('stock: setNewStockLevels (the stock of products an import creates)', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let warehouseId: string;
  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    warehouseId = (await world.createWarehouse({ name: 'Magazyn główny' })).id;
  });

  async function outcome(productId: string): Promise<Outcome> {
    const db = ctx.database.db;
    const levels = await rowsOf<{ id: string; on_hand: number; reserved: number }>(
      db,
      sql`select id::text as id, on_hand, reserved from stock_levels where product_id = ${productId} order by id`,
    );
    const movements = await rowsOf<{
      id: string;
      kind: string;
      on_hand_delta: number;
      reason: string | null;
      import_run_id: string | null;
      user_id: string | null;
    }>(
      db,
      sql`select id::text as id, kind, on_hand_delta, reason, import_run_id, user_id from stock_movements
          where product_id = ${productId} order by id`,
    );
    const events = await rowsOf<{
      resource_id: string;
      resource_version: number;
      data: Record<string, unknown> & { id: string; version: number };
    }>(
      db,
      sql`select resource_id, resource_version, data from outbox_events where type = 'stock.changed' and data->>'productId' = ${productId} order by seq`,
    );
    return {
      levels: levels.map((row) => ({ onHand: row.on_hand, reserved: row.reserved })),
      movements: movements.map((row) => ({
        kind: row.kind,
        delta: row.on_hand_delta,
        reason: row.reason,
        run: row.import_run_id,
        user: row.user_id,
      })),
      // Ids differ between the two products; what they point at must not.
      events: events.map(({ resource_id, resource_version, data: { id, version, ...data } }) => ({
        data: { ...data, productId: 'the product' },
        ofTheLevel: resource_id === id && levels.some((level) => level.id === id),
        versionIsMovement:
          version === resource_version && movements.some((movement) => Number(movement.id) === version),
      })),
      sums: await world.sums(productId),
    };
  }

  it('gives a batch of new products the same levels, movements, events and sums as setStockLevels', async () => {
    const onHands = [7, 0, 12, 1];
    const make = () => Promise.all(onHands.map(() => world.createProduct()));
    const [general, batched] = [await make(), await make()];
    // One of the "new" products has a level already: it takes the general path inside the batch call.
    await world.setStock(batched[3]!.id, [{ warehouseId, onHand: 4 }]);
    const stranger = await createAccount(ctx);
    const theirs = await stockWorld(ctx, stranger).createProduct();
    // As batchCreateProducts does for an import's creates: the row holds the sum already.
    for (const [index, product] of batched.slice(0, 3).entries())
      await ctx.database.db.execute(
        sql`update products set stock = ${onHands[index]!} where id = ${product.id}`,
      );
    await world.setStock(general[3]!.id, [{ warehouseId, onHand: 4 }]);

    const runId = crypto.randomUUID();
    const source = { kind: 'import' as const, reason: 'Import CSV', importRunId: runId };
    const actor = { accountId: admin.accountId, userId: admin.userId };
    const rows = (products: { id: string }[]): StockLevelRow[] =>
      products.map((product, index) => ({
        productId: product.id,
        variantId: null,
        warehouseId,
        onHand: onHands[index]!,
      }));
    await ctx.database.db.transaction((tx) => setStockLevels(tx, actor, rows(general), source));
    await ctx.database.db.transaction((tx) =>
      setNewStockLevels(
        tx,
        actor,
        [...rows(batched), { productId: theirs.id, variantId: null, warehouseId, onHand: 50 }],
        source,
      ),
    );

    for (const [index, product] of batched.entries()) {
      const expected = await outcome(general[index]!.id);
      expect(await outcome(product.id)).toEqual(expected);
    }
    const created = await outcome(batched[0]!.id);
    expect(created.movements).toEqual([
      { kind: 'import', delta: 7, reason: 'Import CSV', run: runId, user: admin.userId },
    ]);
    expect(created.events).toEqual([
      {
        data: { productId: 'the product', variantId: null, warehouseId, onHand: 7, reserved: 0 },
        ofTheLevel: true,
        versionIsMovement: true,
      },
    ]);
    // A zero level is stored with no movement and no event; the existing one moved by the difference.
    expect(await outcome(batched[1]!.id)).toMatchObject({
      levels: [{ onHand: 0 }],
      movements: [],
      events: [],
    });
    expect((await outcome(batched[3]!.id)).movements.map((row) => row.delta)).toEqual([4, -3]);
    expect((await stockWorld(ctx, stranger).sums(theirs.id)).stock).toBe(0);
    expect((await outcome(theirs.id)).levels).toEqual([]);
  });

  it('refuses variant rows (their sums are not kept by this path)', async () => {
    const product = await world.createProduct({}, [{ sku: `NOWY-${Date.now()}` }]);
    await expect(
      ctx.database.db.transaction((tx) =>
        setNewStockLevels(
          tx,
          { accountId: admin.accountId, userId: null },
          [{ productId: product.id, variantId: product.variants[0]!.id, warehouseId, onHand: 1 }],
          { kind: 'import' },
        ),
      ),
    ).rejects.toThrow();
  });
});
