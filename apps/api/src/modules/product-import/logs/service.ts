import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LogDetailsView, LogEntryView } from '@zaplecze/contract/product-import-api';
import type { z } from 'zod';
import type { logListQuery } from '@zaplecze/contract/product-import-api';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { importChanges, importRejectedRows, importRuns } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/queue';
import { exportLogEntries, type ExportLogEntry } from '../../products/service';
import { namesOfIds } from '../mapping/dictionaries';
import { diffLines } from '../planning/diff-text';
import { axisContext, axisNamesById } from '../runs/variant-axes';
import { newerRunsInTheWay, type NewerRun } from '../runs/rollback';
import { readRun, settleAbandonedImports } from '../runs/service';
import { findRun } from '../runs/tasks';

type Run = typeof importRuns.$inferSelect;

/** Whether a run can be rolled back at all (finished, changed something); newer runs may still stand in the way. */
const rollbackable = (run: Run) => run.stage === 'completed' && run.created + run.updated > 0;

/** The newer runs standing in the way of each rollbackable run's rollback (the 409's rule). */
async function rollbackBlockers(db: Db, accountId: string, runs: Run[]) {
  return newerRunsInTheWay(
    db,
    accountId,
    runs.filter(rollbackable).map((run) => run.id),
  );
}

function logEntry(run: Run, userName: string | null = null, blockedBy: NewerRun[] = []): LogEntryView {
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
    canRollback: rollbackable(run) && blockedBy.length === 0,
    rollbackBlockedBy: blockedBy.map((blocker) => ({
      id: blocker.id,
      fileName: blocker.fileName,
      created: blocker.created,
    })),
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
    rollbackBlockedBy: [],
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
  const page = [...imports, ...exports.items.map(exportEntry)]
    .sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id))
    .slice(query.offset, take);
  // Only the page's imports are asked whether a newer run stands in the way of their rollback.
  const shown = new Set(page.map((entry) => entry.id));
  const runs = new Map(rows.filter((row) => shown.has(row.id)).map((row) => [row.id, row]));
  const blockers = await rollbackBlockers(db, accountId, [...runs.values()]);
  const items = page.map((entry) => {
    const run = runs.get(entry.id);
    return run && entry.importType === 'import' ? logEntry(run, entry.userName, blockers.get(run.id)) : entry;
  });
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
    entry: logEntry(run, null, (await rollbackBlockers(db, accountId, [run])).get(run.id)),
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
