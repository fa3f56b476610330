import { describeAuditDetails, type AuditDetails } from '@zaplecze/contract/audit';
import { returnStatusLabels, shipmentStatusLabels, type SyncLogItem } from '@zaplecze/contract/order-returns';
import { orderMessages } from '@zaplecze/contract/orders';
import { shipmentCarrierLabels } from '@zaplecze/contract/shipment-carriers';
import type { Db } from '../../../../db/client';
import { notFound } from '../../../../errors';
import { listAudit } from '../../../audit/service';
import { orderTarget } from '../../mapping';
import { selectOrder } from '../../repository';

/**
 * The order's sync log (spec 001 §3, §7): every audited event of the order — status changes,
 * edits, shipments, returns, imports — newest first, in Polish, read from the audit.
 */

const partLabels: Record<string, [string, Record<string, string>?]> = {
  shipmentCourier: ['Przewoźnik', shipmentCarrierLabels],
  shipmentTrackingNumber: ['Numer przesyłki'],
  shipmentStatus: ['Status przesyłki', shipmentStatusLabels],
  shipmentSentAt: ['Data wysłania'],
  shipmentDeliveredAt: ['Data doręczenia'],
  shipmentPackageSize: ['Gabaryt'],
  shipmentWeightGrams: ['Waga (g)'],
  returnExternalId: ['Id zewnętrzne zwrotu'],
  returnReason: ['Powód zwrotu'],
  returnStatus: ['Status zwrotu', returnStatusLabels],
  returnRefund: ['Kwota zwrotu'],
  returnPaymentId: ['Płatność zwrotu'],
  returnLines: ['Produkty zwrotu'],
  returnNumber: ['Numer zwrotu'],
  status: ['Status'],
};

const shown = (value: unknown, labels?: Record<string, string>) => {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  return labels?.[text] ?? text;
};

export function describeOrderEvent(details: AuditDetails): string {
  const own: string[] = [];
  const other: NonNullable<AuditDetails['changes']> = {};
  for (const [field, change] of Object.entries(details.changes ?? {})) {
    const label = partLabels[field];
    if (!label) other[field] = change;
    else if (!field.startsWith('returnLines')) {
      own.push(`${label[0]}: ${shown(change.before, label[1])} → ${shown(change.after, label[1])}`);
    }
  }
  const rest = describeAuditDetails({ changes: other });
  return [details.note, ...own, rest].filter(Boolean).join('; ');
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
