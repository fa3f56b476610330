import { and, eq, sql } from 'drizzle-orm';
import {
  orderImportMessages,
  type OrderImportCounts,
  type OrderImportField,
  type OrderImportOutcome,
} from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { orderImportRuns } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import {
  planExternalOrder,
  prefetchExternal,
  type ExternalContext,
  type ExternalPlan,
} from '../orders/service';
import { groupRows, normaliseOrder, type NormalisedOrder } from './normalise';

/** An import run: what the upload, the dry run, the job, the rollback and the views share. */

export const orderImportJobName = 'orders.import';
/** Rows of one file, staged as read (`staged-rows.ts`), and orders planned and written at once. */
export const orderImportLimits = { maxRows: 300_000, batch: 1000 };

export type Run = typeof orderImportRuns.$inferSelect;
export interface Deps {
  db: Db;
  jobs: JobQueue;
}

export const runTarget = 'order_import';
export const emptyCounts = (): OrderImportCounts => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 });

/**
 * One account's final imports and rollbacks take turns: a rollback holds this lock for its whole
 * transaction and the job takes it to start, so a job waits for a rollback to finish and a
 * rollback is refused while a job is queued or running (`rollback.ts`). Otherwise an import could
 * plan an order from the state the rollback is replacing and keep that as its before-image.
 */
export async function lockOrderImports(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-imports:${accountId}`}, 0))`);
}

export async function findRun(db: Db, accountId: string, runId: string): Promise<Run> {
  const [run] = await db
    .select()
    .from(orderImportRuns)
    .where(and(eq(orderImportRuns.accountId, accountId), eq(orderImportRuns.id, runId)));
  if (!run) throw notFound(orderImportMessages.runNotFound);
  return run;
}

/** Rows as orders at once: grouped by the identifier, each read with the mapping (tests, small files). */
export function normaliseRun(
  run: Pick<Run, 'mapping' | 'identifier' | 'profile'> & { rows: { line: number; values: string[] }[] },
): NormalisedOrder[] | { missingKey: true } {
  const groups = groupRows(
    run.rows.map((row) => ({ line: row.line, values: row.values })),
    run.mapping,
    run.identifier,
  );
  if ('missingKey' in groups) return groups;
  const mapped = new Set(run.mapping.filter((field): field is OrderImportField => field !== null));
  return groups.map((group) =>
    normaliseOrder(group, { identifier: run.identifier, profile: run.profile, mapped }),
  );
}

export function outcomeOf(order: NormalisedOrder, plan: ExternalPlan | null): OrderImportOutcome {
  const warnings = [...order.warnings, ...(plan?.warnings ?? [])];
  if (!plan || plan.action === 'reject')
    return {
      key: order.key,
      line: order.line,
      action: 'reject',
      orderNo: plan?.orderNo ?? null,
      reason: plan && plan.action === 'reject' ? plan.reason : order.problems.join('; '),
      warnings,
      diff: [],
    };
  return {
    key: order.key,
    line: order.line,
    action: plan.action,
    orderNo: plan.action === 'create' ? null : plan.orderNo,
    reason: null,
    warnings,
    diff: plan.action === 'update' ? plan.diff : [],
  };
}

export const countKey = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  reject: 'rejected',
} as const;

/**
 * Plans a batch of the run's orders through the orders module (the orders they may update and the
 * catalogue codes of their lines read once for the batch); null for an order the file already refuses.
 */
export async function planBatch(
  db: Db,
  base: ExternalContext,
  batch: NormalisedOrder[],
  options: { identifier: Run['identifier']; mode: Run['mode'] },
): Promise<(ExternalPlan | null)[]> {
  const valid = batch.filter((order) => order.problems.length === 0).map((order) => order.order);
  const ctx = { ...base, known: await prefetchExternal(db, base, valid, options.identifier) };
  const plans: (ExternalPlan | null)[] = [];
  for (const order of batch)
    plans.push(order.problems.length > 0 ? null : await planExternalOrder(db, ctx, order.order, options));
  return plans;
}
