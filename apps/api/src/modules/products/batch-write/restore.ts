import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stageBatch } from '../../../db/staging';
import { refreshStockSums } from '../../stock/service';
import { rowsOf } from '../../../db/rows';
import { recomputeProductPrices } from '../prices';
import { emitProductDeleted, emitProductEvents, emitVariantsChanged } from './events';
import { productColumns, type BatchActor, type FieldValues } from './columns';
import { syncDefaultPrices } from './products';
import { setVariantPrices } from './variants';

/** A record to put back: the values before a batch write, and the version that write left. */
export interface RestoreRow {
  id: string;
  expectedVersion: number;
  previous: FieldValues;
}

const stagedRestore = (tx: Db, rows: RestoreRow[]) =>
  stageBatch(tx, [
    { name: 'rid', type: 'uuid', values: rows.map((row) => row.id) },
    { name: 'expected', type: 'integer', values: rows.map((row) => row.expectedVersion) },
    { name: 'previous', type: 'jsonb', values: rows.map((row) => JSON.stringify(row.previous)) },
  ]);

/**
 * Puts the previous values of the named fields back on products still at the expected version
 * (one statement; a product someone changed since is left alone), version bumped, prices follow
 * into the default price list. Answers the restored products with their new versions.
 */
export async function batchRestoreProducts(
  tx: Db,
  actor: BatchActor,
  rows: RestoreRow[],
  defaultPriceListId: string | null,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const staged = await stagedRestore(tx, rows);
  const assignments = Object.entries(productColumns).map(
    ([field, spec]) =>
      sql`${sql.raw(spec.column)} = case when u.previous ? ${field} then (u.previous->>${field})::${sql.raw(spec.cast)} else p.${sql.raw(spec.column)} end`,
  );
  const restored = await rowsOf<{ id: string; version: number; priced: boolean }>(
    tx,
    sql`update products p set ${sql.join(assignments, sql`, `)}, version = p.version + 1, modified_at = now(), modified_by = ${actor.userId}::uuid
        from ${staged}
        where p.id = u.rid and p.account_id = ${actor.accountId} and p.version = u.expected
        returning p.id::text as id, p.version, u.previous ? 'price' as priced`,
  );
  const priced = restored.filter((row) => row.priced).map((row) => row.id);
  if (priced.length > 0 && defaultPriceListId)
    await syncDefaultPrices(tx, actor.accountId, defaultPriceListId, priced);
  await emitProductEvents(
    tx,
    actor.accountId,
    'product.updated',
    restored.map((row) => row.id),
  );
  return new Map(restored.map((row) => [row.id, row.version]));
}

/** Deletes products still at the expected version and not reserved by an order; answers their ids. */
export async function batchDeleteProducts(
  tx: Db,
  actor: BatchActor,
  rows: { id: string; expectedVersion: number }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const deleted = await rowsOf<{ id: string; sku: string; version: number }>(
    tx,
    sql`delete from products p
        using unnest(${sql.param(rows.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => row.expectedVersion))}::int[]) as u(rid, expected)
        where p.id = u.rid and p.account_id = ${actor.accountId} and p.version = u.expected
          and not exists (select 1 from stock_reservations r where r.product_id = p.id)
        returning p.id::text as id, p.sku, p.version`,
  );
  await emitProductDeleted(tx, actor.accountId, deleted);
  return deleted.map((row) => row.id);
}

/**
 * Variants: ean, name and axes put back where the variant is still at the expected version, the
 * default-list price too when the record names it. Answers the restored variants.
 */
export async function batchRestoreVariants(
  tx: Db,
  actor: BatchActor,
  rows: RestoreRow[],
  defaultPriceListId: string | null,
): Promise<{ id: string; productId: string; version: number }[]> {
  if (rows.length === 0) return [];
  const staged = await stagedRestore(tx, rows);
  const restored = await rowsOf<{
    id: string;
    productId: string;
    version: number;
    price: string | null;
    priced: boolean;
  }>(
    tx,
    sql`update product_variants v set
          ean = case when u.previous ? 'ean' then u.previous->>'ean' else v.ean end,
          name = case when u.previous ? 'name' then u.previous->>'name' else v.name end,
          axes = case when u.previous ? 'axes' then coalesce((u.previous->>'axes')::jsonb, '{}'::jsonb) else v.axes end,
          version = v.version + 1, modified_at = now()
        from ${staged}
        where v.id = u.rid and v.account_id = ${actor.accountId} and v.version = u.expected
        returning v.id::text as id, v.product_id::text as "productId", v.version,
          u.previous->>'price' as price, u.previous ? 'price' as priced`,
  );
  const priced = restored.filter((row) => row.priced);
  if (priced.length > 0 && defaultPriceListId)
    await setVariantPrices(
      tx,
      actor.accountId,
      defaultPriceListId,
      priced.map((row) => ({ productId: row.productId, variantId: row.id, amount: row.price })),
    );
  await emitVariantsChanged(
    tx,
    actor.accountId,
    restored.map((row) => row.productId),
  );
  return restored.map(({ id, productId, version }) => ({ id, productId, version }));
}

/** Deletes variants still at the expected version and not reserved by an order; answers their ids. */
export async function batchDeleteVariants(
  tx: Db,
  actor: BatchActor,
  rows: { id: string; expectedVersion: number }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const deleted = await rowsOf<{ id: string; productId: string }>(
    tx,
    sql`delete from product_variants v
        using unnest(${sql.param(rows.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => row.expectedVersion))}::int[]) as u(rid, expected)
        where v.id = u.rid and v.account_id = ${actor.accountId} and v.version = u.expected
          and not exists (select 1 from stock_reservations r where r.variant_id = v.id)
        returning v.id::text as id, v.product_id::text as "productId"`,
  );
  // The parents' stock sums and prices lose the deleted variants (the stock module keeps the sums).
  if (deleted.length > 0) {
    const parents = [...new Set(deleted.map((row) => row.productId))];
    await refreshStockSums(tx, parents, []);
    await recomputeProductPrices(tx, actor.accountId, parents);
    await emitVariantsChanged(tx, actor.accountId, parents);
  }
  return deleted.map((row) => row.id);
}
