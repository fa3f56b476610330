import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@zaplecze/contract/audit/audit';
import type { Db } from '../../db/client';
import { integrationLabel } from '@zaplecze/contract/api-keys/api-keys';
import { apiKeys, auditLog, users } from '../../db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  accountId: string;
  search?: string;
  actions?: readonly AuditAction[];
  userId?: string;
  /** One record's entries (an order's sync log). */
  target?: { type: string; id: string };
  /** Inclusive calendar days (YYYY-MM-DD) in Polish time. */
  from?: string;
  to?: string;
}

const zone = 'Europe/Warsaw';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function conditions(filter: AuditFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(auditLog.accountId, filter.accountId)];
  if (filter.actions) parts.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.userId) parts.push(eq(auditLog.userId, filter.userId));
  if (filter.target) {
    parts.push(eq(auditLog.targetType, filter.target.type), eq(auditLog.targetId, filter.target.id));
  }
  if (filter.from)
    parts.push(sql`${auditLog.createdAt} >= (${filter.from}::date)::timestamp at time zone ${zone}`);
  if (filter.to) {
    parts.push(sql`${auditLog.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    parts.push(
      or(
        sql`${auditLog.targetLabel} ilike ${pattern}`,
        sql`${auditLog.userLabel} ilike ${pattern}`,
        sql`${auditLog.details}::text ilike ${pattern}`,
      ),
    );
  }
  return and(...parts)!;
}

export async function findAuditPage(db: Db, filter: AuditFilter, page: number, limit: number) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** Newest first, `size` at a time after the last row of the previous batch (keyset, no OFFSET). */
export async function findAuditBatch(db: Db, filter: AuditFilter, size: number, after?: AuditRow) {
  const where = after
    ? and(
        conditions(filter),
        or(
          lt(auditLog.createdAt, after.createdAt),
          and(eq(auditLog.createdAt, after.createdAt), lt(auditLog.id, after.id)),
        ),
      )
    : conditions(filter);
  return db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(size);
}

/**
 * The actor's name: a user's, or "Integracja: <name>" when the actor id is an API key (a key acts
 * as its own principal, never as a user; docs/decisions/api-keys.md).
 */
export async function findUserLabel(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: users.displayName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (row) return row.displayName || row.username;
  const [key] = await db.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, userId));
  return key ? integrationLabel(key.name) : null;
}
