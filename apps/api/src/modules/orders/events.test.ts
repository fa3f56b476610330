import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/index';
import { useOrderDetailsApi } from './__fixtures__/order-details-client';
import { changeOrderStatus } from './details/status/service';

describe('orders: events in the outbox, in the transaction of the change', () => {
  const { ctx, admin, api } = useOrderDetailsApi();
  const eventsOf = async (orderId: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.resourceId, orderId))
        .orderBy(outboxEvents.seq)
    ).map((event) => event.type);

  it('writes nothing for a status change that rolls back and exactly one status event for one that commits', async () => {
    const order = await api.createOrder();
    expect(await eventsOf(order.id)).toEqual(['order.created']);
    const processing = await api.statusCoded('processing');
    const actor = { accountId: admin.accountId, userId: admin.userId, ip: '127.0.0.1' };
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await changeOrderStatus(tx, actor, order.id, { version: order.version, statusId: processing.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(order.id)).toEqual(['order.created']);

    await api.mutate('PUT', `/api/orders/${order.id}/status`, {
      version: order.version,
      statusId: processing.id,
    });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.updated', 'order.status_changed']);
    const [changed] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.status_changed'));
    expect(changed).toMatchObject({
      accountId: admin.accountId,
      resourceType: 'order',
      resourceVersion: order.version + 1,
    });
    expect(changed!.data).toMatchObject({ statusId: processing.id, previousStatusId: order.statusId });

    // The same status again changes nothing and emits nothing; a stale version is refused before any write.
    await api.mutate('PUT', `/api/orders/${order.id}/status`, {
      version: order.version + 1,
      statusId: processing.id,
    });
    expect(
      (await api.call('PUT', `/api/orders/${order.id}/status`, { version: 1, statusId: order.statusId }))
        .statusCode,
    ).toBe(409);
    expect(await eventsOf(order.id)).toHaveLength(3);
  });

  it('emits the events of a bulk status change set-based, one status event per changed order', async () => {
    const orders = [await api.createOrder(), await api.createOrder(), await api.createOrder()];
    const sent = await api.statusCoded('processing');
    const response = await api.call('POST', '/api/orders/bulk/status', {
      orderIds: orders.map((order) => order.id),
      statusId: sent.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const order of orders)
      expect(await eventsOf(order.id)).toEqual(['order.created', 'order.updated', 'order.status_changed']);

    // Into the account's 'cancelled' status: the orders are cancelled as well.
    const cancelled = await api.statusCoded('cancelled');
    const [first] = orders;
    await api.call('POST', '/api/orders/bulk/status', { orderIds: [first!.id], statusId: cancelled.id });
    expect((await eventsOf(first!.id)).slice(3)).toEqual([
      'order.updated',
      'order.status_changed',
      'order.cancelled',
    ]);
    const [second] = orders.slice(1);
    const current = await api.getOrder(second!.id);
    await api.mutate('PUT', `/api/orders/${second!.id}/status`, {
      version: current.version,
      statusId: cancelled.id,
    });
    expect((await eventsOf(second!.id)).slice(3)).toEqual([
      'order.updated',
      'order.status_changed',
      'order.cancelled',
    ]);
  });
});
