import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Actor } from '../modules/orders/create';
import { addOrderLine } from '../modules/orders/details/products/service';
import { AppError } from '../errors';

/**
 * Demo orders linked to the catalogue: every demo order gets the default warehouse and its price
 * list (as a new order would), and the newest open orders get one catalogue product line each,
 * added through the orders module (so the stock is reserved or taken by the warehouse's timing and
 * the product's stock tab lists the orders). Does nothing when the demo has no products yet.
 * Deterministic: the products by SKU, the orders by number.
 */

const linkedOrders = 20;

interface Sellable {
  product_id: string;
  variant_id: string | null;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function seedDemoStockLinks(db: Db, actor: Actor): Promise<void> {
  const sellable = await rows<Sellable>(
    db,
    sql`select p.id as product_id, null::uuid as variant_id, p.sku from products p
         where p.account_id = ${actor.accountId} and p.type <> 'Variable' and p.status <> 'Archived'
           and p.stock - p.stock_reserved >= 3
        union all
        select v.product_id, v.id, v.sku from product_variants v join products p on p.id = v.product_id
         where v.account_id = ${actor.accountId} and p.status <> 'Archived' and v.stock - v.stock_reserved >= 3
        order by sku limit ${linkedOrders}`,
  );
  if (sellable.length === 0) return;
  await db.execute(sql`
    update orders o set warehouse_id = w.id, price_list_id = coalesce(w.default_price_list_id, (
             select id from price_lists where account_id = ${actor.accountId} and is_default limit 1))
      from warehouses w
     where w.account_id = ${actor.accountId} and w.is_default
       and o.account_id = ${actor.accountId} and o.warehouse_id is null`);
  const open = await rows<{ id: string; version: number }>(
    db,
    sql`select o.id, o.version from orders o
         where o.account_id = ${actor.accountId} and not o.is_cancelled and o.archived_at is null
           and not exists (select 1 from order_shipments s where s.order_id = o.id)
         order by o.no desc limit ${sellable.length}`,
  );
  for (const [index, order] of open.entries()) {
    const item = sellable[index]!;
    try {
      await addOrderLine(db, actor, order.id, {
        version: order.version,
        catalogProductId: item.product_id,
        catalogVariantId: item.variant_id,
        name: 'Produkt z katalogu',
        quantity: 1 + (index % 2),
        grossPrice: '0.00',
        tax: 23,
      });
    } catch (error) {
      // Too little stock in the order's warehouse: that order stays as it was.
      if (!(error instanceof AppError)) throw error;
    }
  }
}
