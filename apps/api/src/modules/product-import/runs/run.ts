import { eq, sql } from 'drizzle-orm';
import type { ImportMode, ProductIdentifier } from '@zaplecze/contract/product-import/product-import';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import { importRejectedRows, importRuns } from '../../../db/schema/index';
import { recordAudit } from '../../audit/service';
import { assertPlanLimit } from '../../plans/service';
import { openTable } from '../sources/open-table';
import { diffLines } from '../planning/diff-text';
import { parseRow, type ParsedRow, type RowError } from '../mapping/fields';
import { planBatch, type PlanContext, type Planned } from '../planning/plan';
import { rowsOf } from '../../../db/rows';
import { claimParentRows, isVariantRow, planVariants, writeVariants, type PlannedVariant } from './variants';
import { writeBatch, type WriteContext } from './write';
import { HeapGuard } from './heap';
import { timed, timedBatches } from './timings';
import { removeSpill, spilledBatches, SpillWriter } from './spill';
import { accountDefaults } from '../../warehouses/service';
import { ensureDefaults, missingDefaultsEntries } from './defaults';
import {
  axisContext,
  axisNamesById,
  newParametersEntry,
  resolveVariantAxes,
  type AxisContext,
} from './variant-axes';
import {
  createMissingNames,
  lookUpNames,
  namesOfIds,
  NewNames,
  refuseMissingNames,
} from '../mapping/dictionaries';

export const batchSize = 5000;
/** Rows read between two heap checks while a batch is parsed (see HeapGuard). */
const rowsPerHeapCheck = 1000;
const shownItems = 200;

export interface DryRunResult {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  total: number;
  diffs: { line: number; key: string; changes: string[] }[];
  rejectedRows: { line: number; field: string; reason: string; value: string }[];
  warnings: number;
  warningRows: { line: number; field: string; reason: string; value: string }[];
  newEntries: ReturnType<NewNames['summary']>;
}

type Run = typeof importRuns.$inferSelect;

async function saveRejected(tx: Db, runId: string, planned: (Planned | PlannedVariant)[]) {
  const rejected = planned.flatMap((item) =>
    item.kind === 'rejected' ? item.errors.map((error) => ({ line: item.line, ...error })) : [],
  );
  if (rejected.length === 0) return;
  await tx.insert(importRejectedRows).values(
    rejected.map((row) => ({
      runId,
      line: row.line,
      field: row.field,
      reason: row.reason,
      value: row.value,
    })),
  );
}

/** The batch's warnings (fields left out, values repaired, bad bytes), stored beside the rejected rows. */
async function saveWarnings(tx: Db, runId: string, batch: ParsedRow[]): Promise<number> {
  const warnings = batch.flatMap((row) => row.warnings.map((warning) => ({ line: row.line, ...warning })));
  // A file forced to the wrong encoding warns in every cell: inserted in slices under PostgreSQL's 65 535 parameters.
  for (let start = 0; start < warnings.length; start += 5000)
    await tx
      .insert(importRejectedRows)
      .values(
        warnings
          .slice(start, start + 5000)
          .map((warning) => ({ runId, severity: 'warning' as const, ...warning })),
      );
  return warnings.length;
}

/**
 * Over the plan limit the batch's new products are refused, row by row (the rest still goes in).
 * The account's product count is read once per run and then carried forward batch by batch.
 */
async function applyPlanLimit(
  tx: Db,
  accountId: string,
  planned: Planned[],
  counter: { products: number | null },
): Promise<Planned[]> {
  const creates = planned.filter((item) => item.kind === 'create').length;
  if (creates === 0) return planned;
  if (counter.products === null) {
    const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from products where account_id = ${accountId}`,
    );
    counter.products = count;
  }
  try {
    await assertPlanLimit(tx, accountId, 'products', counter.products, creates);
    counter.products += creates;
    return planned;
  } catch {
    const error: RowError = { field: 'sku', reason: rowMessages.planLimit, value: '' };
    return planned.map((item) =>
      item.kind === 'create'
        ? { kind: 'rejected', line: item.line, errors: [{ ...error, value: item.values.sku ?? '' }] }
        : item,
    );
  }
}

/**
 * The file's rows in batches; the heap is checked while rows are read and after each batch is done
 * with — never in the middle of a batch, where a compacting GC would have to move the whole batch
 * (measured: a 70 MB short RSS spike in the update run when it also ran between plan and write).
 */
async function* batches(run: Run, skip: number, heap: HeapGuard): AsyncGenerator<ParsedRow[]> {
  const table = await openTable(run.filePath, run.format, {
    fromUrl: run.source !== 'upload',
    source: run.sourceOptions,
  });
  let batch: ParsedRow[] = [];
  let index = 0;
  for await (const row of table.rows()) {
    index += 1;
    if (index % rowsPerHeapCheck === 0) heap.relieve();
    if (index <= skip) continue;
    const parsed = parseRow(row.line, table.header, row.values, run.mapping ?? {}, {
      fieldErrorPolicy: run.fieldErrorPolicy,
    });
    for (const problem of row.problems ?? [])
      parsed.warnings.push({
        field: table.header[problem.column] ?? '',
        reason: problem.reason,
        value: row.values[problem.column] ?? '',
      });
    batch.push(parsed);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
      heap.relieve();
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Batches of the dry run's spilled rows after the first `skip`, built as `batches` builds them from
 * the file: the heap checked between frames (a thousand rows) and after each batch.
 */
async function* fromSpill(spilled: AsyncIterable<ParsedRow[]>, skip: number, heap: HeapGuard) {
  let left = skip;
  let batch: ParsedRow[] = [];
  for await (const frame of spilled) {
    heap.relieve();
    const rows = left > 0 ? frame.slice(Math.min(left, frame.length)) : frame;
    left -= frame.length - rows.length;
    for (const row of rows) batch.push(row);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
      heap.relieve();
    }
  }
  if (batch.length > 0) yield batch;
}

function planContext(run: Run): PlanContext & AxisContext & { parentsDone: Set<string> } {
  return {
    ...axisContext(),
    parentsDone: new Set(),
    accountId: run.accountId,
    mode: run.importMode as ImportMode,
    identifier: run.productIdentifier as ProductIdentifier,
    seenKeys: new Map(),
    names: new Map(),
  };
}

/** Variants count as rows of the run; a diff names the variant with its parent ('PARENT › VARIANT'). */
function countVariants(result: DryRunResult, variants: PlannedVariant[], names: ReadonlyMap<string, string>) {
  for (const item of variants) {
    result.total += 1;
    if (item.kind === 'create') result.created += 1;
    else if (item.kind === 'unchanged') result.unchanged += 1;
    else if (item.kind === 'update') {
      result.updated += 1;
      if (result.diffs.length < shownItems)
        result.diffs.push({
          line: item.line,
          key: `${item.parentSku} › ${item.sku}`,
          changes: diffLines(item.previous, item.next, names),
        });
    } else {
      result.rejected += 1;
      for (const error of item.errors)
        if (result.rejectedRows.length < shownItems) result.rejectedRows.push({ line: item.line, ...error });
    }
  }
}

/** Reads the whole file and reports what the import would do; writes only the run's counts and rejected rows. */
export async function dryRun(db: Db, runId: string): Promise<DryRunResult> {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  const context = planContext(run!);
  const result: DryRunResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    total: 0,
    diffs: [],
    rejectedRows: [],
    warnings: 0,
    warningRows: [],
    newEntries: [],
  };
  const newNames = new NewNames();
  const idNames = new Map<string, string>();
  await db.delete(importRejectedRows).where(eq(importRejectedRows.runId, runId));
  const defaults = await accountDefaults(db, run!.accountId);
  const { defaultPriceListId } = defaults;
  const heap = new HeapGuard();
  const spill = await SpillWriter.open(run!);
  try {
    for await (const batch of timedBatches('dry: read+parse', batches(run!, 0, heap))) {
      // Spilled as parsed, before names are resolved (they may change before the final import).
      await timed('dry: spill', async () => spill?.write(batch));
      result.warnings += await timed('dry: warnings', () => saveWarnings(db, runId, batch));
      for (const row of batch)
        for (const warning of row.warnings)
          if (result.warningRows.length < shownItems) result.warningRows.push({ line: row.line, ...warning });
      await timed('dry: names', () => lookUpNames(db, run!.accountId, batch, context.names));
      refuseMissingNames(batch, context.names, run!.missingEntries);
      newNames.add(batch, context.names, run!.missingEntries);
      const planned = await timed('dry: plan', () =>
        planBatch(
          db,
          context,
          batch.filter((row) => !isVariantRow(row)),
        ),
      );
      const shownUpdates = planned
        .filter((item) => item.kind === 'update')
        .slice(0, Math.max(0, shownItems - result.diffs.length));
      await namesOfIds(
        db,
        run!.accountId,
        shownUpdates.flatMap((item) => (item.kind === 'update' ? [item.previous, item.next] : [])),
        idNames,
      );
      await timed('dry: rejected', () => saveRejected(db, runId, planned));
      const variantRows = batch.filter(isVariantRow);
      if (variantRows.length > 0) {
        claimParentRows(context, planned, variantRows);
        await resolveVariantAxes(db, run!.accountId, variantRows, context, false);
        const { variants } = await planVariants(db, context, variantRows, defaultPriceListId);
        const axes = variants.flatMap((item) =>
          item.kind === 'update' ? [item.previous.axes, item.next.axes] : [],
        );
        await axisNamesById(db, run!.accountId, context, axes, idNames);
        await saveRejected(
          db,
          runId,
          variants.filter((item) => item.kind === 'rejected'),
        );
        countVariants(result, variants, idNames);
      }
      for (const item of planned) {
        result.total += 1;
        if (item.kind === 'create') result.created += 1;
        else if (item.kind === 'unchanged') result.unchanged += 1;
        else if (item.kind === 'update') {
          result.updated += 1;
          if (result.diffs.length < shownItems)
            result.diffs.push({
              line: item.line,
              key: item.merged.sku ?? item.id,
              changes: diffLines(
                item.previous,
                { ...item.next, ...(item.stock !== undefined ? { stock: String(item.stock) } : {}) },
                idNames,
              ),
            });
        } else {
          result.rejected += 1;
          for (const error of item.errors)
            if (result.rejectedRows.length < shownItems)
              result.rejectedRows.push({ line: item.line, ...error });
        }
      }
    }
    await timed('dry: spill', async () => spill?.complete());
  } catch (error) {
    await spill?.discard();
    throw error;
  }
  result.newEntries = [
    ...newNames.summary(),
    ...newParametersEntry(context),
    ...missingDefaultsEntries(defaults, run!.mapping),
  ];
  await db
    .update(importRuns)
    .set({
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
      rejected: result.rejected,
      warnings: result.warnings,
      totalRows: result.total,
    })
    .where(eq(importRuns.id, runId));
  return result;
}

/**
 * The final import: batch by batch, each batch one transaction that also records how far the run
 * got, so a retried job resumes after the last committed batch and never imports a row twice.
 */
export async function finalImport(db: Db, runId: string, onBatch?: () => Promise<void>): Promise<void> {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || run.stage === 'cancelled') return;
  const fresh = run.stage !== 'running';
  await db
    .update(importRuns)
    .set({
      stage: 'running',
      status: 'InProgress',
      startedAt: run.startedAt ?? new Date(),
      ...(fresh ? { processedRows: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, warnings: 0 } : {}),
    })
    .where(eq(importRuns.id, runId));
  if (fresh) await db.delete(importRejectedRows).where(eq(importRejectedRows.runId, runId));
  const skip = fresh ? 0 : run.processedRows;
  const context = planContext(run);
  const counter = { products: null as number | null };
  const write: WriteContext = {
    accountId: run.accountId,
    userId: run.userId,
    runId,
    ...(await ensureDefaults(db, run)),
  };
  const heap = new HeapGuard();
  // The rows the dry run parsed, when they were parsed from this very file with these choices.
  const spilled = await spilledBatches(run);
  const source = spilled ? fromSpill(spilled, skip, heap) : batches(run, skip, heap);
  for await (const batch of timedBatches('final: read+parse', source)) {
    // A cancellation stops between batches: whatever was committed stays (and can be rolled back).
    const [current] = await db
      .select({ stage: importRuns.stage })
      .from(importRuns)
      .where(eq(importRuns.id, runId));
    if (current?.stage === 'cancelled') return;
    await db.transaction(async (tx) => {
      const actor = { accountId: run.accountId, userId: run.userId };
      await timed('final: names', () =>
        createMissingNames(tx, actor, batch, context.names, run.missingEntries, runId),
      );
      refuseMissingNames(batch, context.names, run.missingEntries);
      const products = await timed('final: plan', () =>
        planBatch(
          tx,
          context,
          batch.filter((row) => !isVariantRow(row)),
        ),
      );
      const variantRows = batch.filter(isVariantRow);
      claimParentRows(context, products, variantRows);
      if (variantRows.length > 0)
        await resolveVariantAxes(tx, run.accountId, variantRows, context, true, runId);
      const { parents, variants } =
        variantRows.length > 0
          ? await planVariants(tx, context, variantRows, write.defaultPriceListId)
          : { parents: [], variants: [] };
      const planned = await timed('final: plan limit', () =>
        applyPlanLimit(tx, run.accountId, [...products, ...parents], counter),
      );
      await writeBatch(tx, write, planned);
      // A parent refused by the plan limit takes its new variants with it.
      const refused = new Set(
        planned
          .slice(products.length)
          .flatMap((item) =>
            item.kind === 'rejected' ? item.errors.map((error) => error.value.toLowerCase()) : [],
          ),
      );
      for (const [index, item] of variants.entries())
        if (item.kind === 'create' && refused.has(item.parentSku.toLowerCase()))
          variants[index] = {
            kind: 'rejected',
            line: item.line,
            errors: [{ field: 'sku', reason: rowMessages.planLimit, value: item.sku }],
          };
      await writeVariants(tx, write, variants);
      const rows = [...planned.slice(0, products.length), ...variants];
      await timed('final: rejected', () =>
        saveRejected(tx, runId, [
          ...rows,
          ...planned.slice(products.length).filter((item) => item.kind === 'rejected'),
        ]),
      );
      const warnings = await timed('final: warnings', () => saveWarnings(tx, runId, batch));
      const count = (kind: Planned['kind']) => rows.filter((item) => item.kind === kind).length;
      if (count('create') + count('update') > 0)
        await timed('final: audit', () =>
          recordAudit(tx, {
            accountId: run.accountId,
            userId: run.userId,
            action: 'edit',
            targetType: 'product-import',
            targetId: runId,
            targetLabel: run.fileName,
            details: {
              note: `Import produktów: utworzono ${count('create')}, zaktualizowano ${count('update')}`,
            },
          }),
        );
      await tx
        .update(importRuns)
        .set({
          processedRows: sql`${importRuns.processedRows} + ${batch.length}`,
          created: sql`${importRuns.created} + ${count('create')}`,
          updated: sql`${importRuns.updated} + ${count('update')}`,
          unchanged: sql`${importRuns.unchanged} + ${count('unchanged')}`,
          rejected: sql`${importRuns.rejected} + ${count('rejected')}`,
          warnings: sql`${importRuns.warnings} + ${warnings}`,
        })
        .where(eq(importRuns.id, runId));
    });
    await onBatch?.();
  }
  await removeSpill(run.filePath);
}
