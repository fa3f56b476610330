import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- the stock module's agreed entry point (api-contract.md)
import { setStockLevels } from '../../stock/set-levels';
import { applyAutoCategoriesTo } from '../../products/service';
import { columnSpecs } from './fields';
import type { Planned, Values } from './plan';
import { rowsOf } from './rows';
import { stageBatch, type StagedColumn } from './staging';

export interface WriteContext {
  accountId: string;
  userId: string | null;
  runId: string;
  defaultPriceListId: string | null;
  defaultWarehouseId: string | null;
}

const castOf = (field: string) =>
  sql.raw(columnSpecs[field]!.sqlCast === 'int' ? 'integer' : columnSpecs[field]!.sqlCast);
const columnOf = (field: string) => sql.raw(columnSpecs[field]!.column);

/** The staged values of the given fields, as text columns f0, f1, … (cast where they are used). */
const fieldColumns = (fields: string[], records: Values[]): StagedColumn[] =>
  fields.map((field, index) => ({
    name: `f${index}`,
    type: 'text',
    values: records.map((record) => record[field] ?? null),
  }));

/**
 * Inserts the batch's new products and their change records in one statement over the staged rows;
 * returns the created ids by lower-case SKU (the seam for what runs on created products).
 */
async function createProducts(
  tx: Db,
  context: WriteContext,
  creates: Extract<Planned, { kind: 'create' }>[],
): Promise<Map<string, string>> {
  const fields = [...new Set(creates.flatMap((item) => Object.keys(item.values)))];
  const skuColumn = sql.raw(`u.f${fields.indexOf('sku')}`);
  const staged = await stageBatch(tx, [
    { name: 'line', type: 'integer', values: creates.map((item) => item.line) },
    ...fieldColumns(
      fields,
      creates.map((item) => item.values),
    ),
  ]);
  // A created product is undone by deleting it: its change record needs no copy of its values.
  const inserted = await rowsOf<{ id: string; sku: string }>(
    tx,
    sql`with inserted as (
          insert into products (account_id, created_by, modified_by, ${sql.join(fields.map(columnOf), sql`, `)})
          select ${context.accountId}, ${context.userId}::uuid, ${context.userId}::uuid,
            ${sql.join(
              fields.map((field, index) => sql`${sql.raw(`u.f${index}`)}::${castOf(field)}`),
              sql`, `,
            )}
          from ${staged}
          returning id, sku
        ), changes as (
          insert into import_changes (run_id, product_id, account_id, line, created, previous, next, version_after)
          select ${context.runId}, i.id, ${context.accountId}, u.line, true, '{}'::jsonb, '{}'::jsonb, 1
          from inserted i join ${staged} on lower(${skuColumn}) = lower(i.sku)
          on conflict do nothing
        )
        select id::text as id, sku from inserted`,
  );
  return new Map(inserted.map((row) => [row.sku.toLowerCase(), row.id]));
}

/** One set-based update of the changed columns and the run's change records (previous values for rollback). */
async function updateProducts(
  tx: Db,
  context: WriteContext,
  updates: Extract<Planned, { kind: 'update' }>[],
): Promise<void> {
  const fields = [...new Set(updates.flatMap((item) => Object.keys(item.next)))].filter(
    (field) => field !== 'stock',
  );
  const records = updates.map((item) => ({
    previous:
      item.stock === undefined ? item.previous : { ...item.previous, stock: String(item.previousStock) },
    next: item.stock === undefined ? item.next : { ...item.next, stock: String(item.stock) },
  }));
  const staged = await stageBatch(tx, [
    { name: 'pid', type: 'uuid', values: updates.map((item) => item.id) },
    { name: 'line', type: 'integer', values: updates.map((item) => item.line) },
    { name: 'version', type: 'integer', values: updates.map((item) => item.version) },
    { name: 'previous', type: 'jsonb', values: records.map((record) => JSON.stringify(record.previous)) },
    { name: 'next', type: 'jsonb', values: records.map((record) => JSON.stringify(record.next)) },
    ...fieldColumns(
      fields,
      updates.map((item) => item.merged),
    ),
  ]);
  // Only stock changed: the product row keeps its version, the change record still restores the stock.
  const updated =
    fields.length === 0
      ? sql`select u.pid as id, u.version from ${staged}`
      : sql`update products p set
            ${sql.join(
              fields.map(
                (field, index) => sql`${columnOf(field)} = ${sql.raw(`u.f${index}`)}::${castOf(field)}`,
              ),
              sql`, `,
            )},
            version = p.version + 1, modified_at = now(), modified_by = ${context.userId}::uuid
          from ${staged}
          where p.id = u.pid and p.account_id = ${context.accountId}
          returning p.id, p.version`;
  await tx.execute(sql`
    with updated as (${updated})
    insert into import_changes (run_id, product_id, account_id, line, created, previous, next, version_after)
    select ${context.runId}, u.pid, ${context.accountId}, u.line, false, u.previous, u.next, d.version
    from updated d join ${staged} on u.pid = d.id
    on conflict do nothing`);
}

/** Writes one planned batch: inserts, one set-based update, the run's change records, prices, stock. */
export async function writeBatch(tx: Db, context: WriteContext, planned: Planned[]): Promise<void> {
  const creates = planned.filter((item) => item.kind === 'create');
  const updates = planned.filter((item) => item.kind === 'update');
  const stockRows: { productId: string; onHand: number }[] = [];
  const priced: string[] = [];

  if (creates.length > 0) {
    const idBySku = await createProducts(tx, context, creates);
    for (const item of creates) {
      const productId = idBySku.get(item.values.sku!.toLowerCase())!;
      if (item.values.price) priced.push(productId);
      if (item.stock !== undefined) stockRows.push({ productId, onHand: item.stock });
    }
    // Created products the mapping left without a main category get the automatic-category rules.
    await applyAutoCategoriesTo(tx, context.accountId, { ids: [...idBySku.values()] });
  }
  if (updates.length > 0) {
    await updateProducts(tx, context, updates);
    for (const item of updates) {
      if (item.stock !== undefined) stockRows.push({ productId: item.id, onHand: item.stock });
      if (item.next.price !== undefined) priced.push(item.id);
    }
  }

  if (priced.length > 0 && context.defaultPriceListId)
    await syncDefaultPrices(tx, context.accountId, context.defaultPriceListId, priced);
  if (stockRows.length > 0 && context.defaultWarehouseId) {
    await setStockLevels(
      tx,
      { accountId: context.accountId, userId: context.userId },
      stockRows.map((row) => ({
        productId: row.productId,
        variantId: null,
        warehouseId: context.defaultWarehouseId!,
        onHand: row.onHand,
      })),
      { kind: 'import', importRunId: context.runId },
    );
  }
}

/** The default price list holds products.price (kept equal, 002 §3 price.amount). */
export async function syncDefaultPrices(
  tx: Db,
  accountId: string,
  priceListId: string,
  productIds: string[],
): Promise<void> {
  await tx.execute(sql`
    insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
    select ${accountId}, p.id, null, ${priceListId}, p.price from products p
    where p.account_id = ${accountId} and p.id = any(${sql.param(productIds)}::uuid[]) and p.price is not null
    on conflict on constraint product_prices_item_list_key do update set amount = excluded.amount`);
  await tx.execute(sql`
    delete from product_prices pp using products p
    where pp.product_id = p.id and p.account_id = ${accountId} and p.id = any(${sql.param(productIds)}::uuid[])
      and p.price is null and pp.variant_id is null and pp.price_list_id = ${priceListId}`);
}
