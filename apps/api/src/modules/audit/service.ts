import {
  auditActionLabels,
  auditFilterMap,
  describeAuditDetails,
  type AuditAction,
  type AuditDetails,
  type AuditEntry as AuditEntryView,
  type AuditFilterAction,
} from '@zaplecze/contract/audit/audit';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { auditLog } from '../../db/schema/index';
import { findAuditBatch, findAuditPage, findUserLabel, type AuditFilter, type AuditRow } from './repository';

export interface AuditEntry {
  accountId: string | null;
  userId: string | null;
  /** The acting user's name; looked up from `userId` when left out. */
  userLabel?: string | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  details?: AuditDetails;
  ip?: string | null;
}

/** Writes one audit entry; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const userLabel =
    entry.userLabel !== undefined
      ? entry.userLabel
      : entry.userId
        ? await findUserLabel(tx, entry.userId)
        : null;
  await tx.insert(auditLog).values({
    accountId: entry.accountId,
    userId: entry.userId,
    userLabel,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** Entries of one insert (one JSON parameter: `db/insert-rows.ts`). */
const auditRowsPerInsert = 2000;

/**
 * Writes many audit entries — one per record, as `recordAudit` would — with one name lookup per
 * acting user and one insert per 2 000 entries (an import that creates thousands of dictionary
 * entries or orders). Same transaction rule as `recordAudit`.
 */
export async function recordAuditBatch(tx: Db, entries: AuditEntry[]): Promise<void> {
  const labels = new Map<string, string | null>();
  for (const entry of entries)
    if (entry.userLabel === undefined && entry.userId && !labels.has(entry.userId))
      labels.set(entry.userId, await findUserLabel(tx, entry.userId));
  for (let start = 0; start < entries.length; start += auditRowsPerInsert)
    await insertRows(
      tx,
      auditLog,
      entries.slice(start, start + auditRowsPerInsert).map((entry) => ({
        accountId: entry.accountId,
        userId: entry.userId,
        userLabel:
          entry.userLabel !== undefined
            ? entry.userLabel
            : entry.userId
              ? (labels.get(entry.userId) ?? null)
              : null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        targetLabel: entry.targetLabel ?? null,
        details: entry.details ?? {},
        ip: entry.ip ?? null,
      })),
    );
}

/** The fields whose values differ, each with before and after: the details of an 'edit' entry. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): NonNullable<AuditDetails['changes']> {
  const changes: NonNullable<AuditDetails['changes']> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
  return changes;
}

/** The audit as shared code takes it (lib/dictionary), so that code never imports this module. */
export const auditRecorder = { record: recordAudit, recordMany: recordAuditBatch, changes: changedFields };

export interface AuditQuery {
  search?: string;
  action: AuditFilterAction | 'all';
  userId?: string;
  target?: { type: string; id: string };
  from?: string;
  to?: string;
}

function filterOf(accountId: string, query: AuditQuery): AuditFilter {
  return {
    accountId,
    search: query.search || undefined,
    actions: query.action === 'all' ? undefined : auditFilterMap[query.action],
    userId: query.userId,
    target: query.target,
    from: query.from,
    to: query.to,
  };
}

export function toAuditView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: row.userId ? { id: row.userId, name: row.userLabel ?? '' } : null,
    action: row.action as AuditAction,
    actionLabel: auditActionLabels[row.action as AuditAction] ?? row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    details: row.details,
    detailsText: describeAuditDetails(row.details, row.action),
    ip: row.ip,
  };
}

export async function listAudit(
  db: Db,
  accountId: string,
  query: AuditQuery & { page: number; limit: number },
) {
  const { rows, count } = await findAuditPage(db, filterOf(accountId, query), query.page, query.limit);
  return { data: rows.map(toAuditView), count, page: query.page, limit: query.limit };
}

/** Every entry the filter selects, newest first, read in batches so memory stays flat. */
export async function* auditEntries(db: Db, accountId: string, query: AuditQuery, cap: number) {
  const filter = filterOf(accountId, query);
  let last: AuditRow | undefined;
  let sent = 0;
  while (sent < cap) {
    const batch = await findAuditBatch(db, filter, Math.min(1000, cap - sent), last);
    if (batch.length === 0) return;
    for (const row of batch) yield toAuditView(row);
    sent += batch.length;
    last = batch[batch.length - 1];
  }
}
