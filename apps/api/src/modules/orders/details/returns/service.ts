import { eq } from 'drizzle-orm';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import {
  returnMessages as messages,
  returnStatuses,
  type ReturnListItem,
  type ReturnListQuery,
  type returnBody,
} from '@zaplecze/contract/orders/order-returns';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderReturns } from '../../../../db/schema/index';
import { notFound, validationFailed } from '../../../../errors';
import type { Actor } from '../../create';
import { returnToStock } from '../../../stock/service';
import type { OrderRecord } from '../../repository';
import { emitEvent } from '../../../events/service';
import { returnCreatedEvent } from '../../events';
import { auditChanges, mutateOrder } from '../mutation';
import {
  findReturnPage,
  nextReturnNumber,
  paymentInOrder,
  refundedGrosze,
  replaceReturnLines,
  returnedQuantities,
  selectOrderLines,
  selectReturn,
  selectReturnLines,
  type ReturnRecord,
} from './repository';

/**
 * Returns of an order (spec 001 §3, §7): numbered 'ZW/<year>/<n>' per account, lines taken from
 * the order's products, a refund in grosze. A return is part of its order: each change moves the
 * order's version.
 */

type ReturnBody = z.output<typeof returnBody>;
type ReturnLines = ReturnBody['lines'];

/**
 * Products of a return go back to stock through the stock service (positive = back to stock,
 * negative = taken out again), in the same transaction as the return.
 */
export async function returnStockToWarehouse(
  tx: Db,
  actor: Actor,
  order: OrderRecord,
  lines: { orderProductId: string; quantity: number }[],
  returnId: string | null = null,
): Promise<void> {
  await returnToStock(tx, actor, order, lines, returnId);
}

/**
 * Refuses lines outside the order, a product twice, more than ordered minus already returned,
 * and a refund above what was paid for those lines; answers the lines' value in grosze.
 */
async function checkReturn(tx: Db, row: OrderRecord, body: ReturnBody, exceptReturnId?: string) {
  const orderLines = new Map((await selectOrderLines(tx, row.id)).map((line) => [line.id, line]));
  const returned = await returnedQuantities(tx, row.id, exceptReturnId);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  let linesValue = 0;
  body.lines.forEach((line, index) => {
    const ordered = orderLines.get(line.orderProductId);
    if (!ordered) fields[`lines.${index}.orderProductId`] = messages.lineNotInOrder;
    else if (seen.has(line.orderProductId)) fields[`lines.${index}.orderProductId`] = messages.lineDuplicated;
    else {
      const left = ordered.quantity - (returned.get(line.orderProductId) ?? 0);
      if (line.quantity > left)
        fields[`lines.${index}.quantity`] = messages.tooMany(ordered.name, Math.max(left, 0));
      linesValue += toGrosze(ordered.grossPrice) * line.quantity;
    }
    seen.add(line.orderProductId);
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields, Object.values(fields)[0]);

  // Never more than the lines are worth, nor than the order has paid less its other refunds.
  const paidLeft = toGrosze(row.alreadyPaid) - (await refundedGrosze(tx, row.id, exceptReturnId));
  const limit = Math.max(0, Math.min(linesValue, paidLeft));
  const refund = toGrosze(body.refundAmount);
  if (refund > limit) {
    const message = messages.refundTooLarge(fromGrosze(limit).replace('.', ','));
    throw validationFailed({ refundAmount: message }, message);
  }
  if (body.paymentId && !(await paymentInOrder(tx, row.id, body.paymentId))) {
    throw validationFailed({ paymentId: messages.paymentNotInOrder }, messages.paymentNotInOrder);
  }
  return { refund, orderLines };
}

type OrderLineNames = ReadonlyMap<string, { name: string; sku: string | null }>;

/** The history's text of a return's lines: "Kubek (SKU: KUB-1) ×2", by the order's product names. */
const linesText = (lines: ReturnLines, names: OrderLineNames) =>
  lines
    .map((line) => {
      const product = names.get(line.orderProductId);
      const label = product
        ? `${product.name}${product.sku ? ` (SKU: ${product.sku})` : ''}`
        : 'usunięty produkt';
      return `${label} ×${line.quantity}`;
    })
    .sort()
    .join(', ');

function auditView(
  item: Pick<ReturnRecord, 'externalId' | 'reason' | 'status' | 'refundGrosze' | 'paymentId'>,
  lines: ReturnLines,
  names: OrderLineNames,
) {
  return {
    returnExternalId: item.externalId,
    returnReason: item.reason,
    returnStatus: item.status,
    returnRefund: fromGrosze(item.refundGrosze),
    returnPaymentId: item.paymentId,
    returnLines: linesText(lines, names),
  };
}

export function addReturn(db: Db, actor: Actor, id: string, body: ReturnBody): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const { refund: refundGrosze, orderLines } = await checkReturn(tx, row, body);
    const number = await nextReturnNumber(tx, actor.accountId, new Date().getFullYear());
    const values = {
      externalId: body.externalId ?? null,
      reason: body.reason ?? null,
      status: body.status,
      refundGrosze,
      paymentId: body.paymentId ?? null,
    };
    const [created] = await tx
      .insert(orderReturns)
      .values({ accountId: actor.accountId, orderId: row.id, number, ...values })
      .returning({ id: orderReturns.id });
    await emitEvent(
      tx,
      returnCreatedEvent({
        id: created!.id,
        accountId: actor.accountId,
        orderId: row.id,
        number,
        status: values.status,
      }),
    );
    await replaceReturnLines(tx, actor.accountId, created!.id, body.lines);
    await returnStockToWarehouse(tx, actor, row, body.lines, created!.id);
    return {
      partsChanged: true,
      audit: {
        returnId: created!.id,
        changes: auditChanges({}, auditView(values, body.lines, orderLines)),
        note: `Zarejestrowano zwrot ${number}`,
      },
      message: messages.returnAdded,
    };
  });
}

export function updateReturn(
  db: Db,
  actor: Actor,
  id: string,
  returnId: string,
  body: ReturnBody,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const stored = await selectReturn(tx, actor.accountId, row.id, returnId);
    if (!stored) throw notFound(messages.returnNotFound);
    const storedLines = await selectReturnLines(tx, stored.id);
    const { refund: refundGrosze, orderLines } = await checkReturn(tx, row, body, stored.id);
    const values = {
      externalId: body.externalId ?? null,
      reason: body.reason ?? null,
      status: body.status,
      refundGrosze,
      paymentId: body.paymentId ?? null,
    };
    const changes = auditChanges(
      auditView(stored, storedLines, orderLines),
      auditView(values, body.lines, orderLines),
    );
    if (Object.keys(changes).length === 0) return null;
    await tx
      .update(orderReturns)
      .set({ ...values, modifiedAt: new Date(), version: stored.version + 1 })
      .where(eq(orderReturns.id, stored.id));
    await replaceReturnLines(tx, actor.accountId, stored.id, body.lines);
    await returnStockToWarehouse(
      tx,
      actor,
      row,
      [...storedLines.map((line) => ({ ...line, quantity: -line.quantity })), ...body.lines],
      stored.id,
    );
    return {
      partsChanged: true,
      audit: { returnId: stored.id, changes, note: `Zmieniono zwrot ${stored.number}` },
      message: messages.returnSaved,
    };
  });
}

export function deleteReturn(
  db: Db,
  actor: Actor,
  id: string,
  returnId: string,
  version: number,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, version, async (tx, row) => {
    const stored = await selectReturn(tx, actor.accountId, row.id, returnId);
    if (!stored) throw notFound(messages.returnNotFound);
    const storedLines = await selectReturnLines(tx, stored.id);
    await tx.delete(orderReturns).where(eq(orderReturns.id, stored.id));
    await returnStockToWarehouse(
      tx,
      actor,
      row,
      storedLines.map((line) => ({ ...line, quantity: -line.quantity })),
      stored.id,
    );
    return {
      partsChanged: true,
      audit: {
        returnId: stored.id,
        changes: auditChanges({ returnNumber: stored.number }, { returnNumber: null }),
        note: `Usunięto zwrot ${stored.number}`,
      },
      message: messages.returnDeleted,
    };
  });
}

export async function listReturns(
  db: Db,
  accountId: string,
  query: ReturnListQuery & { page: number; limit: number },
) {
  const { rows, quantities, count } = await findReturnPage(db, accountId, query);
  const data: ReturnListItem[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    externalId: row.externalId,
    status: (returnStatuses as readonly string[]).includes(row.status)
      ? (row.status as ReturnListItem['status'])
      : 'new',
    reason: row.reason,
    refundAmount: { amount: fromGrosze(row.refundGrosze), currency: row.currency },
    orderId: row.orderId,
    orderNo: row.orderNo,
    client: row.client,
    quantity: quantities.get(row.id) ?? 0,
    created: row.createdAt.toISOString(),
  }));
  return { data, count, page: query.page, limit: query.limit };
}
