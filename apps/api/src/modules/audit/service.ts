import type { AuditAction, AuditDetails } from '@zaplecze/contract/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditEntry {
  accountId: string | null;
  userId: string | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  details?: AuditDetails;
  ip?: string | null;
}

/** Writes one audit entry; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    accountId: entry.accountId,
    userId: entry.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** The fields whose values differ, each with before and after: the details of an 'edit' entry. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): NonNullable<AuditDetails['changes']> {
  const changes: NonNullable<AuditDetails['changes']> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}
