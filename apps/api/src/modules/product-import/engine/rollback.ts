import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/service';
// eslint-disable-next-line import-x/no-restricted-paths -- the stock module's agreed entry point (api-contract.md)
import { setStockLevels } from '../../stock/set-levels';
import {
  missingEntryDictionaries,
  missingEntryNouns,
  type MissingEntryDictionary,
} from '@zaplecze/contract/product-import';
import { dictionaryFields, dictionaryTables } from './dictionaries';
import { columnSpecs } from './fields';
import { rowsOf } from './rows';
import { setVariantPrices } from './variants';
import { syncDefaultPrices } from './write';

export interface RollbackResult {
  restored: number;
  deleted: number;
  /** Products edited since the import: left alone and listed. */
  skipped: { productId: string; sku: string; line: number }[];
  /** Dictionary entries the import created: removed, or kept (still used, or edited since). */
  entries: { removed: RolledBackEntry[]; kept: RolledBackEntry[] };
}
interface RolledBackEntry {
  dictionary: MissingEntryDictionary;
  id: string;
  name: string;
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
      stockBack.map((row) => ({
        productId: row.productId,
        variantId: null,
        warehouseId: context.defaultWarehouseId!,
        onHand: Number(row.stock),
      })),
      { kind: 'import', reason: 'Cofnięcie importu', importRunId: runId },
    );
  }
  const priced = restored.filter((row) => row.priced).map((row) => row.id);
  if (priced.length > 0 && context.defaultPriceListId)
    await syncDefaultPrices(tx, actor.accountId, context.defaultPriceListId, priced);
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
  const entries = await removeCreatedEntries(tx, actor.accountId, runId);
  const entriesNote =
    entries.removed.length + entries.kept.length === 0
      ? ''
      : `; wpisy słowników utworzone przez import: usunięto ${entries.removed.length}` +
        (entries.kept.length > 0
          ? `, zachowano ${entries.kept.length} (w użyciu: ${entries.kept.map(entryText).join(', ')})`
          : '');
  await recordAudit(tx, {
    accountId: actor.accountId,
    userId: actor.userId,
    action: 'edit',
    targetType: 'product-import',
    targetId: runId,
    details: {
      note: `Cofnięcie importu: przywrócono ${restored.length}, usunięto ${deleted.length}, pominięto ${skipped.length}${entriesNote}`,
    },
    ip: actor.ip ?? null,
  });
  return { restored: restored.length, deleted: deleted.length, skipped, entries };
}

const entryText = (entry: RolledBackEntry) => `${missingEntryNouns[entry.dictionary]} „${entry.name}”`;

/**
 * The dictionary entries the run created (recorded on the run) are deleted once the run's products
 * are gone — unless something still refers to them: any foreign key to the dictionary's table
 * (products, auto-category rules, …, read from the catalogue so a new reference is covered too),
 * another import's change record (its rollback would put the id back), or the entry was edited
 * since (version moved). Those are kept and listed.
 */
async function removeCreatedEntries(
  tx: Db,
  accountId: string,
  runId: string,
): Promise<RollbackResult['entries']> {
  const result: RollbackResult['entries'] = { removed: [], kept: [] };
  const [run] = await rowsOf<{ created: Partial<Record<MissingEntryDictionary, string[]>> }>(
    tx,
    sql`select created_entries as created from import_runs where id = ${runId} and account_id = ${accountId}`,
  );
  for (const dictionary of missingEntryDictionaries) {
    const ids = run?.created[dictionary] ?? [];
    if (ids.length === 0) continue;
    const table = dictionaryTables[dictionary];
    const references = await rowsOf<{ tableName: string; columnName: string }>(
      tx,
      sql`select cl.relname as "tableName", a.attname as "columnName"
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.confrelid = ${table}::regclass and cardinality(c.conkey) = 1`,
    );
    const used = [
      ...references.map(
        (reference) =>
          sql`exists (select 1 from ${sql.identifier(reference.tableName)} r where r.${sql.identifier(reference.columnName)} = d.id)`,
      ),
      sql`exists (select 1 from import_changes c
                    cross join lateral (select * from jsonb_each_text(c.previous) union all select * from jsonb_each_text(c.next)) as v(key, value)
                  where c.account_id = ${accountId} and c.run_id <> ${runId}
                    and v.key = any(${sql.param(dictionaryFields(dictionary))}::text[]) and v.value = d.id::text)`,
      sql`d.version <> 1`,
    ];
    const entries = await rowsOf<{ id: string; name: string; used: boolean }>(
      tx,
      sql`select d.id::text as id, d.name, (${sql.join(used, sql` or `)}) as used
          from ${sql.identifier(table)} d
          where d.account_id = ${accountId} and d.id = any(${sql.param(ids)}::uuid[])
          order by lower(d.name)`,
    );
    const unused = entries.filter((entry) => !entry.used).map((entry) => entry.id);
    if (unused.length > 0)
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where account_id = ${accountId} and id = any(${sql.param(unused)}::uuid[])`,
      );
    for (const entry of entries)
      (entry.used ? result.kept : result.removed).push({ dictionary, id: entry.id, name: entry.name });
  }
  return result;
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
  const restored = await rowsOf<{
    id: string;
    productId: string;
    price: string | null;
    priced: boolean;
    stock: string | null;
  }>(
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
    await setVariantPrices(
      tx,
      actor.accountId,
      context.defaultPriceListId,
      priced.map((row) => ({ productId: row.productId, variantId: row.id, amount: row.price })),
    );
  const stocked = restored.filter((row) => row.stock !== null);
  if (stocked.length > 0 && context.defaultWarehouseId)
    await setStockLevels(
      tx,
      { accountId: actor.accountId, userId: actor.userId },
      stocked.map((row) => ({
        productId: row.productId,
        variantId: row.id,
        warehouseId: context.defaultWarehouseId!,
        onHand: Number(row.stock),
      })),
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
