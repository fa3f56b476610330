import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stageBatch } from '../../../db/staging';
import { rowsOf } from '../../../db/rows';
import type { BatchActor, FieldValues } from './columns';
import { recomputeProductPrices } from '../prices';
import { emitVariantsChanged } from './events';

export interface NewVariant {
  productId: string;
  sku: string;
  ean: string | null;
  name: string | null;
  /** Canonical axes JSON (parameter id → value). */
  axes: string | null;
}

/**
 * Inserts variants in one statement, each after the last position of its product (in the given
 * order); answers the new ids in the order of the rows.
 */
export async function batchCreateVariants(tx: Db, actor: BatchActor, rows: NewVariant[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const staged = await stageBatch(tx, [
    { name: 'ord', type: 'integer', values: rows.map((_, index) => index) },
    { name: 'pid', type: 'uuid', values: rows.map((row) => row.productId) },
    { name: 'sku', type: 'text', values: rows.map((row) => row.sku) },
    { name: 'ean', type: 'text', values: rows.map((row) => row.ean) },
    { name: 'name', type: 'text', values: rows.map((row) => row.name) },
    { name: 'axes', type: 'jsonb', values: rows.map((row) => row.axes ?? '{}') },
  ]);
  const inserted = await rowsOf<{ id: string; sku: string }>(
    tx,
    sql`with input as (
          select u.*, row_number() over (partition by u.pid order by u.ord) as n from ${staged}
        ), base as (
          select p.id, coalesce((select max(v.position) from product_variants v where v.product_id = p.id), 0) as last
          from products p where p.account_id = ${actor.accountId} and p.id in (select pid from input)
        )
        insert into product_variants (account_id, product_id, position, sku, ean, name, axes)
        select ${actor.accountId}, i.pid, b.last + i.n, i.sku, i.ean, i.name, i.axes
        from input i join base b on b.id = i.pid
        order by i.ord
        returning id::text as id, sku`,
  );
  await emitVariantsChanged(
    tx,
    actor.accountId,
    rows.map((row) => row.productId),
  );
  const ids = new Map(inserted.map((row) => [row.sku.toLowerCase(), row.id]));
  return rows.map((row) => ids.get(row.sku.toLowerCase())!);
}

/** One set-based update of the variants' ean, name and axes where given; answers the new versions. */
export async function batchUpdateVariants(
  tx: Db,
  actor: BatchActor,
  rows: { id: string; values: FieldValues }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const has = (field: string) => rows.map((row) => field in row.values);
  const value = (field: string) => rows.map((row) => row.values[field] ?? null);
  const staged = await stageBatch(tx, [
    { name: 'vid', type: 'uuid', values: rows.map((row) => row.id) },
    { name: 'has_ean', type: 'boolean', values: has('ean') },
    { name: 'ean', type: 'text', values: value('ean') },
    { name: 'has_name', type: 'boolean', values: has('name') },
    { name: 'name', type: 'text', values: value('name') },
    { name: 'has_axes', type: 'boolean', values: has('axes') },
    { name: 'axes', type: 'jsonb', values: rows.map((row) => row.values.axes ?? '{}') },
  ]);
  const updated = await rowsOf<{ id: string; version: number; productId: string }>(
    tx,
    sql`update product_variants v set
          ean = case when u.has_ean then u.ean else v.ean end,
          name = case when u.has_name then u.name else v.name end,
          axes = case when u.has_axes then u.axes else v.axes end,
          version = v.version + 1, modified_at = now()
        from ${staged}
        where v.id = u.vid and v.account_id = ${actor.accountId}
        returning v.id::text as id, v.version, v.product_id::text as "productId"`,
  );
  await emitVariantsChanged(
    tx,
    actor.accountId,
    updated.map((row) => row.productId),
  );
  return new Map(updated.map((row) => [row.id, row.version]));
}

/**
 * Variant prices in one price list: an amount upserted, null removes the price; the products'
 * own price then follows the module's rule (a Variable product shows its variants' price as the
 * default list's variantPriceConfig says, as after a save in the editor).
 */
export async function setVariantPrices(
  tx: Db,
  accountId: string,
  priceListId: string,
  prices: { productId: string; variantId: string; amount: string | null }[],
): Promise<void> {
  const set = prices.filter((price) => price.amount !== null);
  if (set.length > 0)
    await tx.execute(sql`
      insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
      select ${accountId}, u.pid, u.vid, ${priceListId}, u.amount
      from unnest(${sql.param(set.map((price) => price.productId))}::uuid[], ${sql.param(set.map((price) => price.variantId))}::uuid[],
        ${sql.param(set.map((price) => price.amount))}::numeric[]) as u(pid, vid, amount)
      on conflict on constraint product_prices_item_list_key do update set amount = excluded.amount`);
  const cleared = prices.filter((price) => price.amount === null).map((price) => price.variantId);
  if (cleared.length > 0)
    await tx.execute(
      sql`delete from product_prices where account_id = ${accountId} and price_list_id = ${priceListId} and variant_id = any(${sql.param(cleared)}::uuid[])`,
    );
  if (prices.length === 0) return;
  const productIds = [...new Set(prices.map((price) => price.productId))];
  await recomputeProductPrices(tx, accountId, productIds);
  await emitVariantsChanged(tx, accountId, productIds);
}
