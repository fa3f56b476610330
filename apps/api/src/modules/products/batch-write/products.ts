import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stageBatch } from '../../../db/staging';
import { applyAutoCategoriesTo } from '../auto-categories/apply';
import { rowsOf } from '../../../db/rows';
import { emitProductEvents } from './events';
import {
  castSql,
  columnSql,
  fieldColumns,
  productColumns,
  productRules,
  type BatchActor,
  type FieldValues,
} from './columns';

const cast = (field: string) => castSql(productColumns, field);
const column = (field: string) => columnSql(productColumns, field);

/**
 * Inserts new products from their values in one statement over the staged rows (the products
 * module's rules applied), puts their prices in the default price list and gives those without a
 * main category the automatic-category rules. Answers the ids by lower-case SKU.
 * `stock` (per row, optional): the on-hand the caller is about to set through the stock module for
 * the new product (one warehouse); the row is inserted with that sum already, so the stock module's
 * refresh of the sums finds nothing to change instead of writing every new row a second time (with
 * all of the products table's indexes). It must equal what the stock levels will sum to.
 */
export async function batchCreateProducts(
  tx: Db,
  actor: BatchActor,
  rows: FieldValues[],
  defaultPriceListId: string | null,
  /**
   * `autoCategories: false`: the caller applies them itself, after prices and variants (a whole-product save).
   * `stock`: each row's stock in the default warehouse, written with the row instead of a second update.
   */
  options: { autoCategories?: boolean; stock?: (number | undefined)[] } = {},
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const records = rows.map(productRules);
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  if (!fields.includes('sku')) throw new Error('Nowy produkt wymaga SKU');
  const stock = options.stock?.some((value) => value !== undefined) ? options.stock : null;
  const staged = await stageBatch(tx, [
    ...fieldColumns(fields, records),
    ...(stock ? [{ name: 'stock', type: 'integer' as const, values: stock.map((value) => value ?? 0) }] : []),
  ]);
  const inserted = await rowsOf<{ id: string; sku: string }>(
    tx,
    sql`insert into products (account_id, created_by, modified_by, ${sql.join(fields.map(column), sql`, `)}${stock ? sql`, stock` : sql``})
        select ${actor.accountId}, ${actor.userId}::uuid, ${actor.userId}::uuid,
          ${sql.join(
            fields.map((field, index) => sql`${sql.raw(`u.f${index}`)}::${cast(field)}`),
            sql`, `,
          )}${stock ? sql`, u.stock` : sql``}
        from ${staged}
        returning id::text as id, sku`,
  );
  const ids = new Map(inserted.map((row) => [row.sku.toLowerCase(), row.id]));
  const priced = records
    .filter((record) => record.price)
    .map((record) => ids.get(record.sku!.toLowerCase())!);
  if (defaultPriceListId && priced.length > 0)
    await syncDefaultPrices(tx, actor.accountId, defaultPriceListId, priced, { created: true });
  if (options.autoCategories !== false)
    await applyAutoCategoriesTo(tx, actor.accountId, { ids: [...ids.values()] });
  await emitProductEvents(tx, actor.accountId, 'product.created', [...ids.values()]);
  return ids;
}

/**
 * One set-based update of existing products: each row sets the fields it names (the others keep
 * their stored values), version bumped; prices follow into the default price list. Answers each
 * product's new version.
 */
export async function batchUpdateProducts(
  tx: Db,
  actor: BatchActor,
  rows: { id: string; values: FieldValues }[],
  defaultPriceListId: string | null,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const records = rows.map((row) => productRules(row.values));
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  if (fields.length === 0) return new Map();
  const staged = await stageBatch(tx, [
    { name: 'pid', type: 'uuid', values: rows.map((row) => row.id) },
    ...fieldColumns(fields, records),
    ...fields.map((field, index) => ({
      name: `h${index}`,
      type: 'boolean' as const,
      values: records.map((record) => field in record),
    })),
  ]);
  const updated = await rowsOf<{ id: string; version: number }>(
    tx,
    sql`update products p set
          ${sql.join(
            fields.map(
              (field, index) =>
                sql`${column(field)} = case when ${sql.raw(`u.h${index}`)} then ${sql.raw(`u.f${index}`)}::${cast(field)} else p.${column(field)} end`,
            ),
            sql`, `,
          )},
          version = p.version + 1, modified_at = now(), modified_by = ${actor.userId}::uuid
        from ${staged}
        where p.id = u.pid and p.account_id = ${actor.accountId}
        returning p.id::text as id, p.version`,
  );
  const priced = rows.filter((row) => 'price' in row.values).map((row) => row.id);
  if (defaultPriceListId && priced.length > 0)
    await syncDefaultPrices(tx, actor.accountId, defaultPriceListId, priced);
  await emitProductEvents(
    tx,
    actor.accountId,
    'product.updated',
    updated.map((row) => row.id),
  );
  return new Map(updated.map((row) => [row.id, row.version]));
}

/**
 * The default price list holds products.price (kept equal, 002 §3 price.amount). The products are
 * found by primary key from the id list (a join on `unnest`, so the plan never ANDs in the account
 * index, whose statistics lag behind an import's fresh rows: measured 0.9–5 s per 5 000-row batch).
 * `created`: the products were inserted in this transaction, so they hold no price to delete.
 */
export async function syncDefaultPrices(
  tx: Db,
  accountId: string,
  priceListId: string,
  productIds: string[],
  options: { created?: boolean } = {},
): Promise<void> {
  const ids = sql`unnest(${sql.param(productIds)}::uuid[]) as i(id) join products p on p.id = i.id`;
  await tx.execute(sql`
    insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
    select ${accountId}, p.id, null, ${priceListId}, p.price from ${ids}
    where p.account_id = ${accountId} and p.price is not null
    on conflict on constraint product_prices_item_list_key do update set amount = excluded.amount`);
  if (options.created) return;
  // The products whose price is now null, as an array first: joined instead, the planner (statistics
  // lagging behind the import) scanned every variant-less price of the list per batch (24 s at 150 000 rows).
  await tx.execute(sql`
    delete from product_prices pp
    where pp.product_id = any(array(select p.id from ${ids} where p.account_id = ${accountId} and p.price is null))
      and pp.variant_id is null and pp.price_list_id = ${priceListId}`);
}

/** Prices products carry with no price list behind them (written before the account had one). */
export async function ownPricesWithoutList(tx: Db, accountId: string) {
  return rowsOf<{ id: string; price: string }>(
    tx,
    sql`select p.id::text as id, p.price::text as price from products p
        where p.account_id = ${accountId} and p.price is not null
          and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant_id is null)`,
  );
}

/** Puts such prices into the (new) default price list and back on the products, set-based. */
export async function keepOwnPrices(
  tx: Db,
  accountId: string,
  priceListId: string,
  prices: { id: string; price: string }[],
): Promise<void> {
  if (prices.length === 0) return;
  const ids = sql.param(prices.map((row) => row.id));
  const amounts = sql.param(prices.map((row) => row.price));
  await tx.execute(sql`
    update products p set price = u.amount from unnest(${ids}::uuid[], ${amounts}::numeric[]) as u(id, amount)
    where p.id = u.id and p.account_id = ${accountId}`);
  await syncDefaultPrices(
    tx,
    accountId,
    priceListId,
    prices.map((row) => row.id),
  );
}
