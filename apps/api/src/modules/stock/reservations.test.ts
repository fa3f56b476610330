import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import { warehouseMessages, type ReservationTiming } from '@zaplecze/contract/warehouses/warehouses';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
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
});
