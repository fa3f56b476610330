import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  importMessages,
  rolledBackEntriesText,
  type LogStatus,
} from '@zaplecze/contract/product-import/product-import';
import type { RollbackView } from '@zaplecze/contract/product-import/product-import-api';
import type { Db } from '../../../db/client';
import { importRuns } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { assertPlanLimit } from '../../plans/service';
import { JobHandedBack, jobAbandoned, type JobDefinition, type JobQueue } from '../../../jobs/queue';
import { SourceError } from '../../../lib/import-sources/limits';
import { importsStartedToday } from './attention';
import { removeRunFile, type ImportFiles } from './import-files';
import { finalImport } from './run';
import { rollbackRun } from './rollback';
import { accountDefaults } from '../../warehouses/service';
import { emitEvent } from '../../events/service';
import { findRun, type Actor } from './tasks';

export const importJobName = 'product-import.run';
type Run = typeof importRuns.$inferSelect;

/** Queues the final import of a confirmed task: 202 { taskId }; the job reports progress on the task. */
export async function startFinalImport(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  taskId: string,
): Promise<{ taskId: string }> {
  const run = await findRun(db, actor.accountId, taskId);
  if (run.stage !== 'confirmed') throw new AppError('CONFLICT', importMessages.taskState);
  // Plan limit 'imports' (000 §9): final imports per day, the Warsaw day the Pulpit shows them on.
  await assertPlanLimit(db, actor.accountId, 'imports', await importsStartedToday(db, actor.accountId));
  // Only from 'confirmed': the files sweep may have closed the task (and deleted its file) meanwhile.
  // Started now (also for the plan's day): a queued run whose job is missing a minute later was abandoned.
  const queued = await db
    .update(importRuns)
    .set({ stage: 'queued', status: 'InProgress', message: null, startedAt: new Date() })
    .where(and(eq(importRuns.id, run.id), eq(importRuns.stage, 'confirmed')))
    .returning({ id: importRuns.id });
  if (queued.length === 0) throw new AppError('CONFLICT', importMessages.taskState);
  await jobs.send(importJobName, { runId: run.id });
  return { taskId: run.id };
}

/** Asks a queued or running import to stop after the batch in progress. */
export async function cancelImport(db: Db, actor: Actor, taskId: string): Promise<void> {
  const run = await findRun(db, actor.accountId, taskId);
  if (!['queued', 'running'].includes(run.stage)) throw new AppError('CONFLICT', importMessages.taskState);
  await db
    .update(importRuns)
    .set({ stage: 'cancelled' })
    .where(and(eq(importRuns.id, run.id), sql`${importRuns.stage} in ('queued', 'running')`));
}

function outcome(run: Run): { status: LogStatus; message: string } {
  const warnings = run.warnings > 0 ? `, ostrzeżenia: ${run.warnings}` : '';
  const summary = `Utworzono ${run.created}, zaktualizowano ${run.updated}, bez zmian ${run.unchanged}, odrzucono ${run.rejected}${warnings}`;
  if (run.rejected > 0 && run.created + run.updated + run.unchanged === 0)
    return { status: 'Error', message: summary };
  return { status: run.rejected > 0 ? 'PartialSuccess' : 'Success', message: summary };
}

/** A run that ended: completed, or stopped at the user's request with what it had committed. */
function completedRun(done: Run) {
  const cancelled = done.stage === 'cancelled';
  const result = outcome(done);
  return {
    stage: 'completed' as const,
    status: cancelled ? ('PartialSuccess' as const) : result.status,
    message: cancelled ? `${importMessages.cancelled(done.processedRows)} ${result.message}` : result.message,
    finishedAt: new Date(),
  };
}

/** A run that failed after `processedRows` rows: the batches committed before stay. */
const failedRun = (reason: string, processedRows: number) => ({
  stage: 'failed' as const,
  status: 'Error' as const,
  message: `${importMessages.finalFailed(reason)} (przetworzono ${processedRows} wierszy; zapisane partie pozostają)`,
  finishedAt: new Date(),
});

/**
 * Closes a run (completed or failed) and writes `import.finished` with its counts in the same
 * transaction (docs/decisions/outbox-and-webhooks.md). `stage`: close it only while it is still
 * there (a settle racing the job closes it once). A run finishes once, so its version is 1.
 */
async function closeRun(
  db: Db,
  runId: string,
  values: ReturnType<typeof completedRun> | ReturnType<typeof failedRun>,
  stage?: Run['stage'],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(importRuns)
      .set(values)
      .where(and(eq(importRuns.id, runId), stage ? eq(importRuns.stage, stage) : undefined))
      .returning();
    if (!closed) return false;
    await emitEvent(tx, {
      accountId: closed.accountId,
      type: 'import.finished',
      resourceType: 'import',
      resourceId: closed.id,
      version: 1,
      data: {
        id: closed.id,
        stage: closed.stage,
        status: closed.status,
        source: closed.source,
        fileName: closed.fileName,
        processedRows: closed.processedRows,
        created: closed.created,
        updated: closed.updated,
        unchanged: closed.unchanged,
        rejected: closed.rejected,
        warnings: closed.warnings,
        version: 1,
      },
    });
    return true;
  });
}

/**
 * Runs the final import; a retried job resumes after the last committed batch. When `signal` is
 * aborted (this instance is stopping) the import stops after the batch under way and hands the
 * job back: the run stays 'running' and another instance resumes it.
 */
export async function runImportJob(
  db: Db,
  files: ImportFiles,
  runId: string,
  signal?: AbortSignal,
): Promise<void> {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || !['queued', 'running', 'cancelled'].includes(run.stage)) return;
  try {
    await finalImport(db, files, runId, async () => {
      if (signal?.aborted) throw new JobHandedBack();
    });
    const [done] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    await closeRun(db, runId, completedRun(done!));
    await removeRunFile(files, run.filePath);
  } catch (error) {
    if (error instanceof JobHandedBack) throw error;
    const [failed] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    const reason = error instanceof SourceError || error instanceof AppError ? error.message : 'błąd serwera';
    await closeRun(db, runId, failedRun(reason, failed?.processedRows ?? 0));
    await removeRunFile(files, run.filePath);
  }
}

/** Why a run whose job was abandoned failed (its worker died on every attempt, or its job was lost). */
export const abandonedImportReason = 'zadanie w tle zostało przerwane';

const importUnderWay = ['queued', 'running', 'cancelled'] as const;

/**
 * Final imports of the account (only `runId`, if given) still under way whose queue job was
 * abandoned (see `jobAbandoned`: it ended, or it is missing a minute after the run was queued) are
 * closed as the job would have closed them: failed, saying how many rows were processed, or, if the
 * user had asked them to stop, completed with what they committed. A job in 'retry' is still live.
 * Scheduled runs are imported inside the schedule tick's job, not a job of their own: left as they are.
 */
export async function settleAbandonedImports(
  db: Db,
  jobs: JobQueue,
  accountId: string,
  runId?: string,
): Promise<void> {
  const open = await db
    .select()
    .from(importRuns)
    .where(
      and(
        eq(importRuns.accountId, accountId),
        inArray(importRuns.stage, [...importUnderWay]),
        sql`${importRuns.source} <> 'schedule'`,
        runId ? eq(importRuns.id, runId) : undefined,
      ),
    );
  for (const run of open) {
    if (!(await jobAbandoned(jobs, importJobName, { runId: run.id }, run.startedAt ?? run.createdAt)))
      continue;
    const closed =
      run.stage === 'cancelled' ? completedRun(run) : failedRun(abandonedImportReason, run.processedRows);
    // Its file (stored object, scratch copies) goes with the next files sweep: no run uses it any more.
    await closeRun(db, run.id, closed, run.stage);
  }
}

/** A task of the account as the wizard reads it: a final import abandoned by its job is closed first. */
export async function readRun(db: Db, jobs: JobQueue, accountId: string, taskId: string): Promise<Run> {
  await settleAbandonedImports(db, jobs, accountId, taskId);
  return findRun(db, accountId, taskId);
}

export function productImportJob(
  db: Db,
  files: ImportFiles,
  logger: FastifyBaseLogger,
): JobDefinition<{ runId: string }> {
  return {
    name: importJobName,
    retryLimit: 2,
    handle: async ({ runId }, context) => {
      logger.info({ runId }, 'product import started');
      await runImportJob(db, files, runId, context?.signal);
    },
  };
}

export async function rollbackImport(db: Db, actor: Actor, runId: string): Promise<RollbackView> {
  const run = await findRun(db, actor.accountId, runId);
  if (run.stage === 'rolledBack') throw new AppError('CONFLICT', importMessages.rolledBack);
  if (run.stage !== 'completed') throw new AppError('CONFLICT', importMessages.rollbackNotFinished);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(importRuns).where(eq(importRuns.id, run.id)).for('update');
    if (locked?.stage !== 'completed') throw new AppError('CONFLICT', importMessages.rolledBack);
    const result = await rollbackRun(tx, actor, run.id, await accountDefaults(tx, actor.accountId));
    await tx
      .update(importRuns)
      .set({
        stage: 'rolledBack',
        message: `${run.message ?? ''} — cofnięty: przywrócono ${result.restored}, usunięto ${result.deleted}, pominięto ${result.skipped.length}${rolledBackEntriesText(result.entries)}`,
      })
      .where(eq(importRuns.id, run.id));
    return result;
  });
}
