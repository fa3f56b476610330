import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/service';
import { emitEvent } from '../events/service';
import { assertPlanLimit } from '../plans/service';
import { fillCatalogLines, orderPlacement, reserveForOrder } from '../stock/service';
import { prepareOrder, unknownStatus, type Actor, type CreateOrderInput } from './create';
import { orderEventData } from './events';
import { orderLabel, orderTarget } from './mapping';
import { getOrder } from './read';
import { countAccountOrders, insertOrder, insertParts, takeOrderNumbers } from './repository';
import { statusCatalog } from './scope';

/** Reading one order and creating one: what the service, the detail mutations and orders from outside share. */

type NewOrderRow = Awaited<ReturnType<typeof insertOrder>>;

/** What the audit entry of a new order says: its status, origin, value and number of lines. */
function createdDetails(row: NewOrderRow, productCount: number, statusLabel: string): AuditDetails {
  return {
    statusId: { id: row.statusId, label: statusLabel },
    source: row.source,
    totalGross: `${row.totalGross} ${row.currency}`,
    products: productCount,
  };
}

/**
 * Creates an order with its parts, numbered next in the account. The number counter's row lock
 * also serializes the plan-limit check, so concurrent creations cannot pass the limit together.
 * A copy passes its own audit details (the order it copies) instead of the new order's summary.
 */
export async function createOrder(
  db: Db,
  actor: Actor,
  body: CreateOrderInput,
  details: (row: NewOrderRow, productCount: number, statusLabel: string) => AuditDetails = createdDetails,
  options: { linePrices?: 'catalogue' | 'given' } = {},
): Promise<Order> {
  const { statuses } = await statusCatalog(db, actor.accountId);
  const status = statuses.find((item) => item.id === body.statusId);
  if (!status) throw unknownStatus();
  const id = await db.transaction(async (tx) => {
    const no = await takeOrderNumbers(tx, actor.accountId);
    await assertPlanLimit(tx, actor.accountId, 'orders', await countAccountOrders(tx, actor.accountId));
    const placement = await orderPlacement(tx, actor.accountId, body.warehouseId, body.priceListId);
    const filled = await fillCatalogLines(tx, actor.accountId, placement.priceListId, body.products);
    // An order from outside keeps the name, price and VAT it was sold with; the catalogue gives the rest.
    const products =
      options.linePrices === 'given'
        ? filled.map((line, index) => ({
            ...line,
            name: body.products[index]!.name,
            grossPrice: body.products[index]!.grossPrice,
            tax: body.products[index]!.tax,
          }))
        : filled;
    const { order, parts } = prepareOrder(actor, { ...body, ...placement, products }, no);
    const row = await insertOrder(tx, order);
    const rowParts = parts(row.id);
    await insertParts(tx, rowParts);
    await reserveForOrder(tx, actor, row.id);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: orderTarget,
      targetId: row.id,
      targetLabel: orderLabel(row.no),
      details: details(row, rowParts.products.length, status.internalName),
    });
    await emitEvent(tx, {
      accountId: actor.accountId,
      type: 'order.created',
      resourceType: 'order',
      resourceId: row.id,
      version: row.version,
      data: orderEventData(row),
    });
    return row.id;
  });
  return getOrder(db, actor.accountId, id);
}
