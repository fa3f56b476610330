import { and, eq } from 'drizzle-orm';
import { orderImportMessages } from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { orderImportChanges, orderImportRejectedRows, orderImportRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { JobDefinition } from '../../jobs/queue';
import { recordAudit } from '../audit/service';
import { settleProductStats } from '../pulpit/service';
import type { OrderImportOutcome } from '@zaplecze/contract/orders/order-import';
import {
  applyExternalOrder,
  applyExternalOrders,
  externalContext,
  type Actor,
  type ExternalPlan,
  type ExternalWritten,
} from '../orders/service';
import { HeapGuard } from '../../lib/heap-guard';
import type { NormalisedOrder } from './normalise';
import {
  countKey,
  emptyCounts,
  findRun,
  lockOrderImports,
  orderImportJobName,
  orderImportLimits,
  outcomeOf,
  planBatch,
  runTarget,
  type Deps,
  type Run,
} from './runs';
import { groupRun, orderBatches } from './staged-rows';

export async function startImport(deps: Deps, actor: Actor, runId: string): Promise<Run> {
  const run = await findRun(deps.db, actor.accountId, runId);
  if (run.status !== 'analysed')
    throw new AppError(
      'CONFLICT',
      run.status === 'mapping' ? orderImportMessages.notAnalysed : orderImportMessages.alreadyStarted,
    );
  const [queued] = await deps.db
    .update(orderImportRuns)
    .set({ status: 'queued', processed: 0, counts: emptyCounts() })
    .where(and(eq(orderImportRuns.id, run.id), eq(orderImportRuns.status, 'analysed')))
    .returning();
  if (!queued) throw new AppError('CONFLICT', orderImportMessages.alreadyStarted);
  await recordAudit(deps.db, {
    ...actor,
    action: 'create',
    targetType: runTarget,
    targetId: run.id,
    targetLabel: run.fileName,
    details: {
      mode: run.mode,
      identifier: run.identifier,
      orders: run.total,
      note: `Uruchomiono import ${run.total} zamówień`,
    },
  });
  await deps.jobs.send(orderImportJobName, { runId: run.id });
  return queued;
}

/** Runs an analysed import at once, without the queue (the demo data's finished run). */
export async function importRunNow(db: Db, actor: Actor, runId: string): Promise<void> {
  await db
    .update(orderImportRuns)
    .set({ status: 'queued' })
    .where(and(eq(orderImportRuns.accountId, actor.accountId), eq(orderImportRuns.id, runId)));
  await runOrderImport(db, runId);
}

/** A batch of the run's orders and their plans (each order planned again: the data may have moved since the dry run). */
interface PlannedBatch {
  batch: NormalisedOrder[];
  plans: (ExternalPlan | null)[];
}

/**
 * One batch of the final import: its writes through `applyExternalOrders` (new orders set-based
 * in one transaction, their share of the Pulpit's top products settled once at the run's end), its
 * changes kept for the rollback. When the batch fails (a refused order, stock short), it goes
 * again order by order, so each order ends as it would alone.
 */
async function importBatch(
  db: Db,
  actor: Actor,
  run: Run,
  { batch, plans }: PlannedBatch,
): Promise<OrderImportOutcome[]> {
  const outcomes = batch.map((order, index) => outcomeOf(order, plans[index] ?? null));
  const writes = plans.flatMap((plan, index) =>
    plan && (plan.action === 'create' || plan.action === 'update') ? [{ plan, index }] : [],
  );
  const keep = (written: ExternalWritten, plan: ExternalPlan) =>
    written
      ? [
          {
            accountId: run.accountId,
            runId: run.id,
            orderId: written.orderId,
            action: plan.action as 'create' | 'update',
            before: (written.before ?? null) as Record<string, unknown> | null,
            versionAfter: written.version,
          },
        ]
      : [];
  try {
    const written = await applyExternalOrders(
      db,
      actor,
      writes.map(({ plan }) => plan),
      { productStats: 'deferred' },
    );
    const changes = writes.flatMap(({ plan }, n) => keep(written[n]!, plan));
    if (changes.length > 0) await insertRows(db, orderImportChanges, changes);
    return outcomes;
  } catch {
    // One by one below.
  }
  for (const { plan, index } of writes) {
    try {
      const changes = keep(await applyExternalOrder(db, actor, plan), plan);
      if (changes.length > 0) await insertRows(db, orderImportChanges, changes);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : orderImportMessages.failed;
      outcomes[index] = { ...outcomes[index]!, action: 'reject', reason };
    }
  }
  return outcomes;
}

/** The final import: the run's orders in batches (`importBatch`), the counts and progress after each. */
export async function runOrderImport(db: Db, runId: string): Promise<void> {
  const run = await db.transaction(async (tx) => {
    const [queued] = await tx.select().from(orderImportRuns).where(eq(orderImportRuns.id, runId));
    if (!queued || queued.status !== 'queued') return null;
    await lockOrderImports(tx, queued.accountId);
    const [started] = await tx
      .update(orderImportRuns)
      .set({ status: 'running' })
      .where(and(eq(orderImportRuns.id, runId), eq(orderImportRuns.status, 'queued')))
      .returning();
    return started ?? null;
  });
  if (!run) return;
  const actor: Actor = { accountId: run.accountId, userId: run.userId, ip: run.ip };
  try {
    const orders = await groupRun(db, run);
    if (!orders) throw new Error('mapping lost its key column');
    const ctx = await externalContext(db, run.accountId);
    const counts = emptyCounts();
    const rejected: { line: number; key: string; reason: string }[] = [];
    let processed = 0;
    // The next batch is read and planned while this one is written: planning only reads, and no
    // two batches hold the same order (the rows are grouped by the order's key over the whole file).
    const batches = orderBatches(db, run, orders, orderImportLimits.batch);
    const planNext = async (): Promise<PlannedBatch | null> => {
      const next = await batches.next();
      if (next.done) return null;
      const options = { identifier: run.identifier, mode: run.mode };
      return { batch: next.value, plans: await planBatch(db, ctx, next.value, options) };
    };
    const heap = new HeapGuard();
    let upcoming = planNext();
    for (let planned = await upcoming; planned; planned = await upcoming) {
      upcoming = planNext();
      // Awaited in the next turn; until then a failure must not count as unhandled.
      upcoming.catch(() => {});
      const { batch } = planned;
      for (const outcome of await importBatch(db, actor, run, planned)) {
        counts[countKey[outcome.action]] += 1;
        if (outcome.action === 'reject')
          rejected.push({ line: outcome.line, key: outcome.key, reason: outcome.reason ?? '' });
      }
      processed += batch.length;
      await db.update(orderImportRuns).set({ processed, counts }).where(eq(orderImportRuns.id, runId));
      heap.relieve();
    }
    heap.release();
    await settleProductStats(db, run.accountId);
    await db.transaction(async (tx) => {
      await tx.delete(orderImportRejectedRows).where(eq(orderImportRejectedRows.runId, runId));
      for (let start = 0; start < rejected.length; start += 1000)
        await tx
          .insert(orderImportRejectedRows)
          .values(
            rejected.slice(start, start + 1000).map((row) => ({ ...row, accountId: run.accountId, runId })),
          );
      await tx
        .update(orderImportRuns)
        .set({ status: 'done', processed, counts, finishedAt: new Date() })
        .where(eq(orderImportRuns.id, runId));
    });
  } catch (error) {
    // What the failed run wrote stays: its lines count on the Pulpit as any other lines.
    await settleProductStats(db, run.accountId).catch(() => {});
    await db
      .update(orderImportRuns)
      .set({ status: 'failed', error: orderImportMessages.failed, finishedAt: new Date() })
      .where(eq(orderImportRuns.id, runId));
    throw error;
  }
}

export function orderImportJob(
  db: Db,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ runId: string }> {
  return {
    name: orderImportJobName,
    retryLimit: 0,
    handle: async ({ runId }) => {
      try {
        await runOrderImport(db, runId);
      } catch (error) {
        logger.error({ err: error, runId }, 'order import job failed');
      }
    },
  };
}
