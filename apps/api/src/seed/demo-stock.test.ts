import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { stockWorld } from '../modules/stock/__fixtures__/stock-world';
import { seedDemoStockLinks } from './demo-stock';

describe('demo orders linked to the catalogue', () => {
  const ctx = useTestApp();

  it('does nothing without products, then gives orders the default warehouse and reserving catalogue lines', async () => {
    const admin = await createAccount(ctx);
    const world = stockWorld(ctx, admin);
    const actor = { accountId: admin.accountId, userId: admin.userId, ip: null };
    const order = await world.orders.createOrder();
    await seedDemoStockLinks(ctx.database.db, actor);
    expect((await world.orders.getOrder(order.id)).products).toEqual([]);

    const warehouse = await world.createWarehouse({ isDefault: true, reservationTiming: 'onStatusChange' });
    const product = await world.createProduct({ sku: 'DEMO-KUBEK' });
    await world.setStock(product.id, [{ warehouseId: warehouse.id, onHand: 10 }]);
    await seedDemoStockLinks(ctx.database.db, actor);
    const linked = await world.orders.getOrder(order.id);
    expect(linked.warehouseId).toBe(warehouse.id);
    expect(linked.products).toEqual([
      expect.objectContaining({ catalogProductId: product.id, sku: 'DEMO-KUBEK' }),
    ]);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 1 });
    const [count] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from stock_reservations where order_id = ${order.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count!.n).toBe(1);
  });
});
