import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { returnMessages } from '@zaplecze/contract/orders/order-returns';
import type { Order } from '@zaplecze/contract/orders/orders';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { createAccount, createUser } from '../../../../test/auth-helpers';
import { detailsClient, useOrderDetailsApi } from '../../__fixtures__/order-details-client';

describe('order details: returns', () => {
  const { ctx, admin, api } = useOrderDetailsApi();

  /** An order of 3 mugs at 24.99 and 1 plate at 10.01, paid `paid`. */
  async function paidOrder(paid = '84.98'): Promise<Order> {
    const order = await api.createOrder({
      products: [
        { name: 'Kubek', quantity: 3, grossPrice: '24.99', tax: 23 },
        { name: 'Talerz', quantity: 1, grossPrice: '10.01', tax: 23 },
      ],
    });
    const payment = await api.mutate('POST', `/api/orders/${order.id}/payments`, {
      version: order.version,
      amount: paid,
    });
    return payment.order;
  }
  const lineOf = (order: Order, name: string) => order.products.find((line) => line.name === name)!.id;

  it('registers, edits and deletes a return numbered per account; each change moves the version', async () => {
    const order = await paidOrder();
    const base = `/api/orders/${order.id}/returns`;
    const year = new Date().getFullYear();
    const added = await api.mutate('POST', base, {
      version: order.version,
      externalId: ' RMA-77 ',
      reason: 'Uszkodzony',
      lines: [{ orderProductId: lineOf(order, 'Kubek'), quantity: 2 }],
      refundAmount: '49.98',
      paymentId: order.payments[0]!.id,
    });
    expect(added.message).toBe(returnMessages.returnAdded);
    expect(added.order.version).toBe(order.version + 1);
    const [created] = added.order.returns;
    expect(created).toMatchObject({
      number: `ZW/${year}/0001`,
      externalId: 'RMA-77',
      reason: 'Uszkodzony',
      status: 'new',
      lines: [{ orderProductId: lineOf(order, 'Kubek'), name: 'Kubek', quantity: 2 }],
      refundAmount: { amount: '49.98', currency: 'PLN' },
      paymentId: order.payments[0]!.id,
    });

    const second = await api.mutate('POST', base, {
      version: added.order.version,
      lines: [{ orderProductId: lineOf(order, 'Talerz'), quantity: 1 }],
    });
    expect(second.order.returns[1]!.number).toBe(`ZW/${year}/0002`);
    // The history names the returned product, never its raw line id (issue 27).
    const history = (await api.call('GET', '/api/audit?limit=100')).json();
    expect(history.data[0].detailsText).toContain('Produkty zwrotu: — → Talerz ×1;');
    expect(history.data[1].detailsText).toContain('Produkty zwrotu: — → Kubek ×2;');
    expect(history.data[1].detailsText).not.toContain(lineOf(order, 'Kubek'));

    const edited = await api.mutate('PUT', `${base}/${created!.id}`, {
      version: second.order.version,
      externalId: 'RMA-77',
      status: 'accepted',
      lines: [{ orderProductId: lineOf(order, 'Kubek'), quantity: 3 }],
      refundAmount: '74.97',
    });
    expect(edited.message).toBe(returnMessages.returnSaved);
    expect(edited.order.returns[0]).toMatchObject({
      status: 'accepted',
      lines: [{ quantity: 3 }],
      refundAmount: { amount: '74.97' },
      reason: null,
    });

    const stale = await api.call('DELETE', `${base}/${created!.id}?version=${second.order.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);

    const deleted = await api.mutate('DELETE', `${base}/${created!.id}?version=${edited.order.version}`);
    expect(deleted.message).toBe(returnMessages.returnDeleted);
    expect(deleted.order.returns.map((item) => item.number)).toEqual([`ZW/${year}/0002`]);
  });

  it('refuses more than ordered minus already returned, naming the product in Polish', async () => {
    const order = await paidOrder();
    const base = `/api/orders/${order.id}/returns`;
    const kubek = lineOf(order, 'Kubek');
    const tooMany = await api.call('POST', base, {
      version: order.version,
      lines: [{ orderProductId: kubek, quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['lines.0.quantity']).toBe(returnMessages.tooMany('Kubek', 3));

    const first = await api.mutate('POST', base, {
      version: order.version,
      lines: [{ orderProductId: kubek, quantity: 2 }],
    });
    const rest = await api.call('POST', base, {
      version: first.order.version,
      lines: [{ orderProductId: kubek, quantity: 2 }],
    });
    expect(rest.json().error.message).toBe(returnMessages.tooMany('Kubek', 1));

    const foreign = await api.createOrder({ products: [{ name: 'Obcy', quantity: 1, grossPrice: '1.00' }] });
    const outside = await api.call('POST', base, {
      version: first.order.version,
      lines: [{ orderProductId: foreign.products[0]!.id, quantity: 1 }],
    });
    expect(outside.json().error.fields['lines.0.orderProductId']).toBe(returnMessages.lineNotInOrder);
    const empty = await api.call('POST', base, { version: first.order.version, lines: [] });
    expect(empty.json().error.fields.lines).toBe(returnMessages.linesRequired);
    expect((await api.getOrder(order.id)).version).toBe(first.order.version);
  });

  it('keeps the refund within what was paid for the returned lines, in grosze', async () => {
    const order = await paidOrder();
    const base = `/api/orders/${order.id}/returns`;
    const kubek = lineOf(order, 'Kubek');
    // 2 × 24.99 = 49.98: one grosz more is refused.
    const over = await api.call('POST', base, {
      version: order.version,
      lines: [{ orderProductId: kubek, quantity: 2 }],
      refundAmount: '49.99',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.refundAmount).toBe(returnMessages.refundTooLarge('49,98'));
    const exact = await api.mutate('POST', base, {
      version: order.version,
      lines: [{ orderProductId: kubek, quantity: 2 }],
      refundAmount: '49.98',
    });
    // Paid 84.98 in all, 49.98 refunded: the last mug (24.99) and the plate (10.01) leave 35.00.
    const rest = await api.call('POST', base, {
      version: exact.order.version,
      lines: [
        { orderProductId: kubek, quantity: 1 },
        { orderProductId: lineOf(order, 'Talerz'), quantity: 1 },
      ],
      refundAmount: '35.01',
    });
    expect(rest.json().error.message).toBe(returnMessages.refundTooLarge('35,00'));

    const unpaid = await api.createOrder({ products: [{ name: 'Kubek', quantity: 1, grossPrice: '5.00' }] });
    const nothingPaid = await api.call('POST', `/api/orders/${unpaid.id}/returns`, {
      version: unpaid.version,
      lines: [{ orderProductId: unpaid.products[0]!.id, quantity: 1 }],
      refundAmount: '0.01',
    });
    expect(nothingPaid.json().error.message).toBe(returnMessages.refundTooLarge('0,00'));
    const negative = await api.call('POST', base, {
      version: exact.order.version,
      lines: [{ orderProductId: kubek, quantity: 1 }],
      refundAmount: '-1.00',
    });
    expect(negative.json().error.fields.refundAmount).toBe(returnMessages.refundNegative);
    const otherPayment = await api.call('POST', base, {
      version: exact.order.version,
      lines: [{ orderProductId: kubek, quantity: 1 }],
      paymentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherPayment.json().error.fields.paymentId).toBe(returnMessages.paymentNotInOrder);
  });

  it("is tenant-scoped, needs oms.edit, and lists the account's returns with filters", async () => {
    const order = await paidOrder();
    const added = await api.mutate('POST', `/api/orders/${order.id}/returns`, {
      version: order.version,
      externalId: 'ALLEGRO-RET-9',
      status: 'in_progress',
      lines: [{ orderProductId: lineOf(order, 'Talerz'), quantity: 1 }],
      refundAmount: '10.01',
    });
    const item = added.order.returns[0]!;
    const url = `/api/orders/${order.id}/returns/${item.id}`;
    const strangerUser = await createAccount(ctx);
    const stranger = detailsClient(ctx, strangerUser);
    const body = {
      version: added.order.version,
      lines: [{ orderProductId: lineOf(order, 'Talerz'), quantity: 1 }],
    };
    expect((await stranger.call('PUT', url, body)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `${url}?version=${added.order.version}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/orders/${order.id}/sync-log`)).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/returns')).json()).toMatchObject({ data: [], count: 0 });

    const reader = detailsClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['oms.read'] }));
    const refused = await reader.call('PUT', url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(missingPermissionMessage('oms.edit'));
    expect((await reader.call('POST', `/api/orders/${order.id}/returns`, body)).statusCode).toBe(403);

    const list = await reader.call('GET', '/api/returns?status=in_progress&search=allegro-ret&limit=10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      page: 1,
      limit: 10,
      data: [
        {
          id: item.id,
          number: item.number,
          externalId: 'ALLEGRO-RET-9',
          status: 'in_progress',
          refundAmount: { amount: '10.01' },
          orderId: order.id,
          orderNo: order.no,
          quantity: 1,
        },
      ],
    });
    const byOrder = await reader.call('GET', `/api/returns?search=${order.no}`);
    expect(byOrder.json().data.map((row: { id: string }) => row.id)).toContain(item.id);
    expect((await reader.call('GET', '/api/returns?status=rejected')).json().data).toEqual([]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await reader.call('GET', `/api/returns?from=${tomorrow}`)).json().count).toBe(0);
  });

  it('the sync log lists status changes and returns in Polish, newest first, paged', async () => {
    const order = await paidOrder();
    const sent = await api.statusCoded('new');
    const other = (await api.statuses()).find((status) => status.id !== sent.id)!;
    const changed = await api.mutate('PUT', `/api/orders/${order.id}/status`, {
      version: order.version,
      statusId: other.id,
    });
    await api.mutate('POST', `/api/orders/${order.id}/returns`, {
      version: changed.order.version,
      lines: [{ orderProductId: lineOf(order, 'Kubek'), quantity: 1 }],
    });
    const log = await api.call('GET', `/api/orders/${order.id}/sync-log?limit=2`);
    expect(log.statusCode).toBe(200);
    const { data, count, limit } = log.json();
    expect(limit).toBe(2);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(data[0].text).toMatch(/Zarejestrowano zwrot ZW\/\d{4}\/\d{4}/);
    expect(data[1].text).toContain(`→ ${other.internalName}`);
  });
});
