import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- the stock module's agreed entry point (api-contract.md)
import { setStockLevels } from '../../stock/set-levels';
import { applyAutoCategoriesTo } from '../../products/service';
import { columnSpecs } from './fields';
import type { Planned, Values } from './plan';
import { rowsOf } from './rows';

export interface WriteContext {
  accountId: string;
  userId: string | null;
  runId: string;
  defaultPriceListId: string | null;
  defaultWarehouseId: string | null;
}

const castOf = (field: string) => sql.raw(columnSpecs[field]!.sqlCast === 'int' ? 'integer' : columnSpecs[field]!.sqlCast);
const columnOf = (field: string) => sql.raw(columnSpecs[field]!.column);

/** `unnest($1::text[], $2::text[], …) as u(f0, f1, …)` over the values of the given fields. */
function unnestOf(fields: string[], records: Values[], extra: { name: string; values: unknown[]; type: string }[] = []): SQL {
  const arrays = [
    ...extra.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    ...fields.map((field) => sql`${sql.param(records.map((record) => record[field] ?? null))}::text[]`),
  ];
  const names = [...extra.map((column) => column.name), ...fields.map((_, index) => `f${index}`)];
  return sql`unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))})`;
}

/** Writes one planned batch: inserts, one set-based update, the run's change records, prices, stock. */
export async function writeBatch(tx: Db, context: WriteContext, planned: Planned[]): Promise<void> {
  const creates = planned.filter((item) => item.kind === 'create');
  const updates = planned.filter((item) => item.kind === 'update');
  const changeRows: { productId: string; line: number; created: boolean; previous: Values; next: Values; version: number }[] = [];
  const stockRows: { productId: string; onHand: number }[] = [];
  const priced: string[] = [];

  if (creates.length > 0) {
    const fields = [...new Set(creates.flatMap((item) => Object.keys(item.values)))];
    const inserted = await rowsOf<{ id: string; sku: string }>(
      tx,
      sql`insert into products (account_id, created_by, modified_by, ${sql.join(fields.map(columnOf), sql`, `)})
        select ${context.accountId}, ${context.userId}::uuid, ${context.userId}::uuid,
          ${sql.join(fields.map((field, index) => sql`${sql.raw(`u.f${index}`)}::${castOf(field)}`), sql`, `)}
        from ${unnestOf(fields, creates.map((item) => item.values))}
        returning id::text as id, sku`,
    );
    const idBySku = new Map(inserted.map((row) => [row.sku.toLowerCase(), row.id]));
    for (const item of creates) {
      const productId = idBySku.get(item.values.sku!.toLowerCase())!;
      // A created product is undone by deleting it: its values need no copy.
      changeRows.push({ productId, line: item.line, created: true, previous: {}, next: {}, version: 1 });
      if (item.values.price) priced.push(productId);
      if (item.stock !== undefined) stockRows.push({ productId, onHand: item.stock });
    }
    // Created products the mapping left without a main category get the automatic-category rules.
    await applyAutoCategoriesTo(tx, context.accountId, { ids: inserted.map((row) => row.id) });
  }

  if (updates.length > 0) {
    const fields = [...new Set(updates.flatMap((item) => Object.keys(item.next)))].filter((field) => field !== 'stock');
    const versions = new Map<string, number>();
    if (fields.length > 0) {
      const updated = await rowsOf<{ id: string; version: number }>(
        tx,
        sql`update products p set
            ${sql.join(fields.map((field, index) => sql`${columnOf(field)} = ${sql.raw(`u.f${index}`)}::${castOf(field)}`), sql`, `)},
            version = p.version + 1, modified_at = now(), modified_by = ${context.userId}::uuid
          from ${unnestOf(fields, updates.map((item) => item.merged), [{ name: 'pid', values: updates.map((item) => item.id), type: 'uuid' }])}
          where p.id = u.pid and p.account_id = ${context.accountId}
          returning p.id::text as id, p.version`,
      );
      for (const row of updated) versions.set(row.id, row.version);
    }
    for (const item of updates) {
      const previous = { ...item.previous };
      const next = { ...item.next };
      if (item.stock !== undefined) {
        previous.stock = String(item.previousStock);
        next.stock = String(item.stock);
        stockRows.push({ productId: item.id, onHand: item.stock });
      }
      changeRows.push({ productId: item.id, line: item.line, created: false, previous, next, version: versions.get(item.id) ?? item.version });
      if (next.price !== undefined) priced.push(item.id);
    }
  }
  if (changeRows.length === 0) return;

  await tx.execute(sql`
    insert into import_changes (run_id, product_id, account_id, line, created, previous, next, version_after)
    select ${context.runId}, u.pid, ${context.accountId}, u.line, u.created, u.previous, u.next, u.version
    from unnest(${sql.param(changeRows.map((row) => row.productId))}::uuid[], ${sql.param(changeRows.map((row) => row.line))}::int[],
      ${sql.param(changeRows.map((row) => row.created))}::boolean[], ${sql.param(changeRows.map((row) => JSON.stringify(row.previous)))}::jsonb[],
      ${sql.param(changeRows.map((row) => JSON.stringify(row.next)))}::jsonb[], ${sql.param(changeRows.map((row) => row.version))}::int[])
      as u(pid, line, created, previous, next, version)
    on conflict do nothing`);

  if (priced.length > 0 && context.defaultPriceListId) await syncDefaultPrices(tx, context.accountId, context.defaultPriceListId, priced);
  if (stockRows.length > 0 && context.defaultWarehouseId) {
    await setStockLevels(
      tx,
      { accountId: context.accountId, userId: context.userId },
      stockRows.map((row) => ({ productId: row.productId, variantId: null, warehouseId: context.defaultWarehouseId!, onHand: row.onHand })),
      { kind: 'import', importRunId: context.runId },
    );
  }
}

/** The default price list holds products.price (kept equal, 002 §3 price.amount). */
export async function syncDefaultPrices(tx: Db, accountId: string, priceListId: string, productIds: string[]): Promise<void> {
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
