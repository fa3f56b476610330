import { sql } from 'drizzle-orm';
import { productCoreMessages } from '@zaplecze/contract/products/product-core';
import type { Db } from '../../../db/client';
import { stageBatch } from '../../../db/staging';
import { rowsOf } from '../../../db/rows';
import { AppError } from '../../../errors';
import { refreshStockSums } from '../../stock/service';
import type { BatchActor } from './columns';
import { emitVariantsChanged } from './events';

/** One variant of a product's whole variant list: `id` keeps a stored variant, null makes a new one. */
export interface ListedVariant {
  id: string | null;
  sku: string;
  ean: string | null;
  name: string | null;
  /** Canonical axes JSON (parameter id → value). */
  axes: string;
}

/**
 * Makes each product's variants exactly its list (positions 0, 1, … in the list's order), the way
 * the editor saves them: variants not listed are deleted (refused with 409 while order lines
 * reserve them), listed ids are kept and updated, the rest inserted. Set-based over all the
 * products; answers the variant ids of each list in its order. The parents' stock sums lose the
 * deleted variants' levels through the stock module.
 */
export async function batchReplaceVariants(
  tx: Db,
  actor: BatchActor,
  lists: readonly { productId: string; variants: readonly ListedVariant[] }[],
): Promise<string[][]> {
  if (lists.length === 0) return [];
  const productIds = sql.param(lists.map((list) => list.productId));
  const keptIds = lists.flatMap((list) =>
    list.variants.flatMap((variant) => (variant.id ? [variant.id] : [])),
  );
  const kept = sql.param(keptIds);
  const [held] = await rowsOf<{ quantity: number }>(
    tx,
    sql`select coalesce(sum(r.quantity), 0)::int as quantity
        from stock_reservations r join product_variants v on v.id = r.variant_id
        where v.account_id = ${actor.accountId} and v.product_id = any(${productIds}::uuid[])
          and r.state = 'reserved' and v.id <> all(${kept}::uuid[])`,
  );
  if (held && held.quantity > 0)
    throw new AppError('CONFLICT', productCoreMessages.variantReserved(held.quantity), {
      variants: productCoreMessages.variantReserved(held.quantity),
    });
  const deleted = await rowsOf<{ productId: string }>(
    tx,
    sql`delete from product_variants v
        where v.account_id = ${actor.accountId} and v.product_id = any(${productIds}::uuid[])
          and v.id <> all(${kept}::uuid[])
        returning v.product_id::text as "productId"`,
  );
  const rows = lists.flatMap((list) =>
    list.variants.map((variant, position) => ({ ...variant, productId: list.productId, position })),
  );
  const stage = (picked: typeof rows, extra: { name: string; values: unknown[] }) =>
    stageBatch(tx, [
      { name: extra.name, type: extra.name === 'vid' ? 'uuid' : 'integer', values: extra.values },
      { name: 'pid', type: 'uuid', values: picked.map((row) => row.productId) },
      { name: 'pos', type: 'integer', values: picked.map((row) => row.position) },
      { name: 'sku', type: 'text', values: picked.map((row) => row.sku) },
      { name: 'ean', type: 'text', values: picked.map((row) => row.ean) },
      { name: 'name', type: 'text', values: picked.map((row) => row.name) },
      { name: 'axes', type: 'jsonb', values: picked.map((row) => row.axes) },
    ]);
  const updates = rows.filter((row) => row.id);
  if (updates.length > 0) {
    // Every kept SKU freed first, so two variants may swap SKUs without tripping the unique index.
    await tx.execute(sql`update product_variants set sku = '~' || id::text
      where account_id = ${actor.accountId} and id = any(${kept}::uuid[])`);
    const staged = await stage(updates, { name: 'vid', values: updates.map((row) => row.id) });
    const updated = await rowsOf<{ id: string }>(
      tx,
      sql`update product_variants v set position = u.pos, sku = u.sku, ean = u.ean, name = u.name, axes = u.axes,
            version = v.version + 1, modified_at = now()
          from ${staged}
          where v.id = u.vid and v.product_id = u.pid and v.account_id = ${actor.accountId}
          returning v.id::text as id`,
    );
    if (updated.length !== updates.length) throw new Error('Wariant nie należy do zapisywanego produktu');
  }
  const inserts = rows.filter((row) => !row.id);
  const newIds = new Map<string, string>();
  if (inserts.length > 0) {
    const staged = await stage(inserts, { name: 'ord', values: inserts.map((_, index) => index) });
    const inserted = await rowsOf<{ id: string; sku: string }>(
      tx,
      sql`insert into product_variants (account_id, product_id, position, sku, ean, name, axes)
          select ${actor.accountId}, u.pid, u.pos, u.sku, u.ean, u.name, u.axes
          from ${staged} join products p on p.id = u.pid and p.account_id = ${actor.accountId}
          order by u.ord
          returning id::text as id, sku`,
    );
    for (const row of inserted) newIds.set(row.sku.toLowerCase(), row.id);
  }
  if (deleted.length > 0) await refreshStockSums(tx, [...new Set(deleted.map((row) => row.productId))], []);
  await emitVariantsChanged(
    tx,
    actor.accountId,
    lists.map((list) => list.productId),
  );
  return lists.map((list) =>
    list.variants.map((variant) => variant.id ?? newIds.get(variant.sku.toLowerCase())!),
  );
}
