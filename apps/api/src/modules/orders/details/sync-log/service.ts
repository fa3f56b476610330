import { describeAuditDetails, type AuditDetails } from '@zaplecze/contract/audit/audit';
import type { SyncLogItem } from '@zaplecze/contract/orders/order-returns';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../../../db/client';
import { notFound } from '../../../../errors';
import { listAudit } from '../../../audit/service';
import { orderTarget } from '../../mapping';
import { selectOrder } from '../../repository';

/**
 * The order's sync log (spec 001 §3, §7): every audited event of the order — status changes,
 * edits, shipments, returns, imports — newest first, in Polish, read from the audit.
 */

/** The event's text: the note first (what happened), then the changed fields, as the History tab names them. */
export function describeOrderEvent(details: AuditDetails): string {
  const { note, ...rest } = details;
  return [note, describeAuditDetails(rest)].filter(Boolean).join('; ');
}

export async function orderSyncLog(
  db: Db,
  accountId: string,
  orderId: string,
  page: { page: number; limit: number },
) {
  if (!(await selectOrder(db, accountId, orderId))) throw notFound(orderMessages.notFound);
  const result = await listAudit(db, accountId, {
    action: 'all',
    target: { type: orderTarget, id: orderId },
    ...page,
  });
  const data: SyncLogItem[] = result.data.map((entry) => ({
    id: entry.id,
    created: entry.createdAt,
    user: entry.user?.name ?? null,
    text: [entry.actionLabel, describeOrderEvent(entry.details)].filter(Boolean).join(': '),
  }));
  return { ...result, data };
}
