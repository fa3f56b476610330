import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/service';
import { AppError } from '../../../errors';
import { rollbackOrderMessage } from '../../../lib/rollback-order-message';
import {
  batchDeleteProducts,
  batchDeleteVariants,
  batchRestoreProducts,
  batchRestoreVariants,
} from '../../products/service';
import {
  missingEntryDictionaries,
  missingEntryNouns,
  type MissingEntryDictionary,
} from '@zaplecze/contract/product-import/product-import';
import { dictionaryFields, dictionaryOwners } from '../mapping/dictionaries';
import { rowsOf } from '../../../db/rows';
import { removeAddedValues, removeCreatedParameters } from './variant-axes';
import { setImportedStock } from './write';

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

/** One change record of the run with what its rollback expects to find. */
interface RecordState {
  id: string;
  line: number;
  created: boolean;
  variant: boolean;
  previous: Record<string, string | null>;
  /** The version the target must be at to be restored or deleted (0: never — changed since). */
  expected: number;
  /** The run started from the state the previous import (or its rollback) left: undoing it keeps older records valid. */
  transparent: boolean;
}

const runOrder = sql`coalesce(r.started_at, r.created_at)`;

/** A newer run that must be rolled back first, named as the log shows it. */
export interface NewerRun {
  id: string;
  fileName: string;
  /** When the run was made (ISO), the date the log shows. */
  created: string;
  /** The same moment as 'DD.MM.YYYY HH24:MI' on the Warsaw clock, for the 409 message. */
  at: string;
}

/**
 * For each of `runIds`: the newer runs, not rolled back, that changed any product or variant it
 * changed, oldest first. Rolling a run back before them would put back values those runs have
 * since replaced, so it is refused (409) — and the log says so before anyone tries. One query and
 * one pass: the runs' records joined once with every record of the same products (index
 * `import_changes_product_idx`), not one join of two runs' records per newer run.
 */
export async function newerRunsInTheWay(
  db: Db,
  accountId: string,
  runIds: string[],
): Promise<Map<string, NewerRun[]>> {
  const found = new Map<string, NewerRun[]>();
  if (runIds.length === 0) return found;
  const rows = await rowsOf<{
    runId: string;
    id: string;
    fileName: string;
    created: Date | string;
    at: string;
  }>(
    db,
    sql`with shared as materialized (
          select distinct c.run_id as mine, x.run_id as other
          from import_changes c
          join import_changes x on x.account_id = c.account_id and x.product_id = c.product_id and x.run_id <> c.run_id
          where c.account_id = ${accountId} and c.run_id = any(${sql.param(runIds)}::uuid[])
        )
        select me.id::text as "runId", r.id::text as id, r.file_name as "fileName", r.created_at as created,
          to_char(r.created_at at time zone 'Europe/Warsaw', 'DD.MM.YYYY HH24:MI') as at
        from shared s
        join import_runs me on me.id = s.mine and me.account_id = ${accountId}
        join import_runs r on r.id = s.other and r.account_id = me.account_id
          and r.stage in ('queued', 'running', 'completed')
          and (${runOrder}, r.id) > (coalesce(me.started_at, me.created_at), me.id)
        order by me.id, ${runOrder}, r.id`,
  );
  for (const { runId, created, ...run } of rows)
    found.set(runId, [...(found.get(runId) ?? []), { ...run, created: new Date(created).toISOString() }]);
  return found;
}

/**
 * Every record of the run with the version its target must be at: the version the run left, or —
 * when later runs touched the target and were rolled back since — the version the latest of those
 * rollbacks left (a broken chain, someone's edit in between, gives 0: left alone). One pass over
 * the change records of the run's targets.
 */
async function recordStates(tx: Db, accountId: string, runId: string): Promise<RecordState[]> {
  return rowsOf<RecordState>(
    tx,
    sql`with touched as (
          select x.run_id, x.product_id, x.version_after, r.stage, ${runOrder} as at
          from import_changes x join import_runs r on r.id = x.run_id
          where x.account_id = ${accountId}
            and x.product_id in (select product_id from import_changes where run_id = ${runId})
        ), ranked as (
          select t.*,
            lag(t.run_id) over (partition by t.product_id order by t.at, t.run_id) as prev_run,
            lag(t.version_after) over (partition by t.product_id order by t.at, t.run_id) as prev_version,
            first_value(t.run_id) over (partition by t.product_id order by t.at desc, t.run_id desc) as last_run,
            first_value(t.version_after) over (partition by t.product_id order by t.at desc, t.run_id desc) as last_version,
            first_value(t.stage) over (partition by t.product_id order by t.at desc, t.run_id desc) as last_stage
          from touched t
        )
        select c.product_id::text as id, c.line, c.created, c.previous ? 'variantOf' as variant, c.previous,
          case when k.last_run = c.run_id then c.version_after
               when k.last_stage = 'rolledBack' then k.last_version else 0 end as expected,
          (c.created or k.prev_run is null or k.prev_version = c.version_after - case
            when c.previous ? 'variantOf' or exists (select 1 from jsonb_object_keys(c.next) f where f <> 'stock') then 1 else 0 end
          ) as transparent
        from import_changes c join ranked k on k.run_id = c.run_id and k.product_id = c.product_id
        where c.run_id = ${runId}
        order by c.line`,
  );
}

/**
 * Undoes a finished run from its change records through the products module's batch restore:
 * products and variants it created are deleted, fields it changed (stock, default-list prices,
 * variant axes included) get their previous values back, in one transaction. A target changed
 * since by someone else is left alone and reported; newer runs that touched the same targets must
 * be rolled back first (409). The records then carry the version the rollback left, so rolling
 * back an older run next still finds its targets as it left them.
 */
export async function rollbackRun(
  tx: Db,
  actor: { accountId: string; userId: string | null; ip?: string },
  runId: string,
  context: { defaultPriceListId: string | null; defaultWarehouseId: string | null },
): Promise<RollbackResult> {
  const inTheWay = (await newerRunsInTheWay(tx, actor.accountId, [runId])).get(runId) ?? [];
  if (inTheWay.length > 0) throw new AppError('CONFLICT', rollbackOrderMessage(inTheWay, 'produkty'));
  const batch = { accountId: actor.accountId, userId: actor.userId };
  const states = await recordStates(tx, actor.accountId, runId);
  const products = states.filter((state) => !state.variant);
  const variants = states.filter((state) => state.variant);
  const restoreRow = (state: RecordState) => {
    const { stock: _stock, variantOf: _variantOf, ...previous } = state.previous;
    return { id: state.id, expectedVersion: state.expected, previous };
  };
  const productVersions = await batchRestoreProducts(
    tx,
    batch,
    products.filter((state) => !state.created).map(restoreRow),
    context.defaultPriceListId,
  );
  const restoredVariants = await batchRestoreVariants(
    tx,
    batch,
    variants.filter((state) => !state.created).map(restoreRow),
    context.defaultPriceListId,
  );
  const stockWrite = { ...context, accountId: actor.accountId, userId: actor.userId, runId };
  const variantParent = new Map(restoredVariants.map((row) => [row.id, row.productId]));
  await setImportedStock(
    tx,
    stockWrite,
    [
      ...products
        .filter((state) => productVersions.has(state.id) && state.previous.stock != null)
        .map((state) => ({ productId: state.id, variantId: null, onHand: Number(state.previous.stock) })),
      ...variants
        .filter((state) => variantParent.has(state.id) && state.previous.stock != null)
        .map((state) => ({
          productId: variantParent.get(state.id)!,
          variantId: state.id,
          onHand: Number(state.previous.stock),
        })),
    ],
    'Cofnięcie importu',
  );
  const deleteRow = (state: RecordState) => ({ id: state.id, expectedVersion: state.expected });
  const deletedVariants = await batchDeleteVariants(
    tx,
    batch,
    variants.filter((state) => state.created).map(deleteRow),
  );
  const deletedProducts = await batchDeleteProducts(
    tx,
    batch,
    products.filter((state) => state.created).map(deleteRow),
  );
  const versions = new Map([
    ...productVersions,
    ...restoredVariants.map((row) => [row.id, row.version] as const),
  ]);
  await markRolledBack(tx, runId, states, versions);
  const done = new Set([...versions.keys(), ...deletedVariants, ...deletedProducts]);
  const skipped = await skippedTargets(
    tx,
    actor.accountId,
    states.filter((state) => !done.has(state.id)),
  );
  const restored = versions.size;
  const deleted = deletedVariants.length + deletedProducts.length;
  const entries = await removeCreatedEntries(tx, actor, runId);
  await removeAddedValues(tx, actor.accountId, runId);
  const parameters = await removeCreatedParameters(tx, actor.accountId, runId);
  const entriesNote =
    entries.removed.length + entries.kept.length === 0
      ? ''
      : `; wpisy słowników utworzone przez import: usunięto ${entries.removed.length}` +
        (entries.kept.length > 0
          ? `, zachowano ${entries.kept.length} (w użyciu: ${entries.kept.map(entryText).join(', ')})`
          : '') +
        (parameters.removed.length > 0
          ? `; usunięto parametry wariantów utworzone przez import: ${parameters.removed.join(', ')}`
          : '');
  await recordAudit(tx, {
    accountId: actor.accountId,
    userId: actor.userId,
    action: 'edit',
    targetType: 'product-import',
    targetId: runId,
    details: {
      note: `Cofnięcie importu: przywrócono ${restored}, usunięto ${deleted}, pominięto ${skipped.length}${entriesNote}`,
    },
    ip: actor.ip ?? null,
  });
  return { restored, deleted, skipped, entries };
}

/**
 * The run's records of restored targets now carry the version the rollback left — or 0 when the
 * run had not started from the state the previous import left (someone edited in between), so an
 * older run's rollback leaves that target alone.
 */
async function markRolledBack(tx: Db, runId: string, states: RecordState[], versions: Map<string, number>) {
  const marked = states.filter((state) => versions.has(state.id));
  if (marked.length === 0) return;
  await tx.execute(sql`
    update import_changes c set version_after = u.version
    from unnest(${sql.param(marked.map((state) => state.id))}::uuid[],
                ${sql.param(marked.map((state) => (state.transparent ? versions.get(state.id)! : 0)))}::int[]) as u(id, version)
    where c.run_id = ${runId} and c.product_id = u.id`);
}

async function skippedTargets(tx: Db, accountId: string, states: RecordState[]) {
  if (states.length === 0) return [];
  const found = await rowsOf<{ id: string; sku: string }>(
    tx,
    sql`select id::text as id, sku from products where account_id = ${accountId} and id = any(${sql.param(states.map((state) => state.id))}::uuid[])
        union all
        select id::text as id, sku from product_variants where account_id = ${accountId} and id = any(${sql.param(states.map((state) => state.id))}::uuid[])`,
  );
  const skus = new Map(found.map((row) => [row.id, row.sku]));
  return states
    .filter((state) => skus.has(state.id))
    .map((state) => ({ productId: state.id, sku: skus.get(state.id)!, line: state.line }));
}

const entryText = (entry: RolledBackEntry) => `${missingEntryNouns[entry.dictionary]} „${entry.name}”`;

/**
 * The dictionary entries the run created (recorded on the run) are removed by their modules once
 * the run's products are gone — unless something still refers to them: any foreign key to the
 * dictionary's table (products, auto-category rules, …) or a reference check the module knows, the
 * change record of another import not rolled back (its rollback would put the id back), or the
 * entry was edited since it was created. Those are kept and listed.
 */
async function removeCreatedEntries(
  tx: Db,
  actor: { accountId: string; userId: string | null; ip?: string },
  runId: string,
): Promise<RollbackResult['entries']> {
  const { accountId } = actor;
  const result: RollbackResult['entries'] = { removed: [], kept: [] };
  const [run] = await rowsOf<{ created: Partial<Record<MissingEntryDictionary, string[]>> }>(
    tx,
    sql`select created_entries as created from import_runs where id = ${runId} and account_id = ${accountId}`,
  );
  const byName = (a: RolledBackEntry, b: RolledBackEntry) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  for (const dictionary of missingEntryDictionaries) {
    const ids = run?.created[dictionary] ?? [];
    if (ids.length === 0) continue;
    const named = await rowsOf<{ id: string }>(
      tx,
      sql`select distinct v.value as id from import_changes c join import_runs r on r.id = c.run_id and r.stage <> 'rolledBack'
            cross join lateral (select * from jsonb_each_text(c.previous) union all select * from jsonb_each_text(c.next)) as v(key, value)
          where c.account_id = ${accountId} and c.run_id <> ${runId}
            and v.key = any(${sql.param(dictionaryFields(dictionary))}::text[]) and v.value = any(${sql.param(ids)}::text[])`,
    );
    const { removed, kept } = await dictionaryOwners[dictionary].removeUnused(tx, actor, ids, {
      inUse: new Set(named.map((row) => row.id)),
      unchangedOnly: true,
    });
    result.removed.push(...removed.map((entry) => ({ dictionary, ...entry })).sort(byName));
    result.kept.push(...kept.map((entry) => ({ dictionary, ...entry })).sort(byName));
  }
  return result;
}
