import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import { warehouseMessages, type ReservationTiming } from '@zaplecze/contract/warehouses/warehouses';
import { rowsOf } from '../../db/rows';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { createOrder, createOrders } from '../orders/service';
import { stockWorld } from './__fixtures__/stock-world';

describe('stock reservations driven by orders', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let statuses: { neu: string; processing: string; completed: string; cancelled: string };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    const coded = async (code: string) => (await world.orders.statusCoded(code)).id;
    statuses = {
      neu: await coded('new'),
      processing: await coded('processing'),
      completed: await coded('completed'),
      cancelled: await coded('cancelled'),
    };
  });

  /** A warehouse with the timing, a product with `onHand` there, an order for `quantity` of it. */
  async function orderFor(
    timing: ReservationTiming,
    onHand: number,
    quantity: number,
    allowNegativeStock = false,
  ) {
    const warehouse = await world.createWarehouse({
      reservationTiming: timing,
      reservationStatusId: statuses.completed,
      cancellationStatusId: statuses.cancelled,
      allowNegativeStock,
    });
    const product = await world.createProduct();
    await world.setStock(product.id, [{ warehouseId: warehouse.id, onHand }]);
    const order = await world.orders.createOrder({
      warehouseId: warehouse.id,
      products: [world.line(product.id, quantity)],
    });
    return { warehouse, product, order };
  }

  const setStatus = (order: { id: string; version: number }, statusId: string) =>
    world.orders.mutate('PUT', `/api/orders/${order.id}/status`, { version: order.version, statusId });

  it('onStatusChange reserves at creation and takes the stock when the chosen status is reached', async () => {
    const { warehouse, product, order } = await orderFor('onStatusChange', 5, 2);
    expect(order.warehouseId).toBe(warehouse.id);
    expect(order.products[0]).toMatchObject({
      catalogProductId: product.id,
      name: product.name,
      sku: product.sku,
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 2 });
    expect(await world.sums(product.id)).toEqual({ stock: 5, reserved: 2 });
    const held = await world.stock(product.id);
    expect(held.reservations).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNo: order.no,
        quantity: 2,
        warehouseName: warehouse.name,
      }),
    ]);

    const processing = await setStatus(order, statuses.processing);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 2 });
    await setStatus(processing.order, statuses.completed);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
    const after = await world.stock(product.id);
    expect(after.reservations).toEqual([]);
    expect(after.movements.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'consumption', onHandDelta: -2, reservedDelta: -2, orderNo: order.no }),
      expect.objectContaining({ kind: 'reservation', onHandDelta: 0, reservedDelta: 2, orderId: order.id }),
    ]);
    expect(after.movements[0]!.userName).toBeTruthy();
  });

  it('releases the reservation when the order reaches the cancellation status or is marked cancelled', async () => {
    const { warehouse, product, order } = await orderFor('onStatusChange', 5, 3);
    await setStatus(order, statuses.cancelled);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 0 });
    expect((await world.stock(product.id)).movements[0]).toMatchObject({
      kind: 'release',
      reservedDelta: -3,
    });

    const second = await orderFor('onLabelGenerated', 4, 1);
    await ctx.database.db.execute(sql`update orders set is_cancelled = true where id = ${second.order.id}`);
    await world.orders.mutate('POST', `/api/orders/${second.order.id}/notes`, {
      version: second.order.version,
      value: 'Klient zrezygnował',
    });
    expect(await world.level(second.product.id, second.warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
  });

  it('keeps the warehouse reservation status and refuses one of another account', async () => {
    const warehouse = await world.createWarehouse({
      reservationTiming: 'onStatusChange',
      reservationStatusId: statuses.completed,
    });
    expect(warehouse.reservationStatusId).toBe(statuses.completed);
    const stranger = await createAccount(ctx);
    const foreign = (await stockWorld(ctx, stranger).orders.statusCoded('completed')).id;
    const refused = await world.orders.call('POST', '/api/warehouses', {
      name: `Obcy status ${Date.now()}`,
      reservationTiming: 'onStatusChange',
      reservationStatusId: foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      reservationStatusId: warehouseMessages.reservationStatusNotFound,
    });
  });

  it('onOrderCreate takes the stock at once and never gives it back on cancellation', async () => {
    const { warehouse, product, order } = await orderFor('onOrderCreate', 5, 2);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
    expect((await world.stock(product.id)).movements[0]).toMatchObject({ kind: 'sale', onHandDelta: -2 });
    await setStatus(order, statuses.cancelled);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it('onLabelGenerated takes the stock when a shipment with a tracking number is added', async () => {
    const { warehouse, product, order } = await orderFor('onLabelGenerated', 5, 2);
    const noLabel = await world.orders.mutate('POST', `/api/orders/${order.id}/shipments`, {
      version: order.version,
      courier: 'inpost',
      status: 'created',
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 2 });
    await world.orders.mutate('POST', `/api/orders/${order.id}/shipments`, {
      version: noLabel.order.version,
      courier: 'inpost',
      trackingNumber: '620012345678',
      status: 'created',
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it('onSalesDocumentUploaded takes the stock once a sales document is attached', async () => {
    const { warehouse, product, order } = await orderFor('onSalesDocumentUploaded', 5, 2);
    await ctx.database.db.execute(
      sql`update orders set file_document_ids = array['FV/1/2026'] where id = ${order.id}`,
    );
    await world.orders.mutate('POST', `/api/orders/${order.id}/notes`, {
      version: order.version,
      value: 'Faktura',
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it('refuses a reservation beyond the available stock with the product and warehouse named, saving nothing', async () => {
    const warehouse = await world.createWarehouse({
      name: `Kraków ${Date.now()}`,
      reservationTiming: 'onStatusChange',
    });
    const product = await world.createProduct({ sku: `KUBEK-${Date.now()}` });
    await world.setStock(product.id, [{ warehouseId: warehouse.id, onHand: 2 }]);
    const order = await world.orders.createOrder({ warehouseId: warehouse.id });
    const refused = await world.orders.call('POST', `/api/orders/${order.id}/products`, {
      version: order.version,
      ...world.line(product.id, 3),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(stockMessages.insufficient(product.sku, warehouse.name, 2, 3));
    expect(refused.json().error.message).toMatch(/^Brak wystarczającego stanu: KUBEK-\d+ w magazynie Kraków/);
    expect((await world.orders.getOrder(order.id)).products).toEqual([]);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 2, reserved: 0 });

    const create = await world.orders.call('POST', '/api/orders', {
      orderCountry: 'PL',
      statusId: statuses.neu,
      warehouseId: warehouse.id,
      products: [world.line(product.id, 5)],
    });
    expect(create.statusCode).toBe(409);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('lets stock go below zero in a warehouse that allows negative stock', async () => {
    const { warehouse, product } = await orderFor('onOrderCreate', 1, 3, true);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: -2, reserved: 0 });
  });

  it('lets only one of two parallel orders take the last unit', async () => {
    const warehouse = await world.createWarehouse({ reservationTiming: 'onStatusChange' });
    const product = await world.createProduct();
    await world.setStock(product.id, [{ warehouseId: warehouse.id, onHand: 1 }]);
    const [first, second] = [
      await world.orders.createOrder({ warehouseId: warehouse.id }),
      await world.orders.createOrder({ warehouseId: warehouse.id }),
    ];
    const answers = await Promise.all(
      [first!, second!].map((order) =>
        world.orders.call('POST', `/api/orders/${order.id}/products`, {
          version: order.version,
          ...world.line(product.id, 1),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 1, reserved: 1 });
  });

  it('follows line quantity changes and removal, and moves reservations with the order warehouse', async () => {
    const { warehouse, product, order } = await orderFor('onStatusChange', 10, 2);
    const lineId = order.products[0]!.id;
    const bigger = await world.orders.mutate('PUT', `/api/orders/${order.id}/products/${lineId}`, {
      version: order.version,
      name: 'Dowolna nazwa',
      quantity: 5,
      grossPrice: '10.00',
      tax: 23,
    });
    expect(bigger.order.products[0]!.catalogProductId).toBe(product.id);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 5 });

    const other = await world.createWarehouse({ reservationTiming: 'onStatusChange' });
    await world.setStock(product.id, [{ warehouseId: other.id, onHand: 6 }]);
    const moved = await world.orders.mutate('PUT', `/api/orders/${order.id}/warehouse`, {
      version: bigger.order.version,
      warehouseId: other.id,
    });
    expect(moved.order.warehouseId).toBe(other.id);
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 0 });
    expect(await world.level(product.id, other.id)).toEqual({ onHand: 6, reserved: 5 });
    expect(await world.sums(product.id)).toEqual({ stock: 16, reserved: 5 });

    const smaller = await world.orders.mutate('PUT', `/api/orders/${order.id}/products/${lineId}`, {
      version: moved.order.version,
      name: 'Dowolna nazwa',
      quantity: 1,
      grossPrice: '10.00',
      tax: 23,
    });
    expect(await world.level(product.id, other.id)).toEqual({ onHand: 6, reserved: 1 });
    await world.orders.mutate(
      'DELETE',
      `/api/orders/${order.id}/products/${lineId}?version=${smaller.order.version}`,
    );
    expect(await world.level(product.id, other.id)).toEqual({ onHand: 6, reserved: 0 });
  });

  it('releases reservations of a deleted order and consumes them on a bulk status change', async () => {
    const deleted = await orderFor('onStatusChange', 5, 2);
    const response = await world.orders.call('DELETE', `/api/orders/${deleted.order.id}`);
    expect(response.statusCode).toBe(204);
    expect(await world.level(deleted.product.id, deleted.warehouse.id)).toEqual({ onHand: 5, reserved: 0 });

    const bulk = await orderFor('onStatusChange', 5, 2);
    const answer = await world.orders.call('POST', '/api/orders/bulk/status', {
      orderIds: [bulk.order.id],
      statusId: statuses.completed,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await world.level(bulk.product.id, bulk.warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it('puts returned products back to stock, and takes them out again when the return is deleted', async () => {
    const { warehouse, product, order } = await orderFor('onOrderCreate', 5, 2);
    const added = await world.orders.mutate('POST', `/api/orders/${order.id}/returns`, {
      version: order.version,
      lines: [{ orderProductId: order.products[0]!.id, quantity: 1 }],
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
    expect((await world.stock(product.id)).movements[0]).toMatchObject({
      kind: 'return',
      onHandDelta: 1,
      orderId: order.id,
    });
    const returnId = added.order.returns[0]!.id;
    await world.orders.mutate(
      'DELETE',
      `/api/orders/${order.id}/returns/${returnId}?version=${added.order.version}`,
    );
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });
  it('a page of orders created together (createOrders) writes the same rows and holds the same stock as one by one', async () => {
    const sells = await world.createWarehouse({ reservationTiming: 'onOrderCreate' });
    const reserves = await world.createWarehouse({
      reservationTiming: 'onStatusChange',
      reservationStatusId: statuses.completed,
      cancellationStatusId: statuses.cancelled,
    });
    const product = await world.createProduct();
    await world.setStock(product.id, [
      { warehouseId: sells.id, onHand: 20 },
      { warehouseId: reserves.id, onHand: 20 },
    ]);
    const actor = { accountId: admin.accountId, userId: admin.userId, ip: null };
    const bodies = [sells, reserves].map((warehouse, index) =>
      createOrderBody.parse({
        statusId: statuses.neu,
        orderCountry: 'PL',
        source: 'allegro',
        externalId: `EQ-${index}`,
        email: `eq${index}@example.com`,
        warehouseId: warehouse.id,
        created: '2026-11-01T10:00:00Z',
        products: [
          { ...world.line(product.id, 2 + index), name: 'Sprzedane jako', grossPrice: '19.99', tax: 8 },
          { name: 'Poza katalogiem', quantity: 3, grossPrice: '10.01', tax: 23 },
        ],
        payments: [{ amount: '5.00', method: 'blik', paidAt: '2026-11-01T10:05:00Z' }],
      }),
    );
    const single: string[] = [];
    for (const body of bodies)
      single.push((await createOrder(ctx.database.db, actor, body, undefined, { linePrices: 'given' })).id);
    const batch = (
      await createOrders(
        ctx.database.db,
        actor,
        bodies.map((body) => ({ body })),
        { linePrices: 'given' },
      )
    ).map((row) => row.id);
    const expected = await written(single);
    expect([expected.holds.length, expected.movements.length, expected.audit.length]).toEqual([2, 2, 2]);
    expect(expected.events.map((event) => event.type)).toEqual(['order.created', 'order.created']);
    expect(await written(batch)).toEqual(expected);
    // Each path sold 2 at once in the first warehouse and reserved 3 in the second.
    expect(await world.level(product.id, sells.id)).toEqual({ onHand: 16, reserved: 0 });
    expect(await world.level(product.id, reserves.id)).toEqual({ onHand: 20, reserved: 6 });
  });

  /** What creating the orders wrote, without ids, numbers and write times, in the orders' order. */
  async function written(ids: string[]) {
    const of = (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(ctx.database.db, query);
    const list = sql.param(ids);
    const at = sql`array_position(${list}::uuid[], order_id)`;
    const orders = await of(sql`select to_jsonb(o) - 'id' - 'no' - 'modified_at' as row from orders o
                                 where id = any(${list}::uuid[]) order by array_position(${list}::uuid[], id)`);
    return {
      orders: orders.map(({ row }) => row),
      lines:
        await of(sql`select to_jsonb(l) - 'id' - 'order_id' - 'created_at' - 'modified_at' as row, ${at} as at from order_products l
                           where order_id = any(${list}::uuid[]) order by at, position`),
      payments: await of(sql`select amount, method, paid_at, ${at} as at from order_payments
                              where order_id = any(${list}::uuid[]) order by at`),
      history: await of(sql`select to_status_id, comment, user_id, ${at} as at from order_status_history
                             where order_id = any(${list}::uuid[]) order by at`),
      holds:
        await of(sql`select product_id, warehouse_id, quantity, state, ${at} as at from stock_reservations
                           where order_id = any(${list}::uuid[]) order by at`),
      movements: await of(sql`select kind, warehouse_id, on_hand_delta, reserved_delta, ${at} as at
                                from stock_movements where order_id = any(${list}::uuid[]) order by at, id`),
      audit: await of(sql`select action, target_type, user_label, details,
                                 array_position(${list}::uuid[], target_id::uuid) as at
                            from audit_log where target_id = any(${list}::text[]) order by at`),
      events: await of(sql`select type, resource_version, data - 'id' - 'no' as data,
                                  array_position(${list}::uuid[], resource_id::uuid) as at
                             from outbox_events where resource_id = any(${list}::text[]) order by at`),
    };
  }
});
