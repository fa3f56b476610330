import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderPayments, orderProducts, orderStatusHistory } from '../../../db/schema/index';
import { fillCatalogLines, syncOrderStock } from '../../stock/service';
import { auditOrder } from '../audit';
import { prepareOrder, type Actor } from '../create';
import { createOrder } from '../create-order';
import { createOrders, type CreateOptions } from '../create-orders';
import { auditChanges, saveOrder } from '../details/mutation';
import { orderEvents } from '../events';
import { selectOrder, selectOrderParts, type OrderRecord } from '../repository';
import type { ExternalApplyOptions, ExternalBeforeImage, ExternalDiff, ExternalPlan } from './types';

/** The columns an import may change, written back as they were by a restore. */
export const restoredColumns = [
  'statusId',
  'createdAt',
  'currency',
  'email',
  'phoneNumber',
  'externalUsername',
  'companyName',
  'vatRegistrationNumber',
  'prepareInvoice',
  'customerComment',
  'orderNote',
  'externalStatus',
  'paymentMethod',
  'deliveryMethod',
  'cashOnDelivery',
  'discount',
  'discountCoupon',
  'deliveryAddress',
  'billingAddress',
  'customerName',
  'totalNet',
  'totalGross',
  'alreadyPaid',
  'alreadyPaidAt',
] as const;
export type RestoredColumn = (typeof restoredColumns)[number];
export const dateColumns = new Set<RestoredColumn>(['createdAt', 'alreadyPaidAt']);

export const pick = (row: OrderRecord) =>
  Object.fromEntries(restoredColumns.map((column) => [column, row[column]])) as Record<string, unknown>;

export async function replaceParts(
  tx: Db,
  orderId: string,
  lines: (typeof orderProducts.$inferInsert)[],
  payments: (typeof orderPayments.$inferInsert)[],
) {
  await tx.delete(orderProducts).where(eq(orderProducts.orderId, orderId));
  await tx.delete(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (lines.length > 0) await tx.insert(orderProducts).values(lines);
  if (payments.length > 0) await tx.insert(orderPayments).values(payments);
}

export async function recordStatusMove(
  tx: Db,
  actor: Actor,
  orderId: string,
  from: string | null,
  to: string | null,
  comment = 'Import zamówień',
) {
  if (from === to) return;
  await tx.insert(orderStatusHistory).values({
    accountId: actor.accountId,
    orderId,
    fromStatusId: from,
    toStatusId: to,
    comment,
    userId: actor.userId,
  });
}

/** The sync log's summary of an update: each changed field, before → after. */
const diffNote = (lead: string, plan: { diff: ExternalDiff[] }) =>
  [lead, ...plan.diff.map((entry) => `${entry.field}: ${entry.before} → ${entry.after}`)]
    .join('; ')
    .slice(0, 2000);

/**
 * Writes a plan: a new order through `createOrder` (with the file's prices), an update in one
 * transaction (a savepoint inside the caller's) with stock brought in line as for any order
 * change, signed by `options.source` (the import, or a connector). Answers the order and, for an
 * update, its before-image.
 */
export async function applyExternalOrder(
  db: Db,
  actor: Actor,
  plan: ExternalPlan,
  options: ExternalApplyOptions = { source: 'Import zamówień' },
): Promise<{ orderId: string; orderNo: number; version: number; before?: ExternalBeforeImage } | null> {
  if (plan.action === 'reject' || plan.action === 'unchanged') return null;
  if (plan.action === 'create') {
    const order = await createOrder(db, actor, plan.body, undefined, { linePrices: 'given' });
    return { orderId: order.id, orderNo: order.no, version: order.version };
  }
  return db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, plan.orderId, true);
    if (!row) return null;
    const parts = await selectOrderParts(tx, row.id);
    const before: ExternalBeforeImage = {
      orderId: row.id,
      columns: pick(row),
      lines: parts.products,
      payments: parts.payments,
    };
    const filled = await fillCatalogLines(tx, actor.accountId, row.priceListId, plan.body.products);
    const products = filled.map((line, index) => ({
      ...line,
      name: plan.body.products[index]!.name,
      grossPrice: plan.body.products[index]!.grossPrice,
      tax: plan.body.products[index]!.tax,
    }));
    const prepared = prepareOrder(actor, { ...plan.body, products }, row.no);
    const { order } = prepared;
    const next = prepared.parts(row.id);
    const values = Object.fromEntries(
      restoredColumns.map((column) => [column, order[column as keyof typeof order]]),
    ) as Partial<OrderRecord>;
    // Parts are rewritten only when they change: unchanged lines keep their ids and stock holds.
    const changed = new Set(plan.diff.map((entry) => entry.field));
    if (changed.has('Pozycje')) {
      await tx.delete(orderProducts).where(eq(orderProducts.orderId, row.id));
      if (next.products.length > 0) await tx.insert(orderProducts).values(next.products);
    }
    if (changed.has('Zapłacono')) {
      await tx.delete(orderPayments).where(eq(orderPayments.orderId, row.id));
      if (next.payments.length > 0) await tx.insert(orderPayments).values(next.payments);
    }
    await saveOrder(tx, actor, row, values);
    await recordStatusMove(tx, actor, row.id, row.statusId, order.statusId ?? null, options.source);
    await syncOrderStock(tx, actor, row.id);
    await auditOrder(tx, actor, 'edit', row, {
      ...(options.note ? { note: diffNote(options.note, plan) } : {}),
      changes: auditChanges(pick(row), values as Record<string, unknown>),
      source: options.source,
    });
    await orderEvents(tx, actor.accountId, [{ ...row, ...values, version: row.version + 1 }], { from: row });
    return { orderId: row.id, orderNo: row.no, version: row.version + 1, before };
  });
}

export type ExternalWritten = Awaited<ReturnType<typeof applyExternalOrder>>;

/**
 * Writes a batch of plans (an import's 200 orders): the new orders together in one transaction
 * (`createOrders`, set-based, the same rules as one by one), then each update as
 * `applyExternalOrder` does it. Answers one result per plan, null for those not written. A failure
 * throws before anything of the new orders is kept: the caller can then go one by one. With
 * `productStats: 'deferred'` the caller settles the Pulpit's top products (`settleProductStats`).
 */
export async function applyExternalOrders(
  db: Db,
  actor: Actor,
  plans: ExternalPlan[],
  options: Pick<CreateOptions, 'productStats'> = {},
): Promise<ExternalWritten[]> {
  const results: ExternalWritten[] = plans.map(() => null);
  const creates = plans.flatMap((plan, index) => (plan.action === 'create' ? [{ plan, index }] : []));
  const rows = await createOrders(
    db,
    actor,
    creates.map(({ plan }) => ({ body: (plan as Extract<ExternalPlan, { action: 'create' }>).body })),
    { linePrices: 'given', ...options },
  );
  for (const [n, { index }] of creates.entries())
    results[index] = { orderId: rows[n]!.id, orderNo: rows[n]!.no, version: rows[n]!.version };
  for (const [index, plan] of plans.entries())
    if (plan.action === 'update') results[index] = await applyExternalOrder(db, actor, plan);
  return results;
}
