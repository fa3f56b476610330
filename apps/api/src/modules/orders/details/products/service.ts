import { and, count, eq, max } from 'drizzle-orm';
import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import { formatMoney, fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import {
  maxAmountGrosze,
  maxOrderLines,
  orderPartMessages as messages,
  type orderCurrencyBody,
  type orderLineBody,
} from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { lineAmounts, orderTotals } from '@zaplecze/contract/orders/order-money';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderPayments, orderProducts, orderShipments } from '../../../../db/schema/index';
import { notFound, validationFailed } from '../../../../errors';
import type { Actor } from '../../create';
import { normalizeAmount } from '../../mapping';
import { auditChanges, mutateOrder } from '../mutation';
import type { OrderRecord, ProductRecord } from '../../repository';
import { fillCatalogLines } from '../../../stock/service';

/**
 * Product lines of an order (spec 001 §4, §5). The net unit price, the line's gross total and
 * the order's totals come from the contract's grosze arithmetic (order-money.ts); the order's
 * totals are recomputed from all its lines after every change, in the same transaction.
 */

type LineBody = z.output<typeof orderLineBody>;

function lineColumns(body: LineBody, currency: string) {
  const amounts = lineAmounts(body.grossPrice, body.quantity, body.tax);
  if (amounts.grossTotal > maxAmountGrosze) throw validationFailed({ grossPrice: messages.lineTooLarge });
  return {
    productId: body.productId ?? null,
    productVariantId: body.productVariantId ?? null,
    name: body.name,
    url: body.url ?? null,
    imageUrl: body.imageUrl ?? null,
    ean: body.ean ?? null,
    sku: body.sku ?? null,
    auction: body.auction ?? null,
    quantity: body.quantity,
    currency,
    price: fromGrosze(amounts.netUnit),
    grossPrice: fromGrosze(amounts.grossUnit),
    grossTotal: fromGrosze(amounts.grossTotal),
    tax: body.tax,
    catalogProductId: body.catalogProductId ?? null,
    catalogVariantId: body.catalogVariantId ?? null,
  };
}

/** The order's net and gross totals from its lines as they now are in the transaction. */
async function recomputedTotals(tx: Db, row: OrderRecord) {
  const lines = await tx
    .select({
      grossPrice: orderProducts.grossPrice,
      quantity: orderProducts.quantity,
      tax: orderProducts.tax,
    })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, row.id));
  const totals = orderTotals(lines);
  if (toGrosze(totals.gross) > maxAmountGrosze)
    throw validationFailed({ grossPrice: messages.orderTooLarge });
  return { totalNet: totals.net, totalGross: totals.gross };
}

async function findLine(tx: Db, row: OrderRecord, lineId: string): Promise<ProductRecord> {
  const [line] = await tx
    .select()
    .from(orderProducts)
    .where(
      and(
        eq(orderProducts.accountId, row.accountId),
        eq(orderProducts.orderId, row.id),
        eq(orderProducts.id, lineId),
      ),
    )
    .for('update');
  if (!line) throw notFound(messages.productNotFound);
  return line;
}

const lineText = (line: {
  name: string;
  quantity: number;
  grossPrice: string;
  currency: string;
  tax: number;
}) =>
  `„${line.name}” (${line.quantity} × ${formatMoney(normalizeAmount(line.grossPrice), line.currency)}, VAT ${line.tax}%)`;

function audit(
  row: OrderRecord,
  totals: { totalNet: string; totalGross: string },
  note: string,
  extra: AuditDetails = {},
) {
  const before = { totalNet: normalizeAmount(row.totalNet), totalGross: normalizeAmount(row.totalGross) };
  return {
    ...extra,
    changes: { ...extra.changes, ...auditChanges(before, totals) },
    currency: row.currency,
    note,
  };
}

export function addOrderLine(db: Db, actor: Actor, id: string, body: LineBody): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const [stats] = await tx
      .select({ lines: count(), last: max(orderProducts.position) })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, row.id));
    if ((stats?.lines ?? 0) >= maxOrderLines)
      throw validationFailed({ name: messages.tooManyLines }, messages.tooManyLines);
    const [filled] = await fillCatalogLines(tx, actor.accountId, row.priceListId, [body]);
    const columns = lineColumns(filled!, row.currency);
    const [line] = await tx
      .insert(orderProducts)
      .values({ ...columns, accountId: actor.accountId, orderId: row.id, position: (stats?.last ?? 0) + 1 })
      .returning({ id: orderProducts.id });
    const totals = await recomputedTotals(tx, row);
    return {
      values: totals,
      partsChanged: true,
      audit: audit(row, totals, `Dodano produkt ${lineText(columns)}`, { productLineId: line!.id }),
      message: messages.productAdded,
    };
  });
}

const editable = [
  'productId',
  'productVariantId',
  'name',
  'url',
  'imageUrl',
  'ean',
  'sku',
  'auction',
  'quantity',
  'grossPrice',
  'tax',
  'catalogProductId',
  'catalogVariantId',
] as const;

export function replaceOrderLine(
  db: Db,
  actor: Actor,
  id: string,
  lineId: string,
  body: LineBody,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const line = await findLine(tx, row, lineId);
    // A body without the link (an older client) keeps the line's link; null unlinks it.
    if (body.catalogProductId === undefined)
      body = { ...body, catalogProductId: line.catalogProductId, catalogVariantId: line.catalogVariantId };
    // A line newly linked (or relinked) to the catalogue is filled from it; a kept link keeps the edits.
    const relinked =
      body.catalogProductId &&
      (body.catalogProductId !== line.catalogProductId ||
        (body.catalogVariantId ?? null) !== line.catalogVariantId);
    const [filled] = relinked ? await fillCatalogLines(tx, actor.accountId, row.priceListId, [body]) : [body];
    const columns = lineColumns(filled!, line.currency);
    const pick = (source: Record<string, unknown>) =>
      Object.fromEntries(editable.map((key) => [key, source[key]]));
    const changes = auditChanges(
      pick({ ...line, grossPrice: normalizeAmount(line.grossPrice) }),
      pick(columns),
    );
    if (Object.keys(changes).length === 0) return null;
    await tx
      .update(orderProducts)
      .set({ ...columns, version: line.version + 1, modifiedAt: new Date() })
      .where(eq(orderProducts.id, line.id));
    const totals = await recomputedTotals(tx, row);
    const prefixed = Object.fromEntries(
      Object.entries(changes).map(([key, change]) => [`product.${key}`, change]),
    );
    return {
      values: totals,
      partsChanged: true,
      audit: audit(row, totals, `Zmieniono produkt „${columns.name}”`, {
        productLineId: line.id,
        changes: prefixed,
      }),
      message: messages.productSaved,
    };
  });
}

export function deleteOrderLine(
  db: Db,
  actor: Actor,
  id: string,
  lineId: string,
  version: number,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, version, async (tx, row) => {
    const line = await findLine(tx, row, lineId);
    await tx.delete(orderProducts).where(eq(orderProducts.id, line.id));
    const totals = await recomputedTotals(tx, row);
    return {
      values: totals,
      partsChanged: true,
      audit: audit(row, totals, `Usunięto produkt ${lineText(line)}`, { productLineId: line.id }),
      message: messages.productDeleted,
    };
  });
}

/**
 * The currency of the order and of every line; amounts keep their numbers (spec 001 §4
 * re-sends each line with the new currency). Refused once money was received in the old one.
 */
export function changeOrderCurrency(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof orderCurrencyBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    if (row.currency === body.currency) return null;
    const [payment] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, row.id))
      .limit(1);
    if (payment || toGrosze(row.alreadyPaid) !== 0) {
      throw validationFailed({ currency: messages.currencyWithPayments }, messages.currencyWithPayments);
    }
    const lines = await tx
      .update(orderProducts)
      .set({ currency: body.currency, modifiedAt: new Date() })
      .where(eq(orderProducts.orderId, row.id))
      .returning({ id: orderProducts.id });
    await tx
      .update(orderShipments)
      .set({ currency: body.currency })
      .where(eq(orderShipments.orderId, row.id));
    return {
      values: { currency: body.currency },
      audit: { changes: { currency: { before: row.currency, after: body.currency } }, lines: lines.length },
      message: messages.currencyChanged,
    };
  });
}
