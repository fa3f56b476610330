import { eq, sql } from 'drizzle-orm';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import { importRejectedRows, importRuns } from '../../../db/schema/index';
import { recordAudit } from '../../audit/service';
import { planBatch, type Planned } from '../planning/plan';
import { claimParentRows, isVariantRow, planVariants, writeVariants } from './variants';
import { writeBatch, type WriteContext } from './write';
import { HeapGuard } from '../../../lib/heap-guard';
import { timed, timedBatches } from './timings';
import { removeSpill, spilledBatches } from './spill';
import { ensureDefaults } from './defaults';
import { resolveVariantAxes } from './variant-axes';
import { createMissingNames, refuseMissingNames } from '../mapping/dictionaries';
import { batches, fromSpill, planContext } from './run-batches';
import { applyPlanLimit, saveRejected, saveWarnings } from './run-records';
import { localImportFile, type ImportFiles } from './import-files';

/**
 * The final import: batch by batch, each batch one transaction that also records how far the run
 * got, so a retried job resumes after the last committed batch and never imports a row twice.
 */
export async function finalImport(
  db: Db,
  files: ImportFiles,
  runId: string,
  onBatch?: () => Promise<void>,
): Promise<void> {
  const [stored] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!stored || stored.stage === 'cancelled') return;
  // This instance's copy of the file: the dry run's spill sits beside it only where the dry run ran;
  // elsewhere (another instance, a copy downloaded again) there is none, or its fingerprint differs, and the file is read.
  const run = { ...stored, filePath: await localImportFile(files, stored) };
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
  heap.release();
  await removeSpill(run.filePath);
}
