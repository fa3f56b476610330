import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { importRejectedRows, importRuns } from '../../../db/schema/index';
import { diffLines } from '../planning/diff-text';
import { planBatch } from '../planning/plan';
import { claimParentRows, isVariantRow, planVariants, type PlannedVariant } from './variants';
import { HeapGuard } from '../../../lib/heap-guard';
import { timed, timedBatches } from './timings';
import { SpillWriter } from './spill';
import { accountDefaults } from '../../warehouses/service';
import { missingDefaultsEntries } from './defaults';
import { axisNamesById, newParametersEntry, resolveVariantAxes } from './variant-axes';
import { lookUpNames, namesOfIds, NewNames, refuseMissingNames } from '../mapping/dictionaries';
import { batches, planContext } from './run-batches';
import { saveRejected, saveWarnings } from './run-records';
import { localImportFile, type ImportFiles } from './import-files';

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
export async function dryRun(db: Db, files: ImportFiles, runId: string): Promise<DryRunResult> {
  const [stored] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  // Read from this instance's copy of the file (downloaded when the upload reached another one).
  const run = stored && { ...stored, filePath: await localImportFile(files, stored) };
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
    heap.release();
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
