import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { productPrices, productVariants, products, stockReservations } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
/**
 * Serializes the writes of one account's products: SKUs are unique across two tables (products
 * and variants), which no single index can promise, and the plan limit counts what exists.
 */
export async function lockProductWrites(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`products:${accountId}`}, 0))`);
}

export async function selectProduct(
  db: Db,
  accountId: string,
  id: string,
  forUpdate = false,
): Promise<ProductRow | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function selectVariants(db: Db, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function selectPrices(db: Db, productId: string): Promise<PriceRow[]> {
  return db.select().from(productPrices).where(eq(productPrices.productId, productId));
}

/** Products of the account, capped at `cap` (the plan limit) so a million rows are not counted. */
export async function countProductsUpTo(db: Db, accountId: string, cap: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from ${products}
         where ${products.accountId} = ${accountId} limit ${cap}) capped`,
  );
  return row?.total ?? 0;
}

/** The lower-cased SKUs of `skus` that a product or variant other than `exceptProductId`'s holds. */
export async function takenSkus(
  db: Db,
  accountId: string,
  skus: readonly string[],
  exceptProductId: string | null,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const lowered = skus.map((sku) => sku.toLowerCase());
  const except = exceptProductId ?? '00000000-0000-0000-0000-000000000000';
  const rows = await rowsOf<{ sku: string }>(
    db,
    sql`select lower(sku) as sku from ${products}
         where account_id = ${accountId} and lower(sku) = any(${sql.param(lowered)}::text[]) and id <> ${except}::uuid
        union
        select lower(sku) from ${productVariants}
         where account_id = ${accountId} and lower(sku) = any(${sql.param(lowered)}::text[]) and product_id <> ${except}::uuid`,
  );
  return new Set(rows.map((row) => row.sku));
}

/** Units order lines still hold of the product (reservations not yet consumed or released). */
export async function reservedQuantity(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(eq(stockReservations.productId, productId), eq(stockReservations.state, 'reserved')));
  return row?.total ?? 0;
}
