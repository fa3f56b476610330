import { eq } from 'drizzle-orm';
import {
  orderImportFieldLabels,
  orderImportMessages,
  orderImportPreviewLimit,
  type OrderImportField,
  type OrderImportIdentifier,
  type OrderImportMode,
  type OrderImportOutcome,
} from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { orderImportRejectedRows, orderImportRuns } from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { externalContext } from '../orders/service';
import { HeapGuard } from '../../lib/heap-guard';
import { countKey, emptyCounts, findRun, orderImportLimits, outcomeOf, planBatch, type Run } from './runs';
import { groupRun, orderBatches } from './staged-rows';

/** The preview's order: updates and refusals first (they need reading), then warned, then the rest. */
const previewRank = (outcome: OrderImportOutcome) =>
  outcome.action === 'reject' ? 0 : outcome.action === 'update' ? 1 : outcome.warnings.length > 0 ? 2 : 3;

/**
 * The dry run: every order of the file planned through the orders module without writing; the
 * counts, the first outcomes (with the per-field diff of updates) and every refused order kept.
 */
export async function dryRun(
  db: Db,
  accountId: string,
  runId: string,
  options: {
    identifier: OrderImportIdentifier;
    mode: OrderImportMode;
    mapping?: (OrderImportField | null)[];
  },
): Promise<{ run: Run; outcomes: OrderImportOutcome[] }> {
  const run = await findRun(db, accountId, runId);
  if (!['mapping', 'analysed'].includes(run.status))
    throw new AppError('CONFLICT', orderImportMessages.alreadyStarted);
  const mapping = options.mapping ?? run.mapping;
  if (mapping.length > run.header.length)
    throw validationFailed(
      { mapping: orderImportMessages.mappingInvalid },
      orderImportMessages.mappingInvalid,
    );
  const next = { ...run, mapping, identifier: options.identifier, mode: options.mode };
  const orders = await groupRun(db, next);
  if (!orders) {
    const message = orderImportMessages.noKeyColumn(
      orderImportFieldLabels[options.identifier === 'number' ? 'number' : 'externalId'],
    );
    throw validationFailed({ mapping: message }, message);
  }
  const ctx = await externalContext(db, accountId);
  const counts = emptyCounts();
  const rejected: OrderImportOutcome[] = [];
  let preview: OrderImportOutcome[] = [];
  const heap = new HeapGuard();
  for await (const batch of orderBatches(db, next, orders, orderImportLimits.batch)) {
    const plans = await planBatch(db, ctx, batch, options);
    const outcomes = batch.map((order, index) => outcomeOf(order, plans[index] ?? null));
    for (const outcome of outcomes) {
      counts[countKey[outcome.action]] += 1;
      if (outcome.action === 'reject') rejected.push(outcome);
    }
    preview = [...preview, ...outcomes]
      .sort((a, b) => previewRank(a) - previewRank(b) || a.line - b.line)
      .slice(0, orderImportPreviewLimit);
    heap.relieve();
  }
  heap.release();
  const updated = await db.transaction(async (tx) => {
    await tx.delete(orderImportRejectedRows).where(eq(orderImportRejectedRows.runId, run.id));
    for (let start = 0; start < rejected.length; start += 1000)
      await tx.insert(orderImportRejectedRows).values(
        rejected.slice(start, start + 1000).map((outcome) => ({
          accountId,
          runId: run.id,
          line: outcome.line,
          key: outcome.key,
          reason: outcome.reason ?? '',
        })),
      );
    const [row] = await tx
      .update(orderImportRuns)
      .set({
        status: 'analysed',
        mapping,
        identifier: options.identifier,
        mode: options.mode,
        counts,
        preview,
        total: orders.heads.length,
        processed: 0,
      })
      .where(eq(orderImportRuns.id, run.id))
      .returning();
    return row!;
  });
  return { run: updated, outcomes: preview };
}
