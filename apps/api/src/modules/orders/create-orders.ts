import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { recordAuditBatch } from '../audit/service';
import { emitEvents } from '../events/service';
import { assertPlanLimit } from '../plans/service';
import { deferProductStats } from '../pulpit/service';
import { fillCatalogLines, orderPlacement, syncOrdersStock, type CatalogueCache } from '../stock/service';
import { insertRowsReturning } from '../../db/insert-rows';
import { prepareOrder, unknownStatus, type Actor, type CreateOrderInput } from './create';
import { orderEventData } from './events';
import { orderLabel, orderTarget } from './mapping';
import { countAccountOrders, insertParts, takeOrderNumbers, type OrderRecord } from './repository';
import { statusCatalog } from './scope';

export type NewOrderRow = OrderRecord;
export type CreatedDetails = (row: NewOrderRow, productCount: number, statusLabel: string) => AuditDetails;

/** What the audit entry of a new order says: its status, origin, value and number of lines. */
export const createdDetails: CreatedDetails = (row, productCount, statusLabel) => ({
  statusId: { id: row.statusId, label: statusLabel },
  source: row.source,
  totalGross: `${row.totalGross} ${row.currency}`,
  products: productCount,
});

export interface NewOrder {
  body: CreateOrderInput;
  /** The audit entry's details; a new order's summary when left out. */
  details?: CreatedDetails | undefined;
}

export interface CreateOptions {
  /** 'given': an order from outside keeps the name, price and VAT it was sold with. */
  linePrices?: 'catalogue' | 'given';
  /**
   * 'deferred': the lines' share of the Pulpit's top products waits for the caller's
   * `settleProductStats` (an orders import settles once at its end, not per batch).
   */
  productStats?: 'deferred';
}

/** Orders of one insert (one JSON parameter each: `insert-rows.ts`), their parts with them. */
const rowsPerInsert = 1000;

/** The account's statuses, checked to hold every order's status. */
export async function statusesFor(db: Db, accountId: string, items: NewOrder[]): Promise<OrderStatus[]> {
  const { statuses } = await statusCatalog(db, accountId);
  for (const item of items)
    if (!statuses.some((status) => status.id === item.body.statusId)) throw unknownStatus();
  return statuses;
}

/**
 * Creates orders in the caller's transaction, numbered next in the account in the given order,
 * by the rules of one `createOrder` each, written set-based: one number allocation and plan-limit
 * check for all, the placement and catalogue products read once per page, the orders, their parts,
 * audit entries and `order.created` events in multi-row inserts, the stock held through the
 * stock module's batch sync. The number counter's row lock serializes the plan-limit check.
 */
export async function insertNewOrders(
  tx: Db,
  actor: Actor,
  items: NewOrder[],
  statuses: OrderStatus[],
  options: CreateOptions = {},
): Promise<NewOrderRow[]> {
  if (items.length === 0) return [];
  if (options.productStats === 'deferred') await deferProductStats(tx);
  const first = await takeOrderNumbers(tx, actor.accountId, items.length);
  await assertPlanLimit(
    tx,
    actor.accountId,
    'orders',
    await countAccountOrders(tx, actor.accountId),
    items.length,
  );
  const placements = new Map<string, Awaited<ReturnType<typeof orderPlacement>>>();
  const catalogue: CatalogueCache = new Map();
  const prepared = [];
  for (const [index, { body }] of items.entries()) {
    const placeKey = `${body.warehouseId}|${body.priceListId}`;
    const placement =
      placements.get(placeKey) ??
      (await orderPlacement(tx, actor.accountId, body.warehouseId, body.priceListId));
    placements.set(placeKey, placement);
    const filled = await fillCatalogLines(
      tx,
      actor.accountId,
      placement.priceListId,
      body.products,
      catalogue,
    );
    const products =
      options.linePrices === 'given'
        ? filled.map((line, at) => ({
            ...line,
            name: body.products[at]!.name,
            grossPrice: body.products[at]!.grossPrice,
            tax: body.products[at]!.tax,
          }))
        : filled;
    prepared.push(prepareOrder(actor, { ...body, ...placement, products }, first + index));
  }
  const rows: NewOrderRow[] = [];
  for (let start = 0; start < prepared.length; start += rowsPerInsert)
    rows.push(
      ...(await insertRowsReturning(
        tx,
        orders,
        prepared.slice(start, start + rowsPerInsert).map((item) => item.order),
      )),
    );
  rows.sort((a, b) => a.no - b.no);
  const parts = prepared.map((item, index) => item.parts(rows[index]!.id));
  for (let start = 0; start < parts.length; start += rowsPerInsert) {
    const slice = parts.slice(start, start + rowsPerInsert);
    await insertParts(tx, {
      products: slice.flatMap((part) => part.products),
      payments: slice.flatMap((part) => part.payments),
      shipments: slice.flatMap((part) => part.shipments),
      history: slice.flatMap((part) => part.history),
    });
  }
  await syncOrdersStock(
    tx,
    actor,
    rows.map((row) => row.id),
  );
  await recordAuditBatch(
    tx,
    rows.map((row, index) => ({
      ...actor,
      action: 'create' as const,
      targetType: orderTarget,
      targetId: row.id,
      targetLabel: orderLabel(row.no),
      details: (items[index]!.details ?? createdDetails)(
        row,
        parts[index]!.products.length,
        statuses.find((status) => status.id === row.statusId)!.internalName,
      ),
    })),
  );
  await emitEvents(
    tx,
    rows.map((row) => ({
      accountId: actor.accountId,
      type: 'order.created',
      resourceType: 'order',
      resourceId: row.id,
      version: row.version,
      data: orderEventData(row),
    })),
  );
  return rows;
}

/** `createOrder` for a page of orders from outside, in one transaction; answers the new rows in order. */
export async function createOrders(
  db: Db,
  actor: Actor,
  items: NewOrder[],
  options: CreateOptions = {},
): Promise<NewOrderRow[]> {
  const statuses = await statusesFor(db, actor.accountId, items);
  return db.transaction((tx) => insertNewOrders(tx, actor, items, statuses, options));
}
