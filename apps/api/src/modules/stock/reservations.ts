import { sql } from 'drizzle-orm';
import type { ReservationTiming } from '@zaplecze/contract/warehouses/warehouses';
import type { Db } from '../../db/client';
import { stockReservations } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { applyStockChanges, type StockActor, type StockChange } from './movements';

/**
 * Stock held by orders (spec 002 §4 Reservation timings). The order's lines linked to the
 * catalogue hold stock in the order's warehouse: onOrderCreate takes it from on-hand at once
 * ('sale', never given back on cancellation); the other timings reserve it until their moment
 * (the chosen status, a shipment with a tracking number, a sales document) takes it from on-hand
 * ('consumption'), or a cancellation releases it. `syncOrderStock` brings an order's holds in
 * line with the order as it now is; every order change calls it in its transaction.
 */

interface OrderState {
  id: string;
  status_id: string | null;
  is_cancelled: boolean;
  warehouse_id: string | null;
  has_document: boolean;
  has_label: boolean;
  timing: ReservationTiming | null;
  cancellation_status_id: string | null;
  reservation_status_id: string | null;
}

interface Hold {
  id: string;
  order_product_id: string | null;
  product_id: string;
  variant_id: string | null;
  warehouse_id: string;
  quantity: number;
  state: 'reserved' | 'consumed';
}

interface Line {
  id: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
}

/**
 * The orders' states, holds and catalogue lines, each read once for all of them, each order's rows
 * by index (LATERAL … OFFSET 0 keeps the nested loop): a thousand orders of an import batch were
 * otherwise read by scanning all orders and lines wherever the statistics lagged behind the tables
 * (4 → 39 ms a batch over a 100 000-order import, issue 25).
 */
async function orderStates(tx: Db, accountId: string, orderIds: string[]) {
  // Each order once: the lateral reads give an order's lines once per time it is named.
  const ids = sql.param([...new Set(orderIds)]);
  const states = await rowsOf<OrderState>(
    tx,
    sql`select o.id, o.status_id, o.is_cancelled, o.warehouse_id,
               cardinality(o.file_document_ids) > 0 as has_document,
               exists (select 1 from order_shipments s where s.order_id = o.id
                        and coalesce(trim(s.tracking_number), '') <> '') as has_label,
               w.reservation_timing as timing, w.cancellation_status_id, w.reservation_status_id
          from unnest(${ids}::uuid[]) as k(id)
         cross join lateral (select * from orders where id = k.id and account_id = ${accountId} offset 0) o
          left join warehouses w on w.id = o.warehouse_id and w.account_id = o.account_id`,
  );
  const holds = await rowsOf<Hold & { order_id: string }>(
    tx,
    sql`select id, order_id, order_product_id, product_id, variant_id, warehouse_id, quantity, state
          from stock_reservations
         where id = any(array(select r.id from unnest(${ids}::uuid[]) as k(id)
                   cross join lateral (select id from stock_reservations where order_id = k.id offset 0) r))
           and account_id = ${accountId} and state in ('reserved', 'consumed')
         order by created_at, id for update`,
  );
  const lines = await rowsOf<Line & { order_id: string }>(
    tx,
    sql`select l.id, l.order_id, l.catalog_product_id as product_id, l.catalog_variant_id as variant_id, l.quantity
          from unnest(${ids}::uuid[]) as k(id)
         cross join lateral (select * from order_products where order_id = k.id offset 0) l
         where l.catalog_product_id is not null
         order by l.position, l.id`,
  );
  const byOrder = <T extends { order_id: string }>(rows: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) {
      const group = grouped.get(row.order_id);
      if (group) group.push(row);
      else grouped.set(row.order_id, [row]);
    }
    return grouped;
  };
  const stateOf = new Map(states.map((state) => [state.id, state]));
  const [holdsOf, linesOf] = [byOrder(holds), byOrder(lines)];
  return orderIds.flatMap((orderId) => {
    const order = stateOf.get(orderId);
    return order ? [{ order, holds: holdsOf.get(orderId) ?? [], lines: linesOf.get(orderId) ?? [] }] : [];
  });
}

const openHolds = (tx: Db, accountId: string, orderId: string) =>
  rowsOf<Hold>(
    tx,
    sql`select id, order_product_id, product_id, variant_id, warehouse_id, quantity, state
          from stock_reservations
         where account_id = ${accountId} and order_id = ${orderId} and state in ('reserved', 'consumed')
         order by created_at, id for update`,
  );

/** Whether the warehouse's moment that takes reserved stock from on-hand has come. */
function consumeMomentReached(order: OrderState): boolean {
  switch (order.timing) {
    case 'onStatusChange':
      return order.reservation_status_id !== null && order.status_id === order.reservation_status_id;
    case 'onLabelGenerated':
      return order.has_label;
    case 'onSalesDocumentUploaded':
      return order.has_document;
    default:
      return false;
  }
}

const isCancelled = (order: OrderState) =>
  order.is_cancelled ||
  (order.cancellation_status_id !== null && order.status_id === order.cancellation_status_id);

/** Collects the movements and the hold rows' changes of one sync, then writes them. */
class Plan {
  readonly changes: StockChange[] = [];
  readonly closed = new Map<string, 'consumed' | 'released'>();
  readonly resized = new Map<string, number>();
  readonly added: (typeof stockReservations.$inferInsert)[] = [];

  constructor(
    private readonly actor: StockActor,
    private readonly orderId: string,
  ) {}

  move(
    item: Pick<Hold, 'product_id' | 'variant_id' | 'warehouse_id'>,
    kind: StockChange['kind'],
    onHand: number,
    reserved: number,
  ) {
    this.changes.push({
      productId: item.product_id,
      variantId: item.variant_id,
      warehouseId: item.warehouse_id,
      kind,
      onHandDelta: onHand,
      reservedDelta: reserved,
      orderId: this.orderId,
    });
  }

  release(hold: Hold) {
    this.move(hold, 'release', 0, -hold.quantity);
    this.closed.set(hold.id, 'released');
  }

  consume(hold: Hold) {
    this.move(hold, 'consumption', -hold.quantity, -hold.quantity);
    this.closed.set(hold.id, 'consumed');
  }

  /** Takes in another order's plan, so a batch writes its movements and holds together. */
  merge(other: Plan) {
    this.changes.push(...other.changes);
    for (const [id, state] of other.closed) this.closed.set(id, state);
    for (const [id, quantity] of other.resized) this.resized.set(id, quantity);
    this.added.push(...other.added);
  }

  async write(tx: Db) {
    if (this.changes.length > 0) await applyStockChanges(tx, this.actor, this.changes);
    for (const [id, state] of this.closed) {
      await tx.execute(
        sql`update stock_reservations set state = ${state}, closed_at = now() where id = ${id}`,
      );
    }
    for (const [id, quantity] of this.resized) {
      await tx.execute(sql`update stock_reservations set quantity = ${quantity} where id = ${id}`);
    }
    if (this.added.length > 0) await tx.insert(stockReservations).values(this.added);
  }
}

/** Releases every reservation still held by the order (its deletion; sales stay taken). */
export async function releaseForOrder(tx: Db, actor: StockActor, orderId: string): Promise<void> {
  const plan = new Plan(actor, orderId);
  for (const hold of await openHolds(tx, actor.accountId, orderId))
    if (hold.state === 'reserved') plan.release(hold);
  await plan.write(tx);
}

/**
 * Gives back everything the order holds, as if it had never been placed (an import rolled back):
 * reservations are released, stock taken from on-hand (sold at creation or consumed) returns.
 */
export async function undoOrderStock(tx: Db, actor: StockActor, orderId: string): Promise<void> {
  const plan = new Plan(actor, orderId);
  for (const hold of await openHolds(tx, actor.accountId, orderId)) {
    if (hold.state === 'reserved') plan.release(hold);
    else {
      plan.move(hold, 'return', hold.quantity, 0);
      plan.closed.set(hold.id, 'released');
    }
  }
  await plan.write(tx);
}

/** Takes every reservation of the order from on-hand (its warehouse's moment has come). */
export async function consumeForOrder(tx: Db, actor: StockActor, orderId: string): Promise<void> {
  const plan = new Plan(actor, orderId);
  for (const hold of await openHolds(tx, actor.accountId, orderId))
    if (hold.state === 'reserved') plan.consume(hold);
  await plan.write(tx);
}

/**
 * Brings the order's holds in line with the order: releases reservations of a cancelled order,
 * of a removed or relinked line, or in a warehouse the order left; consumes them when the
 * warehouse's moment has come; reserves (or sells, onOrderCreate) what lines hold less than
 * they order, and gives back what they hold more while still reserved (or sold at creation).
 */
export async function syncOrderStock(tx: Db, actor: StockActor, orderId: string): Promise<void> {
  await syncOrdersStock(tx, actor, [orderId]);
}

/**
 * `syncOrderStock` for many orders at once (a page of orders from outside): their states, holds
 * and lines read in one query each, every order planned by the same rules, the movements and
 * holds written together.
 */
export async function syncOrdersStock(tx: Db, actor: StockActor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const all = new Plan(actor, orderIds[0]!);
  for (const { order, holds, lines } of await orderStates(tx, actor.accountId, orderIds)) {
    const plan = planSync(actor, order, holds, lines);
    if (plan) all.merge(plan);
  }
  await all.write(tx);
}

function planSync(actor: StockActor, order: OrderState, holds: Hold[], lines: Line[]): Plan | null {
  const orderId = order.id;
  if (holds.length === 0 && (lines.length === 0 || !order.warehouse_id)) return null;
  const plan = new Plan(actor, orderId);
  const cancelled = isCancelled(order);
  const consumeNow = consumeMomentReached(order);
  const sellsAtOnce = order.timing === 'onOrderCreate';
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const kept: Hold[] = [];
  for (const hold of holds) {
    const line = hold.order_product_id ? lineById.get(hold.order_product_id) : undefined;
    const orphan = !line || line.product_id !== hold.product_id || line.variant_id !== hold.variant_id;
    if (hold.state === 'reserved') {
      if (cancelled || orphan || hold.warehouse_id !== order.warehouse_id) plan.release(hold);
      else if (consumeNow) {
        plan.consume(hold);
        kept.push({ ...hold, state: 'consumed' });
      } else kept.push(hold);
    } else if (orphan && !cancelled && isSale(hold, order)) {
      // A line removed before shipping gives its sold stock back; a cancellation never does.
      plan.move(hold, 'sale', hold.quantity, 0);
      plan.closed.set(hold.id, 'released');
    } else if (!orphan) kept.push(hold);
  }
  if (!order.warehouse_id) return plan;
  for (const line of lines) {
    const held = kept.filter((hold) => hold.order_product_id === line.id);
    let delta = line.quantity - held.reduce((sum, hold) => sum + hold.quantity, 0);
    if (delta > 0 && !cancelled) {
      const item = {
        product_id: line.product_id,
        variant_id: line.variant_id,
        warehouse_id: order.warehouse_id,
      };
      const state = sellsAtOnce || consumeNow ? 'consumed' : 'reserved';
      if (sellsAtOnce) plan.move(item, 'sale', -delta, 0);
      else {
        plan.move(item, 'reservation', 0, delta);
        if (consumeNow) plan.move(item, 'consumption', -delta, -delta);
      }
      const open = held.find((hold) => hold.state === state && hold.warehouse_id === order.warehouse_id);
      if (open) plan.resized.set(open.id, open.quantity + delta);
      else
        plan.added.push({
          accountId: actor.accountId,
          orderId,
          orderProductId: line.id,
          productId: line.product_id,
          variantId: line.variant_id,
          warehouseId: order.warehouse_id,
          quantity: delta,
          state,
          closedAt: state === 'consumed' ? new Date() : null,
        });
    }
    // Fewer ordered than held: give back what is still reserved, or sold at creation.
    for (const hold of held) {
      if (delta >= 0) break;
      const givesBack = hold.state === 'reserved' || isSale(hold, order);
      if (!givesBack) continue;
      const back = Math.min(hold.quantity, -delta);
      plan.move(
        hold,
        hold.state === 'reserved' ? 'release' : 'sale',
        hold.state === 'reserved' ? 0 : back,
        hold.state === 'reserved' ? -back : 0,
      );
      if (back === hold.quantity) plan.closed.set(hold.id, 'released');
      else plan.resized.set(hold.id, hold.quantity - back);
      delta += back;
    }
  }
  return plan;
}

/** A consumed hold of a warehouse that sells at creation is a sale, not a shipped reservation. */
const isSale = (hold: Hold, order: OrderState) =>
  hold.state === 'consumed' && order.timing === 'onOrderCreate' && hold.warehouse_id === order.warehouse_id;

/** Alias the orders module calls when an order is created. */
export const reserveForOrder = syncOrderStock;
