import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { stockWorld } from './__fixtures__/stock-world';
import { applyStockChanges } from './movements';
import { setStockLevels } from './set-levels';

describe('stock: stock.changed in the outbox, in the transaction of the movement', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let warehouseId: string;
  const actor = () => ({ accountId: admin.accountId, userId: admin.userId });
  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    warehouseId = (await world.createWarehouse({ name: 'Magazyn główny' })).id;
  });
  const stockEvents = async (productId: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.type, 'stock.changed'), eq(outboxEvents.accountId, admin.accountId)))
        .orderBy(asc(outboxEvents.seq))
    ).filter((event) => event.data.productId === productId);

  it('emits one event per level for committed changes, none for rolled-back ones, versions growing', async () => {
    const product = await world.createProduct();
    const level = (onHand: number) => [{ productId: product.id, variantId: null, warehouseId, onHand }];
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await setStockLevels(tx, actor(), level(5), { kind: 'adjustment' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stockEvents(product.id)).toEqual([]);

    await ctx.database.db.transaction((tx) => setStockLevels(tx, actor(), level(5), { kind: 'adjustment' }));
    const [set] = await stockEvents(product.id);
    expect(set).toMatchObject({ resourceType: 'stock_level', accountId: admin.accountId });
    expect(set!.data).toMatchObject({
      productId: product.id,
      variantId: null,
      warehouseId,
      onHand: 5,
      reserved: 0,
    });

    // Two movements of the same level in one call: one event, with the level as it ends.
    const change = { productId: product.id, variantId: null, warehouseId, kind: 'adjustment' as const };
    await ctx.database.db.transaction((tx) =>
      applyStockChanges(tx, actor(), [
        { ...change, onHandDelta: 2, reservedDelta: 0 },
        { ...change, onHandDelta: 0, reservedDelta: 1 },
      ]),
    );
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await applyStockChanges(tx, actor(), [{ ...change, onHandDelta: -1, reservedDelta: 0 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const events = await stockEvents(product.id);
    expect(events).toHaveLength(2);
    expect(events[1]!.data).toMatchObject({ onHand: 7, reserved: 1 });
    expect(events[1]!.resourceId).toBe(set!.resourceId);
    expect(events[1]!.resourceVersion).toBeGreaterThan(set!.resourceVersion);
    expect(events[1]!.data.version).toBe(events[1]!.resourceVersion);
  });
});
