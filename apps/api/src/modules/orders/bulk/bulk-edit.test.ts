import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages } from '@zaplecze/contract/orders/order-cards';
import { bulkMessages, bulkSyncLimit } from '@zaplecze/contract/orders/orders-bulk';
import { bulkEditMessages } from '@zaplecze/contract/orders/orders-bulk-edit';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import { auditLog } from '../../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { stockOrders } from '../__fixtures__/stock-orders';
import { runBulkJob } from './job';
import { bulkSettings } from './service';

describe('orders: bulk edit of the ticked fields', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
  });
  afterEach(() => {
    bulkSettings.syncLimit = bulkSyncLimit;
    bulkSettings.chunkSize = 500;
  });

  const edit = (user: TestUser, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders/bulk/edit', payload: body, headers: user.headers });
  const auditOf = (orderId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'order'),
          eq(auditLog.targetId, orderId),
          sql`${auditLog.details}->>'bulk' = 'true'`,
        ),
      );

  it('changes only the ticked fields of the selected orders, bumps their versions and audits each field', async () => {
    const orders = stockOrders(ctx, admin);
    const base = { deliveryMethod: 'courier', paymentMethod: 'card' } as const;
    const [first, second, untouched] = [
      await orders.createOrder(base),
      await orders.createOrder(base),
      await orders.createOrder(base),
    ];
    const theirs = await stockOrders(ctx, other).createOrder(base);

    const response = await edit(admin, {
      orderIds: [first!.id, second!.id, theirs.id, crypto.randomUUID()],
      changes: { deliveryMethod: 'pickup', shipmentDateEnd: '2026-12-01T10:00:00.000Z' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: 'completed',
      total: 4,
      changed: 2,
      skipped: 0,
      skips: [],
      message: bulkEditMessages.edited(2, 0),
    });

    for (const before of [first!, second!]) {
      const after = await orders.getOrder(before.id);
      expect(after).toMatchObject({
        deliveryMethod: 'pickup',
        paymentMethod: 'card',
        shipmentDateEnd: '2026-12-01T10:00:00.000Z',
        version: before.version + 1,
      });
      const entries = await auditOf(before.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.details).toMatchObject({
        bulk: true,
        changes: {
          deliveryMethod: { before: 'courier', after: 'pickup' },
          shipmentDateEnd: { before: null },
        },
      });
      expect(Object.keys((entries[0]!.details as { changes: object }).changes).sort()).toEqual([
        'deliveryMethod',
        'shipmentDateEnd',
      ]);
    }
    expect(await orders.getOrder(untouched!.id)).toMatchObject({
      deliveryMethod: 'courier',
      version: untouched!.version,
    });
    expect(await stockOrders(ctx, other).getOrder(theirs.id)).toMatchObject({
      deliveryMethod: 'courier',
      version: theirs.version,
    });

    const again = await edit(admin, { orderIds: [first!.id], changes: { deliveryMethod: 'pickup' } });
    expect(again.json()).toMatchObject({ changed: 0, skipped: 0 });
    expect((await orders.getOrder(first!.id)).version).toBe(first!.version + 1);
  });

  it('skips with its reason an order the change is refused for, and changes the others', async () => {
    const orders = stockOrders(ctx, admin);
    const withNip = await orders.createOrder({
      customerBillingAddress: {
        name: 'Anna',
        surname: 'Nowak',
        street: 'Długa',
        buildingNumber: '5',
        city: 'Gdańsk',
        zipCode: '80-001',
        nip: '5260250274',
      },
    });
    const withoutNip = await orders.createOrder();
    const response = await edit(admin, {
      orderIds: [withNip.id, withoutNip.id],
      changes: { documentType: 'invoice' },
    });
    expect(response.json()).toMatchObject({
      changed: 1,
      skipped: 1,
      skips: [{ orderId: withoutNip.id, no: withoutNip.no, reason: cardMessages.invoiceNeedsNip }],
      message: 'Zmieniono 1 zamówienie, pominięto 1.',
    });
    expect((await orders.getOrder(withNip.id)).prepareInvoice).toBe(true);
    expect(await orders.getOrder(withoutNip.id)).toMatchObject({
      prepareInvoice: false,
      version: withoutNip.version,
    });
  });

  it('moves the reservations to the new warehouse, refusing per order where the stock is too low', async () => {
    const world = stockOrders(ctx, admin);
    const [from, to] = [
      await world.createWarehouse({ reservationTiming: 'onStatusChange' }),
      await world.createWarehouse({ name: `Kraków ${Date.now()}`, reservationTiming: 'onStatusChange' }),
    ];
    const product = await world.createProduct();
    await world.setStock(product.id, [
      { warehouseId: from.id, onHand: 5 },
      { warehouseId: to.id, onHand: 2 },
    ]);
    const fits = await world.createOrder({
      warehouseId: from.id,
      products: [world.line(product.id, 2)],
    });
    const tooBig = await world.createOrder({
      warehouseId: from.id,
      products: [world.line(product.id, 3)],
    });
    expect(await world.level(product.id, from.id)).toEqual({ onHand: 5, reserved: 5 });

    const response = await edit(admin, { orderIds: [fits.id, tooBig.id], changes: { warehouseId: to.id } });
    expect(response.json()).toMatchObject({ changed: 1, skipped: 1, skips: [{ orderId: tooBig.id }] });
    expect(response.json().skips[0].reason).toMatch(/^Brak wystarczającego stanu: .* w magazynie Kraków/);
    expect(await world.level(product.id, from.id)).toEqual({ onHand: 5, reserved: 3 });
    expect(await world.level(product.id, to.id)).toEqual({ onHand: 2, reserved: 2 });
    expect((await world.getOrder(fits.id)).warehouseId).toBe(to.id);
    expect((await world.getOrder(tooBig.id)).warehouseId).toBe(from.id);
    const [entry] = await auditOf(fits.id);
    expect(entry!.details).toEqual({
      bulk: true,
      changes: {
        warehouseId: { before: { id: from.id, label: from.name }, after: { id: to.id, label: to.name } },
      },
    });
    expect(await auditOf(tooBig.id)).toEqual([]);
  });

  it('edits every order matching the filter as a job with progress', async () => {
    const owner = await createAccount(ctx);
    const orders = stockOrders(ctx, owner);
    const created = [await orders.createOrder(), await orders.createOrder(), await orders.createOrder()];
    bulkSettings.syncLimit = 1;
    bulkSettings.chunkSize = 2;
    const response = await edit(owner, {
      filter: { archived: 'exclude' },
      changes: { paymentMethod: 'blik' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json();
    await runBulkJob(ctx.database.db, jobId);
    const job = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/bulk-jobs/${jobId}`,
      headers: owner.headers,
    });
    expect(job.json()).toMatchObject({
      action: 'edit',
      state: 'completed',
      processed: 3,
      changed: 3,
      skipped: 0,
      message: bulkEditMessages.edited(3, 0),
    });
    for (const order of created) expect((await orders.getOrder(order.id)).paymentMethod).toBe('blik');
  });

  it('a job whose new warehouse was deleted meanwhile skips every order with the reason and changes nothing', async () => {
    const owner = await createAccount(ctx);
    const world = stockOrders(ctx, owner);
    const [from, gone] = [
      await world.createWarehouse({ reservationTiming: 'onStatusChange' }),
      await world.createWarehouse({ reservationTiming: 'onStatusChange' }),
    ];
    const product = await world.createProduct();
    await world.setStock(product.id, [{ warehouseId: from.id, onHand: 5 }]);
    const base = { warehouseId: from.id, deliveryMethod: 'courier' } as const;
    const orders = [
      await world.createOrder({ ...base, products: [world.line(product.id, 1)] }),
      await world.createOrder(base),
    ];
    bulkSettings.syncLimit = 1;
    const response = await edit(owner, {
      orderIds: orders.map((order) => order.id),
      changes: { warehouseId: gone.id, deliveryMethod: 'pickup' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/warehouses/${gone.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const { jobId } = response.json();
    await runBulkJob(ctx.database.db, jobId);
    const job = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/bulk-jobs/${jobId}`,
      headers: owner.headers,
    });
    expect(job.json()).toMatchObject({
      state: 'completed',
      processed: 2,
      changed: 0,
      skipped: 2,
      message: bulkEditMessages.edited(0, 2),
    });
    expect(job.json().skips).toEqual(
      [...orders]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((order) => ({ orderId: order.id, no: order.no, reason: stockMessages.warehouseNotFound })),
    );
    for (const order of orders) {
      expect(await world.getOrder(order.id)).toMatchObject({
        warehouseId: from.id,
        deliveryMethod: 'courier',
        version: order.version,
      });
      expect(await auditOf(order.id)).toEqual([]);
    }
    expect(await world.level(product.id, from.id)).toEqual({ onHand: 5, reserved: 1 });
  });

  it('refuses no ticked field, a wrong value, another account’s warehouse and a reader', async () => {
    const orderIds = [(await stockOrders(ctx, admin).createOrder()).id];
    const none = await edit(admin, { orderIds, changes: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ changes: bulkEditMessages.noField });
    const empty = await edit(admin, { orderIds: [], changes: { paymentMethod: 'blik' } });
    expect(empty.json().error.fields).toEqual({ orderIds: bulkMessages.nothingSelected });
    const wrong = await edit(admin, { orderIds, changes: { deliveryMethod: 'dron' } });
    expect(wrong.json().error.fields).toEqual({ 'changes.deliveryMethod': bulkEditMessages.deliveryMethod });
    const foreign = await stockOrders(ctx, other).createWarehouse();
    const elsewhere = await edit(admin, { orderIds, changes: { warehouseId: foreign.id } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ 'changes.warehouseId': stockMessages.warehouseNotFound });

    const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    expect((await edit(reader, { orderIds, changes: { paymentMethod: 'blik' } })).statusCode).toBe(403);
  });
});
