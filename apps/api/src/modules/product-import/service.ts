import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultFieldErrorPolicy,
  defaultMissingEntries,
  type FieldErrorPolicy,
  importMessages,
  rolledBackEntriesText,
  sameSourceOptions,
  type LogStatus,
  type MissingEntries,
} from '@zaplecze/contract/product-import/product-import';
import type {
  DryRunView,
  LogDetailsView,
  LogEntryView,
  RollbackView,
} from '@zaplecze/contract/product-import/product-import-api';
import type { z } from 'zod';
import type { confirmMappingBody, logListQuery } from '@zaplecze/contract/product-import/product-import-api';
import { detectProfile } from '@zaplecze/contract/product-import/product-import-automap';
import type { Db } from '../../db/client';
import { importChanges, importRejectedRows, importRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { assertPlanLimit } from '../plans/service';
import { exportLogEntries, type ExportLogEntry } from '../products/service';
import { jobAbandoned, type JobDefinition, type JobQueue } from '../../jobs/queue';
import { diffLines } from './engine/diff-text';
import { dryRun, finalImport } from './engine/run';
import { rollbackRun } from './engine/rollback';
import { namesOfIds } from './engine/dictionaries';
import { axisContext, axisNamesById } from './engine/variant-axes';
import { rowsOf } from './engine/rows';
import { importsStartedToday } from './attention';
import { changeSourceOptions, findRun, type Actor } from './tasks';
import { SourceError } from './sources/limits';
import { removeRunFile } from './cleanup';

/** For the Pulpit (issue #16): imports under way or failed, and the imports of the day. */
export { importsNeedingAttention, importsStartedToday, type ImportRunSummary } from './attention';
export { createTaskFromUpload } from './tasks';

export const importJobName = 'product-import.run';
type Run = typeof importRuns.$inferSelect;

/** Confirms the mapping and runs the dry run over the whole file; nothing is written to the catalogue. */
export async function confirmMapping(
  db: Db,
  actor: Actor,
  taskId: string,
  body: Omit<z.output<typeof confirmMappingBody>, 'missingEntries' | 'fieldErrorPolicy'> & {
    missingEntries?: MissingEntries;
    fieldErrorPolicy?: FieldErrorPolicy;
  },
): Promise<DryRunView> {
  let run = await findRun(db, actor.accountId, taskId);
  if (!['mapping', 'confirmed'].includes(run.stage)) throw new AppError('CONFLICT', importMessages.taskState);
  const chosen = body.sourceOptions;
  if (chosen && !sameSourceOptions(chosen, run.sourceOptions))
    run = await changeSourceOptions(db, actor.accountId, taskId, chosen);
  // Only from the wizard's stages: the files sweep may have closed the task (and deleted its file) meanwhile.
  const confirmed = await db
    .update(importRuns)
    .set({
      mapping: body.mapping,
      importMode: body.importMode,
      productIdentifier: body.productIdentifier,
      missingEntries:
        body.missingEntries ?? detectProfile(run.header)?.missingEntries ?? defaultMissingEntries,
      fieldErrorPolicy: body.fieldErrorPolicy ?? defaultFieldErrorPolicy,
      stage: 'confirmed',
    })
    .where(and(eq(importRuns.id, run.id), inArray(importRuns.stage, ['mapping', 'confirmed'])))
    .returning({ id: importRuns.id });
  if (confirmed.length === 0) throw new AppError('CONFLICT', importMessages.taskState);
  try {
    return await dryRun(db, run.id);
  } catch (error) {
    if (error instanceof SourceError)
      throw new AppError('VALIDATION_FAILED', importMessages.confirmFailed(error.message));
    throw error;
  }
}

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

/** Runs the final import; a retried job resumes after the last committed batch. */
export async function runImportJob(db: Db, runId: string): Promise<void> {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || !['queued', 'running', 'cancelled'].includes(run.stage)) return;
  try {
    await finalImport(db, runId);
    const [done] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    await db.update(importRuns).set(completedRun(done!)).where(eq(importRuns.id, runId));
    await removeRunFile(run.filePath);
  } catch (error) {
    const [failed] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    const reason = error instanceof SourceError || error instanceof AppError ? error.message : 'błąd serwera';
    await db
      .update(importRuns)
      .set(failedRun(reason, failed?.processedRows ?? 0))
      .where(eq(importRuns.id, runId));
    await removeRunFile(run.filePath);
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
    const settled = await db
      .update(importRuns)
      .set(closed)
      .where(and(eq(importRuns.id, run.id), eq(importRuns.stage, run.stage)))
      .returning({ id: importRuns.id });
    if (settled.length > 0) await removeRunFile(run.filePath);
  }
}

/** A task of the account as the wizard reads it: a final import abandoned by its job is closed first. */
export async function readRun(db: Db, jobs: JobQueue, accountId: string, taskId: string): Promise<Run> {
  await settleAbandonedImports(db, jobs, accountId, taskId);
  return findRun(db, accountId, taskId);
}

export function productImportJob(db: Db, logger: FastifyBaseLogger): JobDefinition<{ runId: string }> {
  return {
    name: importJobName,
    retryLimit: 2,
    handle: async ({ runId }) => {
      logger.info({ runId }, 'product import started');
      await runImportJob(db, runId);
    },
  };
}

function logEntry(run: Run, userName: string | null = null): LogEntryView {
  return {
    userName,
    downloadUrl: null,
    fileExpired: false,
    id: run.id,
    created: run.createdAt.toISOString(),
    importType: 'import',
    status: run.status ?? 'InProgress',
    message: run.message ?? (run.stage === 'rolledBack' ? 'Import cofnięty' : ''),
    fileName: run.fileName,
    createdCount: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    rejected: run.rejected,
    warnings: run.warnings,
    processedRows: run.processedRows,
    totalRows: run.totalRows,
    canRollback: run.stage === 'completed' && run.created + run.updated > 0,
  };
}

function exportEntry(entry: ExportLogEntry): LogEntryView {
  return {
    id: entry.id,
    created: entry.createdAt.toISOString(),
    importType: 'export',
    status: entry.status,
    message: entry.message,
    fileName: entry.fileName,
    createdCount: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    warnings: 0,
    processedRows: entry.processed,
    totalRows: entry.total,
    canRollback: false,
    userName: entry.userName,
    downloadUrl: entry.downloadable ? `/api/products/export/${entry.id}/file` : null,
    fileExpired: entry.expired,
  };
}

/**
 * The log of 002 §2.4: import runs that reached the final import and product exports (through the
 * products module), newest first, offset/limit paging (002 §9) over both: each side gives its
 * newest offset+limit entries and the merge keeps the page.
 */
export async function listLogs(
  db: Db,
  jobs: JobQueue,
  accountId: string,
  query: z.output<typeof logListQuery>,
) {
  await settleAbandonedImports(db, jobs, accountId);
  const where = and(
    eq(importRuns.accountId, accountId),
    sql`${importRuns.status} is not null and ${importRuns.stage} not in ('mapping', 'confirmed')`,
    query.status ? eq(importRuns.status, query.status) : undefined,
  );
  const take = query.offset + query.limit;
  const rows = await db
    .select()
    .from(importRuns)
    .where(where)
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(take);
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => !!id))];
  const names = new Map(
    userIds.length === 0
      ? []
      : (
          await rowsOf<{ id: string; name: string }>(
            db,
            sql`select id::text as id, coalesce(nullif(display_name, ''), username) as name from users where account_id = ${accountId} and id = any(${sql.param(userIds)}::uuid[])`,
          )
        ).map((row) => [row.id, row.name]),
  );
  const [total] = await db.select({ value: count() }).from(importRuns).where(where);
  const exports = await exportLogEntries({ db, jobs }, accountId, { status: query.status, take });
  const imports = rows.map((row) => logEntry(row, row.userId ? (names.get(row.userId) ?? null) : null));
  const items = [...imports, ...exports.items.map(exportEntry)]
    .sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id))
    .slice(query.offset, take);
  return { items, count: (total?.value ?? 0) + exports.count, offset: query.offset, limit: query.limit };
}

const problemView = (row: typeof importRejectedRows.$inferSelect) => ({
  line: row.line,
  field: row.field,
  reason: row.reason,
  value: row.value ?? '',
});

export async function logDetails(
  db: Db,
  jobs: JobQueue,
  accountId: string,
  runId: string,
): Promise<LogDetailsView> {
  const run = await readRun(db, jobs, accountId, runId);
  const changes = await db
    .select()
    .from(importChanges)
    .where(eq(importChanges.runId, run.id))
    .orderBy(importChanges.line)
    .limit(500);
  const problems = (severity: 'error' | 'warning') =>
    db
      .select()
      .from(importRejectedRows)
      .where(and(eq(importRejectedRows.runId, run.id), eq(importRejectedRows.severity, severity)))
      .orderBy(importRejectedRows.line)
      .limit(500);
  const rejected = await problems('error');
  const warnings = await problems('warning');
  // Dictionaries and variant axes are shown by name, as in the dry run.
  const values = changes.flatMap(
    (change) => [change.previous, change.next] as Record<string, string | null>[],
  );
  const names = new Map<string, string>();
  await namesOfIds(db, accountId, values, names);
  await axisNamesById(
    db,
    accountId,
    axisContext(),
    values.map((value) => value.axes),
    names,
  );
  return {
    entry: logEntry(run),
    changes: changes.map((change) => ({
      productId: change.productId,
      line: change.line,
      created: change.created,
      changes: change.created
        ? ['variantOf' in change.previous ? 'nowy wariant' : 'nowy produkt']
        : diffLines(
            change.previous as Record<string, string | null>,
            change.next as Record<string, string | null>,
            names,
          ),
    })),
    rejectedRows: rejected.map(problemView),
    warningRows: warnings.map(problemView),
  };
}

export async function rejectedRowsOf(db: Db, accountId: string, runId: string) {
  const run = await findRun(db, accountId, runId);
  const rows = await db
    .select()
    .from(importRejectedRows)
    .where(eq(importRejectedRows.runId, run.id))
    .orderBy(importRejectedRows.line);
  return { run, rows };
}

export async function rollbackImport(db: Db, actor: Actor, runId: string): Promise<RollbackView> {
  const run = await findRun(db, actor.accountId, runId);
  if (run.stage === 'rolledBack') throw new AppError('CONFLICT', importMessages.rolledBack);
  if (run.stage !== 'completed') throw new AppError('CONFLICT', importMessages.rollbackNotFinished);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(importRuns).where(eq(importRuns.id, run.id)).for('update');
    if (locked?.stage !== 'completed') throw new AppError('CONFLICT', importMessages.rolledBack);
    const [priceList] = await rowsOf<{ id: string }>(
      tx,
      sql`select id::text as id from price_lists where account_id = ${actor.accountId} and is_default limit 1`,
    );
    const [warehouse] = await rowsOf<{ id: string }>(
      tx,
      sql`select id::text as id from warehouses where account_id = ${actor.accountId} and is_default limit 1`,
    );
    const result = await rollbackRun(tx, actor, run.id, {
      defaultPriceListId: priceList?.id ?? null,
      defaultWarehouseId: warehouse?.id ?? null,
    });
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
