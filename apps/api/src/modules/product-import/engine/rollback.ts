import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/service';
// eslint-disable-next-line import-x/no-restricted-paths -- the stock module's agreed entry point (api-contract.md)
import { setStockLevels } from '../../stock/set-levels';
import { columnSpecs } from './fields';
import { rowsOf } from './rows';
import { setVariantPrices } from './variants';
import { syncDefaultPrices } from './write';

export interface RollbackResult {
  restored: number;
  deleted: number;
  /** Products edited since the import: left alone and listed. */
  skipped: { productId: string; sku: string; line: number }[];
}

const restorable = Object.entries(columnSpecs).filter(([field]) => field !== 'stock');

/**
 * Undoes a finished run from its change records: products it created are deleted, fields it
 * changed get their previous values back, in one transaction; a product whose version moved
 * since the import (someone edited it) is left alone and reported.
 */
export async function rollbackRun(
  tx: Db,
  actor: { accountId: string; userId: string | null; ip?: string },
  runId: string,
  context: { defaultPriceListId: string | null; defaultWarehouseId: string | null },
): Promise<RollbackResult> {
  const skipped = await rowsOf<{ productId: string; sku: string; line: number }>(
    tx,
    sql`select c.product_id::text as "productId", p.sku, c.line from import_changes c join products p on p.id = c.product_id
        where c.run_id = ${runId} and p.version <> c.version_after order by c.line`,
  );
  const stockBack = await rowsOf<{ productId: string; stock: string }>(
    tx,
    sql`select c.product_id::text as "productId", c.previous->>'stock' as stock from import_changes c join products p on p.id = c.product_id
        where c.run_id = ${runId} and not c.created and p.version = c.version_after and c.previous ? 'stock'`,
  );
  const assignments = restorable.map(
    ([field, spec]) =>
      sql`${sql.raw(spec.column)} = case when c.previous ? ${field} then (c.previous->>${field})::${sql.raw(spec.sqlCast === 'int' ? 'integer' : spec.sqlCast)} else p.${sql.raw(spec.column)} end`,
  );
  const restored = await rowsOf<{ id: string; priced: boolean }>(
    tx,
    sql`update products p set ${sql.join(assignments, sql`, `)}, version = p.version + 1, modified_at = now(), modified_by = ${actor.userId}::uuid
        from import_changes c
        where c.run_id = ${runId} and c.product_id = p.id and p.account_id = ${actor.accountId} and not c.created and p.version = c.version_after
        returning p.id::text as id, c.previous ? 'price' as priced`,
  );
  if (stockBack.length > 0 && context.defaultWarehouseId) {
    await setStockLevels(
      tx,
      { accountId: actor.accountId, userId: actor.userId },
      stockBack.map((row) => ({ productId: row.productId, variantId: null, warehouseId: context.defaultWarehouseId!, onHand: Number(row.stock) })),
      { kind: 'import', reason: 'Cofnięcie importu', importRunId: runId },
    );
  }
  const priced = restored.filter((row) => row.priced).map((row) => row.id);
  if (priced.length > 0 && context.defaultPriceListId) await syncDefaultPrices(tx, actor.accountId, context.defaultPriceListId, priced);
  const variants = await rollbackVariants(tx, actor, runId, context);
  skipped.push(...variants.skipped);
  const deleted = await rowsOf<{ id: string }>(
    tx,
    sql`delete from products p using import_changes c
        where c.run_id = ${runId} and c.product_id = p.id and p.account_id = ${actor.accountId} and c.created and p.version = c.version_after
          and not exists (select 1 from stock_reservations r where r.product_id = p.id)
        returning p.id::text as id`,
  );
  restored.push(...variants.restored);
  deleted.push(...variants.deleted);
  await recordAudit(tx, {
    accountId: actor.accountId,
    userId: actor.userId,
    action: 'edit',
    targetType: 'product-import',
    targetId: runId,
    details: { note: `Cofnięcie importu: przywrócono ${restored.length}, usunięto ${deleted.length}, pominięto ${skipped.length}` },
    ip: actor.ip ?? null,
  });
  return { restored: restored.length, deleted: deleted.length, skipped };
}

/** Variant change records (previous.variantOf): created variants deleted, changed ones restored, edited ones skipped. */
async function rollbackVariants(
  tx: Db,
  actor: { accountId: string; userId: string | null },
  runId: string,
  context: { defaultPriceListId: string | null; defaultWarehouseId: string | null },
) {
  const skipped = await rowsOf<{ productId: string; sku: string; line: number }>(
    tx,
    sql`select c.product_id::text as "productId", v.sku, c.line from import_changes c join product_variants v on v.id = c.product_id
        where c.run_id = ${runId} and c.previous ? 'variantOf' and v.version <> c.version_after order by c.line`,
  );
  const restored = await rowsOf<{ id: string; productId: string; price: string | null; priced: boolean; stock: string | null }>(
    tx,
    sql`update product_variants v set
          ean = case when c.previous ? 'ean' then c.previous->>'ean' else v.ean end,
          name = case when c.previous ? 'name' then c.previous->>'name' else v.name end,
          axes = case when c.previous ? 'axes' then (c.previous->>'axes')::jsonb else v.axes end,
          version = v.version + 1, modified_at = now()
        from import_changes c
        where c.run_id = ${runId} and c.product_id = v.id and v.account_id = ${actor.accountId} and not c.created
          and c.previous ? 'variantOf' and v.version = c.version_after
        returning v.id::text as id, v.product_id::text as "productId", c.previous->>'price' as price, c.previous ? 'price' as priced, c.previous->>'stock' as stock`,
  );
  const priced = restored.filter((row) => row.priced);
  if (priced.length > 0 && context.defaultPriceListId)
    await setVariantPrices(tx, actor.accountId, context.defaultPriceListId, priced.map((row) => ({ productId: row.productId, variantId: row.id, amount: row.price })));
  const stocked = restored.filter((row) => row.stock !== null);
  if (stocked.length > 0 && context.defaultWarehouseId)
    await setStockLevels(
      tx,
      { accountId: actor.accountId, userId: actor.userId },
      stocked.map((row) => ({ productId: row.productId, variantId: row.id, warehouseId: context.defaultWarehouseId!, onHand: Number(row.stock) })),
      { kind: 'import', reason: 'Cofnięcie importu', importRunId: runId },
    );
  const deleted = await rowsOf<{ id: string; priced: boolean }>(
    tx,
    sql`delete from product_variants v using import_changes c
        where c.run_id = ${runId} and c.product_id = v.id and v.account_id = ${actor.accountId} and c.created
          and c.previous ? 'variantOf' and v.version = c.version_after
          and not exists (select 1 from stock_reservations r where r.variant_id = v.id)
        returning v.id::text as id, false as priced`,
  );
  return { skipped, restored: restored.map((row) => ({ id: row.id, priced: false })), deleted };
}
