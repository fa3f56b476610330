import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { productPrices, productVariants, products, stockReservations } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
export type ProductFields = Omit<
  NewProductRow,
  | 'id'
  | 'accountId'
  | 'version'
  | 'createdAt'
  | 'modifiedAt'
  | 'price'
  | 'currency'
  | 'stock'
  | 'stockReserved'
>;

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

export async function insertProduct(tx: Db, values: NewProductRow): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  return row!;
}

export async function updateProductRow(tx: Db, id: string, values: ProductFields): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, modifiedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProductRow(tx: Db, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

export interface VariantValues {
  id: string | null;
  sku: string;
  ean: string;
  name: string;
  axes: Record<string, string>;
}

/**
 * Makes the product's variants exactly `wanted` (in that order): keeps the ids given, inserts the
 * new ones, deletes the rest. Returns the variant ids in the order of `wanted`.
 */
export async function syncVariants(
  tx: Db,
  accountId: string,
  productId: string,
  wanted: readonly VariantValues[],
): Promise<string[]> {
  const keep = wanted.flatMap((variant) => (variant.id ? [variant.id] : []));
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keep.length > 0 ? sql`${productVariants.id} <> all(${sql.param(keep)}::uuid[])` : undefined,
      ),
    );
  // Free every kept SKU first, so two variants may swap SKUs without tripping the unique index.
  if (keep.length > 0)
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, keep));
  const ids: string[] = [];
  for (const [position, variant] of wanted.entries()) {
    const values = {
      position,
      sku: variant.sku,
      ean: variant.ean || null,
      name: variant.name || null,
      axes: variant.axes,
    };
    if (variant.id) {
      await tx
        .update(productVariants)
        .set({ ...values, version: sql`${productVariants.version} + 1`, modifiedAt: new Date() })
        .where(eq(productVariants.id, variant.id));
      ids.push(variant.id);
    } else {
      const [row] = await tx
        .insert(productVariants)
        .values({ ...values, accountId, productId })
        .returning({ id: productVariants.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

export async function replacePrices(
  tx: Db,
  accountId: string,
  productId: string,
  prices: readonly { variantId: string | null; priceListId: string; amount: string }[],
): Promise<void> {
  await tx.delete(productPrices).where(eq(productPrices.productId, productId));
  if (prices.length > 0)
    await tx.insert(productPrices).values(prices.map((price) => ({ ...price, accountId, productId })));
}

/**
 * Units order lines still hold (reservations not yet consumed or released) of the product, or
 * only of the given variants of it.
 */
export async function reservedQuantity(
  db: Db,
  productId: string,
  variantIds?: readonly string[],
): Promise<number> {
  if (variantIds && variantIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.productId, productId),
        eq(stockReservations.state, 'reserved'),
        variantIds ? inArray(stockReservations.variantId, [...variantIds]) : undefined,
      ),
    );
  return row?.total ?? 0;
}
