import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  autoCategoryRunMessages as messages,
  type AutoCategoryRunJob,
  type autoCategoryRunBody,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { productListMessages } from '@zaplecze/contract/products/products-list';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { productJobs, products } from '../../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../../errors';
import type { JobQueue } from '../../../jobs/queue';
import { isUniqueViolation } from '../../accounts/service';
import { activeRules } from '../../auto-categories/service';
import type { Actor } from '../bulk/apply';
import { insertProductJob, settleAbandonedProductJobs } from '../bulk/service';
import { rowsOf } from '../../../db/rows';

export const autoCategoryRunJobName = 'products.auto-categories';

/** The run walks the catalogue in keyset batches of this many ids, each batch one transaction; tests lower it. */
export const autoCategoryRunSettings = { batchSize: 5000 };

type Deps = { db: Db; jobs: JobQueue };

type RunBody = z.output<typeof autoCategoryRunBody>;
type JobRow = typeof productJobs.$inferSelect;

/** Products the run looks at: without `overwrite` only those with no main category. */
export const runCandidates = (accountId: string, overwrite: boolean) =>
  overwrite
    ? sql`${products.accountId} = ${accountId}`
    : sql`${products.accountId} = ${accountId} and ${products.categoryId} is null`;

/** The account's auto-category runs (other jobs share the table) that also meet `condition`. */
const runsOf = (accountId: string, condition: SQL) =>
  and(eq(productJobs.accountId, accountId), eq(productJobs.kind, 'autoCategories'), condition);

const underWay = inArray(productJobs.status, ['queued', 'running']);

/** Runs of the account whose queue job was abandoned are marked failed: they would block the next run. */
const settleAbandonedRuns = (deps: Deps, accountId: string) =>
  settleAbandonedProductJobs(deps, accountId, {
    kinds: ['autoCategories'],
    jobName: autoCategoryRunJobName,
    error: messages.failed,
  });

/**
 * Starts a run of the active rules over the catalogue as a job. One run at a time per account:
 * a second start gets 409 (the partial unique index on product_jobs also holds under races).
 */
export async function startAutoCategoryRun(
  deps: Deps,
  actor: Actor,
  body: RunBody,
): Promise<{ jobId: string }> {
  const { db } = deps;
  await settleAbandonedRuns(deps, actor.accountId);
  if ((await activeRules(db, actor.accountId)).length === 0)
    throw validationFailed({ rules: messages.noActiveRules }, messages.noActiveRules);
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${products} where ${runCandidates(actor.accountId, body.overwrite)}`,
  );
  let jobId: string;
  try {
    jobId = await insertProductJob(db, actor, {
      kind: 'autoCategories',
      overwrite: body.overwrite,
      total: count!.n,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', messages.alreadyRunning);
    throw error;
  }
  try {
    await deps.jobs.send(autoCategoryRunJobName, { jobId });
  } catch (error) {
    // A run the queue never got would block the account's next run forever.
    await db.delete(productJobs).where(eq(productJobs.id, jobId));
    throw error;
  }
  return { jobId };
}

export const toRunView = (row: JobRow): AutoCategoryRunJob => ({
  id: row.id,
  status: row.status,
  overwrite: row.overwrite,
  processed: row.processed,
  total: row.total,
  done: row.done,
  message: row.message,
  error: row.error,
});

/** A run of the account, or 404 (another account's run, or another kind of job, does not exist here). */
export async function getAutoCategoryRun(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<AutoCategoryRunJob> {
  await settleAbandonedRuns(deps, accountId);
  const [row] = await deps.db
    .select()
    .from(productJobs)
    .where(runsOf(accountId, eq(productJobs.id, id)));
  if (!row) throw notFound(productListMessages.jobNotFound);
  return toRunView(row);
}

/** The account's run that is still under way, if any: a page opened later picks its progress up. */
export async function currentAutoCategoryRun(
  deps: Deps,
  accountId: string,
): Promise<AutoCategoryRunJob | null> {
  await settleAbandonedRuns(deps, accountId);
  const [row] = await deps.db
    .select()
    .from(productJobs)
    .where(runsOf(accountId, underWay))
    .orderBy(desc(productJobs.createdAt))
    .limit(1);
  return row ? toRunView(row) : null;
}
