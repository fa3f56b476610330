import type { AuditAction, AuditDetails } from '@zaplecze/contract/audit/audit';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/service';
import type { Actor } from './create';
import { orderLabel, orderTarget } from './mapping';

/** One audit entry about an order, labelled with its number; in the transaction of the change. */
export function auditOrder(
  tx: Db,
  actor: Actor,
  action: AuditAction,
  order: { id: string; no: number },
  details: AuditDetails,
): Promise<void> {
  return recordAudit(tx, {
    ...actor,
    action,
    targetType: orderTarget,
    targetId: order.id,
    targetLabel: orderLabel(order.no),
    details,
  });
}
