import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The plan's 'imports per day' (000 §9) and the Pulpit count days in Warsaw. */
const dayZone = 'Europe/Warsaw';
const warsawDay = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${dayZone})::date`;
const startOf = (day: SQL) => sql`(${day})::timestamp at time zone ${dayZone}`;

/**
 * Final imports started on the Warsaw day of `now`, plus those queued and not started yet (so a
 * burst of requests cannot pass the plan limit before the first one runs). Index-backed by
 * 'import_runs_started_idx' and 'import_runs_active_idx'.
 */
export async function importsStartedToday(db: Db, accountId: string, now = new Date()): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from import_runs
         where account_id = ${accountId}
           and (started_at >= ${startOf(warsawDay(now))} and started_at < ${startOf(sql`${warsawDay(now)} + 1`)}
                or stage = 'queued')`,
  );
  return row?.n ?? 0;
}

export interface ImportRunSummary {
  id: string;
  fileName: string;
  stage: 'queued' | 'running' | 'failed';
  processedRows: number;
  totalRows: number;
  message: string | null;
  at: string;
}

interface SummaryRow {
  id: string;
  file_name: string;
  stage: ImportRunSummary['stage'];
  processed_rows: number;
  total_rows: number;
  message: string | null;
  at: Date | string;
}

const summaryOf = (row: SummaryRow): ImportRunSummary => ({
  id: row.id,
  fileName: row.file_name,
  stage: row.stage,
  processedRows: row.processed_rows,
  totalRows: row.total_rows,
  message: row.message,
  at: new Date(row.at).toISOString(),
});

/**
 * Imports under way (queued or running, oldest first) and the failed ones that ended since `failedSince`
 * (newest first), each list at most `limit` long, with the count of all those failed. A failed import is
 * one whose log status is 'Error': the job broke off, or every row was refused.
 */
export async function importsNeedingAttention(
  db: Db,
  accountId: string,
  options: { failedSince: Date; limit: number },
): Promise<{ active: ImportRunSummary[]; failed: ImportRunSummary[]; failedCount: number }> {
  const since = options.failedSince.toISOString();
  const [active, failed] = await Promise.all([
    rowsOf<SummaryRow>(
      db,
      sql`select id::text as id, file_name, stage, processed_rows, total_rows, null as message,
                 coalesce(started_at, created_at) as at
            from import_runs
           where account_id = ${accountId} and stage in ('queued', 'running')
           order by created_at, id
           limit ${options.limit}`,
    ),
    rowsOf<SummaryRow & { total: number }>(
      db,
      sql`select id::text as id, file_name, 'failed' as stage, processed_rows, total_rows, message,
                 finished_at as at, count(*) over ()::int as total
            from import_runs
           where account_id = ${accountId} and status = 'Error' and finished_at >= ${since}::timestamptz
           order by finished_at desc, id desc
           limit ${options.limit}`,
    ),
  ]);
  return { active: active.map(summaryOf), failed: failed.map(summaryOf), failedCount: failed[0]?.total ?? 0 };
}
