import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/index';
import { useOrderDetailsApi } from './__fixtures__/order-details-client';
import { addReturn } from './details/returns/service';
import { addShipment } from './details/shipments/service';

describe('orders: shipment.created and return.created in the transaction of the change', () => {
  const { ctx, admin, api } = useOrderDetailsApi();
  const actor = () => ({ accountId: admin.accountId, userId: admin.userId, ip: '127.0.0.1' });
  const eventsOf = (type: string, orderId: string) =>
    ctx.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, type), eq(outboxEvents.accountId, admin.accountId)))
      .then((rows) => rows.filter((row) => row.data.orderId === orderId));

  it('emits one shipment.created per added shipment, none when the change rolls back', async () => {
    const order = await api.createOrder();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await addShipment(tx, actor(), order.id, {
          version: order.version,
          courier: 'inpost',
          status: 'created',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf('shipment.created', order.id)).toEqual([]);

    const added = await api.mutate('POST', `/api/orders/${order.id}/shipments`, {
      version: order.version,
      courier: 'inpost',
      trackingNumber: '620012345678',
    });
    const [shipment] = added.order.shipments;
    const events = await eventsOf('shipment.created', order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      resourceType: 'shipment',
      resourceId: shipment!.id,
      resourceVersion: 1,
    });
    expect(events[0]!.data).toMatchObject({ courier: 'inpost', trackingNumber: '620012345678', version: 1 });
  });

  it('emits one return.created per registered return, none when the change rolls back', async () => {
    const order = await api.createOrder({
      products: [{ name: 'Kubek', quantity: 2, grossPrice: '24.99', tax: 23 }],
    });
    const lines = [{ orderProductId: order.products[0]!.id, quantity: 1 }];
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await addReturn(tx, actor(), order.id, {
          version: order.version,
          status: 'new',
          lines,
          refundAmount: '0.00',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf('return.created', order.id)).toEqual([]);

    const added = await api.mutate('POST', `/api/orders/${order.id}/returns`, {
      version: order.version,
      lines,
    });
    const [created] = added.order.returns;
    const events = await eventsOf('return.created', order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ resourceType: 'return', resourceId: created!.id });
    expect(events[0]!.data).toMatchObject({ number: created!.number, status: 'new' });
  });
});
