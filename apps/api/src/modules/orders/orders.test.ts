import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import { auditLog } from '../../db/schema/index';
import { generateOrders } from '../../seed/orders-generator';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiAs, orderBody, statusesOf } from './__fixtures__/orders';

describe('orders: create, read, delete; tenancy, permissions, plan limit', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  let status: Awaited<ReturnType<typeof statusesOf>>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    status = await statusesOf(ctx, admin);
  });

  it('creates a full order: sequential number, money in grosze, parts, history and audit', async () => {
    const call = apiAs(ctx, admin);
    const body = orderBody(status.new!.id, {
      externalId: 'ALG-77',
      prepareInvoice: true,
      customerBillingAddress: {
        companyName: 'Kowalski Sp. z o.o.',
        nip: '5260001246',
        street: 'Długa',
        city: 'Gdańsk',
      },
      products: [
        { name: 'Kubek', quantity: 3, grossPrice: '10.01', tax: 23 },
        { name: 'Kawa', quantity: 1, grossPrice: '45.55', tax: 5 },
      ],
      payments: [{ amount: '20.00', method: 'blik', paidAt: '2026-01-02T10:00:00Z' }],
      shipments: [{ courier: 'inpost', trackingNumber: '6200 1234', status: 'sent' }],
    });
    const first = await call('POST', '/api/orders', body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('POST', '/api/orders', orderBody(status.new!.id));
    expect([first.json().no, second.json().no]).toEqual([1, 2]);

    const order = (await call('GET', `/api/orders/${first.json().id}`)).json();
    expect(order).toMatchObject({
      externalId: 'ALG-77',
      source: 'allegro',
      statusId: status.new!.id,
      orderLanguage: 'en',
      customerName: 'Jan Kowalski',
      totalValueGrossPrice: { amount: '75.58', currency: 'PLN' },
      // Net of each line from its gross total: 30.03 − VAT 5.62 = 24.41; 45.55 − VAT 2.17 = 43.38.
      totalValuePrice: { amount: '67.79', currency: 'PLN' },
      alreadyPaidPrice: { amount: '20.00', currency: 'PLN' },
      alreadyPaidPriceDate: '2026-01-02T10:00:00.000Z',
      deliveryAddress: { name: 'Jan', surname: 'Kowalski', city: 'Kraków', country: 'PL', flatNumber: null },
      customerBillingAddress: { companyName: 'Kowalski Sp. z o.o.', country: 'PL' },
      version: 1,
      createdBy: admin.userId,
    });
    expect(
      order.products.map((p: { price: { amount: string }; grossTotalPrice: { amount: string } }) => [
        p.price.amount,
        p.grossTotalPrice.amount,
      ]),
    ).toEqual([
      ['8.14', '30.03'],
      ['43.38', '45.55'],
    ]);
    expect(order.shipments[0]).toMatchObject({
      courier: 'inpost',
      trackingNumber: '6200 1234',
      status: 'sent',
    });
    expect(order.payments[0]).toMatchObject({ amount: { amount: '20.00' }, method: 'blik' });
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ fromStatusId: null, toStatusId: status.new!.id }),
    ]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({ userId: admin.userId, targetType: 'order', targetLabel: 'Zamówienie #1' });
  });

  it('validates the new-order fields with the Polish messages', async () => {
    const call = apiAs(ctx, admin);
    const missing = await call('POST', '/api/orders', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      statusId: orderMessages.statusRequired,
      orderCountry: orderMessages.countryRequired,
    });
    const tooLong = await call(
      'POST',
      '/api/orders',
      orderBody(status.new!.id, {
        products: [{ name: 'x'.repeat(129), quantity: 1, grossPrice: '1.00', tax: 7 }],
      }),
    );
    expect(Object.keys(tooLong.json().error.fields).sort()).toEqual(['products.0.name', 'products.0.tax']);
    const foreignStatus = await call(
      'POST',
      '/api/orders',
      orderBody((await statusesOf(ctx, other)).new!.id),
    );
    expect(foreignStatus.statusCode).toBe(400);
    expect(foreignStatus.json().error.fields).toEqual({ statusId: orderMessages.statusUnknown });
  });

  it("answers 404 for another account's order, on read and delete", async () => {
    const created = await apiAs(ctx, admin)('POST', '/api/orders', orderBody(status.new!.id));
    const id = created.json().id;
    const asOther = apiAs(ctx, other);
    expect((await asOther('GET', `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await asOther('DELETE', `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await asOther('GET', '/api/orders')).json().count).toBe(0);
    expect((await asOther('GET', '/api/orders/counts')).json().total).toBe(0);
    expect((await apiAs(ctx, admin)('GET', `/api/orders/${id}`)).statusCode).toBe(200);
  });

  it('deletes an order with its parts and audits it', async () => {
    const call = apiAs(ctx, admin);
    const id = (await call('POST', '/api/orders', orderBody(status.new!.id))).json().id;
    expect((await call('DELETE', `/api/orders/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/orders/${id}`)).statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'delete')));
    expect(entry?.userId).toBe(admin.userId);
  });

  it('guards every route with its OMS permission', async () => {
    const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const none = await createUser(ctx, admin.accountId, { permissions: ['pim.read'] });
    const id = (await apiAs(ctx, admin)('POST', '/api/orders', orderBody(status.new!.id))).json().id;
    const asReader = apiAs(ctx, reader);
    expect((await asReader('GET', '/api/orders')).statusCode).toBe(200);
    expect((await asReader('GET', `/api/orders/${id}`)).statusCode).toBe(200);
    expect((await asReader('POST', '/api/orders', orderBody(status.new!.id))).statusCode).toBe(403);
    expect((await asReader('DELETE', `/api/orders/${id}`)).statusCode).toBe(403);
    for (const url of ['/api/orders', '/api/orders/counts', `/api/orders/${id}`]) {
      expect((await apiAs(ctx, none)('GET', url)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it("refuses an order past the plan's limit with 402", async () => {
    const small = await createAccount(ctx, { planId: 'basic' });
    const smallStatus = await statusesOf(ctx, small);
    await generateOrders(ctx.database.db, {
      accountId: small.accountId,
      count: 499,
      seed: 5,
      batchSize: 500,
    });
    const last = await apiAs(ctx, small)('POST', '/api/orders', orderBody(smallStatus.new!.id));
    expect(last.statusCode).toBe(201);
    expect(last.json().no).toBe(500);
    const over = await apiAs(ctx, small)('POST', '/api/orders', orderBody(smallStatus.new!.id));
    expect(over.statusCode).toBe(402);
    expect(over.json().error.message).toContain('500');
  });
});
