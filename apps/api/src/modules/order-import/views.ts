import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderImportListLimit,
  orderImportMessages,
  orderImportProfileLabels,
  type OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { orderImportRejectedRows, orderImportRuns, users } from '../../db/schema/index';
import { jobAbandoned } from '../../jobs/queue';
import { newerRunsInTheWay, type NewerRun } from './rollback';
import { findRun, orderImportJobName, type Deps, type Run } from './runs';

/** Runs whose queue job was abandoned (the instance stopped) are marked failed when read. */
async function settleAbandoned(deps: Deps, accountId: string) {
  const open = await deps.db
    .select({ id: orderImportRuns.id, createdAt: orderImportRuns.createdAt })
    .from(orderImportRuns)
    .where(
      and(eq(orderImportRuns.accountId, accountId), inArray(orderImportRuns.status, ['queued', 'running'])),
    );
  for (const row of open) {
    if (!(await jobAbandoned(deps.jobs, orderImportJobName, { runId: row.id }, row.createdAt))) continue;
    await deps.db
      .update(orderImportRuns)
      .set({ status: 'failed', error: orderImportMessages.failed, finishedAt: new Date() })
      .where(and(eq(orderImportRuns.id, row.id), inArray(orderImportRuns.status, ['queued', 'running'])));
  }
}

const userName = sql<string | null>`coalesce(nullif(${users.displayName}, ''), ${users.username})`;

export function toRunView(run: Run, name: string | null = null, blockedBy: NewerRun[] = []): OrderImportRun {
  return {
    id: run.id,
    status: run.status,
    fileName: run.fileName,
    format: run.format,
    profile: run.profile,
    identifier: run.identifier,
    mode: run.mode,
    header: run.header,
    mapping: run.mapping,
    counts: run.counts,
    processed: run.processed,
    total: run.total,
    error: run.error,
    userName: name,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    rolledBackAt: run.rolledBackAt?.toISOString() ?? null,
    rollbackSkipped: run.rollbackSkipped,
    rollbackBlockedBy: blockedBy.map(({ id, fileName, createdAt }) => ({ id, fileName, createdAt })),
  };
}

export async function getRun(deps: Deps, accountId: string, runId: string) {
  await settleAbandoned(deps, accountId);
  const run = await findRun(deps.db, accountId, runId);
  return { run: toRunView(run), outcomes: run.preview };
}

export async function listRuns(deps: Deps, accountId: string) {
  await settleAbandoned(deps, accountId);
  const rows = await deps.db
    .select({ run: orderImportRuns, userName })
    .from(orderImportRuns)
    .leftJoin(
      users,
      and(eq(users.id, orderImportRuns.userId), eq(users.accountId, orderImportRuns.accountId)),
    )
    .where(
      and(
        eq(orderImportRuns.accountId, accountId),
        inArray(orderImportRuns.status, ['queued', 'running', 'done', 'failed', 'rolledBack']),
      ),
    )
    .orderBy(desc(orderImportRuns.createdAt), desc(orderImportRuns.id))
    .limit(orderImportListLimit);
  const data: OrderImportRun[] = [];
  // At most `orderImportListLimit` finished runs, one indexed query each (order_import_changes_order_idx).
  for (const row of rows) {
    const blockedBy =
      row.run.status === 'done' ? await newerRunsInTheWay(deps.db, accountId, row.run.id) : [];
    data.push(toRunView(row.run, row.userName, blockedBy));
  }
  return { data };
}

export const profileMessage = (run: Run) =>
  run.profile
    ? orderImportMessages.recognised(orderImportProfileLabels[run.profile])
    : orderImportMessages.notRecognised;

/** The report: every refused order with its reason, then the warnings of the dry run's orders. */
export async function runReport(db: Db, accountId: string, runId: string): Promise<string[][]> {
  const run = await findRun(db, accountId, runId);
  const rejected = await db
    .select()
    .from(orderImportRejectedRows)
    .where(and(eq(orderImportRejectedRows.runId, run.id), eq(orderImportRejectedRows.accountId, accountId)))
    .orderBy(asc(orderImportRejectedRows.line));
  const rows: string[][] = [['Wiersz', 'Zamówienie', 'Wynik', 'Opis']];
  for (const row of rejected) rows.push([String(row.line), row.key, 'Odrzucone', row.reason]);
  for (const outcome of run.preview) {
    for (const warning of outcome.warnings)
      rows.push([String(outcome.line), outcome.key, 'Ostrzeżenie', `${warning.field}: ${warning.message}`]);
    for (const change of outcome.diff)
      rows.push([
        String(outcome.line),
        outcome.key,
        'Zmiana',
        `${change.field}: ${change.before} → ${change.after}`,
      ]);
  }
  return rows;
}
