import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@zaplecze/contract/common/countries';
import { copyOrderParts, type CopyOrderPart } from '@zaplecze/contract/orders/order-detail-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { auditLog, orderCounts } from '../../../../db/schema/index';
import { createAccount, type TestUser } from '../../../../test/auth-helpers';
import { useTestApp } from '../../../../test/test-app';
import { detailsClient } from '../../__fixtures__/order-details-client';

const none = Object.fromEntries(copyOrderParts.map((part) => [part, false])) as Record<
  CopyOrderPart,
  boolean
>;

describe('order details: copy, neighbours, countries', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof detailsClient>;
  let source: Order;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = detailsClient(ctx, admin);
    const created = await api.createOrder({
      source: 'allegro',
      externalId: 'ALG-1',
      email: 'jan@example.pl',
      phoneNumber: '600100200',
      paymentMethod: 'blik',
      deliveryAddress: {
        name: 'Jan',
        surname: 'Kowalski',
        street: 'Floriańska',
        buildingNumber: '1',
        zipCode: '31-019',
        city: 'Kraków',
      },
      customerBillingAddress: {
        companyName: 'Firma',
        street: 'Długa',
        buildingNumber: '2',
        city: 'Kraków',
        nip: '5260250274',
      },
      pickupAddress: { name: 'Paczkomat', externalId: 'KRA01M', city: 'Kraków', country: 'PL' },
      products: [
        { name: 'Kubek', quantity: 2, grossPrice: '24.99', tax: 23 },
        { name: 'Łyżeczka', quantity: 10, grossPrice: '0.99', tax: 23 },
      ],
      payments: [{ amount: '50.00', method: 'blik', paidAt: '2026-11-01T10:00:00Z' }],
      shipments: [{ courier: 'dhl', trackingNumber: 'TRK-1', status: 'sent', cost: '15.00' }],
    });
    const noted = await api.mutate('POST', `/api/orders/${created.id}/notes`, {
      version: created.version,
      value: 'Tylko oryginał',
    });
    source = noted.order;
  });

  const copy = async (parts: Partial<Record<CopyOrderPart, boolean>>, country = 'PL') => {
    const processing = await api.statusCoded('processing');
    const response = await api.call('POST', `/api/orders/${source.id}/copy`, {
      statusId: processing.id,
      orderCountry: country,
      parts: { ...none, ...parts },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  };

  it('a copy without parts keeps the order data, takes the dialog choices and clears every id', async () => {
    const copied = await copy({}, 'de');
    const processing = await api.statusCoded('processing');
    expect(copied.id).not.toBe(source.id);
    expect(copied.no).toBeGreaterThan(source.no);
    expect(copied).toMatchObject({
      statusId: processing.id,
      orderLanguage: 'en',
      source: 'shop',
      externalId: null,
      email: 'jan@example.pl',
      phoneNumber: '600100200',
      paymentMethod: 'blik',
      deliveryAddress: { country: 'DE', name: null, city: null },
      customerBillingAddress: null,
      pickupAddress: null,
      products: [],
      payments: [],
      shipments: [],
      notes: [],
      totalValueGrossPrice: { amount: '0.00', currency: 'PLN' },
      alreadyPaidPrice: { amount: '0.00', currency: 'PLN' },
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, copied.id));
    expect(entry).toMatchObject({ action: 'create', details: { copiedFromId: source.id, copiedParts: [] } });
  });

  it.each(copyOrderParts)('copies only the ticked part: %s', async (part) => {
    const copied = await copy({ [part]: true });
    const expected: Record<CopyOrderPart, boolean> = {
      deliveryAddress:
        copied.deliveryAddress?.name === 'Jan' && copied.deliveryAddress.street === 'Floriańska',
      billingAddress: copied.customerBillingAddress?.nip === '5260250274',
      pickupAddress: copied.pickupAddress?.externalId === 'KRA01M',
      products: copied.products.length === 2,
      payments: copied.payments.length === 1,
      shipments: copied.shipments.length === 1,
    };
    expect(expected).toEqual({ ...none, [part]: true });
    if (part === 'products') {
      expect(copied.products.map((line) => line.id)).not.toContain(source.products[0]!.id);
      expect(copied.products.map((line) => [line.name, line.grossTotalPrice.amount])).toEqual([
        ['Kubek', '49.98'],
        ['Łyżeczka', '9.90'],
      ]);
      expect(copied.totalValueGrossPrice).toEqual(source.totalValueGrossPrice);
      expect(copied.totalValuePrice).toEqual(source.totalValuePrice);
    }
    if (part === 'payments') expect(copied.alreadyPaidPrice.amount).toBe('50.00');
    if (part === 'shipments') {
      expect(copied.shipments[0]).toMatchObject({
        courier: 'dhl',
        cost: { amount: '15.00' },
        trackingNumber: null,
        status: 'created',
      });
    }
  });

  it('refuses a copy past the plan limit and from another account', async () => {
    const basic = await createAccount(ctx, { planId: 'basic' });
    const basicApi = detailsClient(ctx, basic);
    const own = await basicApi.createOrder();
    // Stands in for 500 orders: the limit check reads these maintained counters.
    await ctx.database.db
      .update(orderCounts)
      .set({ orders: sql`500` })
      .where(eq(orderCounts.accountId, basic.accountId));
    const statusId = own.statusId;
    const limited = await basicApi.call('POST', `/api/orders/${own.id}/copy`, {
      statusId,
      orderCountry: 'PL',
    });
    expect(limited.statusCode).toBe(402);
    expect(limited.json().error.code).toBe('PAYMENT_REQUIRED');
    const foreign = await basicApi.call('POST', `/api/orders/${source.id}/copy`, {
      statusId,
      orderCountry: 'PL',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('previous and next follow the list filter and sort', async () => {
    const other = await createAccount(ctx);
    const client = detailsClient(ctx, other);
    const [fresh, processing] = [await client.statusCoded('new'), await client.statusCoded('processing')];
    const values = ['30.00', '10.00', '50.00', '20.00', '40.00'];
    const orders: Order[] = [];
    for (const [index, value] of values.entries()) {
      orders.push(
        await client.createOrder({
          statusId: index % 2 === 0 ? fresh.id : processing.id,
          created: `2026-11-0${index + 1}T10:00:00Z`,
          products: [{ name: `P${index}`, quantity: 1, grossPrice: value, tax: 23 }],
        }),
      );
    }
    const [a, b, c, d, e] = orders.map((order) => order.id);
    const neighbours = async (id: string, query: Record<string, string> = {}) => {
      const response = await client.call('GET', `/api/orders/${id}/neighbours?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // The list's default: newest first.
    expect(await neighbours(c!)).toEqual({ previousId: d, nextId: b });
    expect(await neighbours(e!)).toEqual({ previousId: null, nextId: d });
    expect(await neighbours(c!, { sort: 'number', direction: 'asc' })).toEqual({ previousId: b, nextId: d });
    expect(await neighbours(a!, { sort: 'value', direction: 'desc' })).toEqual({ previousId: e, nextId: d });
    expect(await neighbours(d!, { sort: 'number', direction: 'asc', statusId: processing.id })).toEqual({
      previousId: b,
      nextId: null,
    });
    const filter = JSON.stringify({
      operator: 'AND',
      conditions: [{ fieldId: 'orderValue', operator: 'greaterThan', value: 15 }],
      groups: [],
    });
    expect(await neighbours(a!, { sort: 'number', direction: 'asc', filter })).toEqual({
      previousId: null,
      nextId: c,
    });
    // An order outside the filter still gets neighbours from its place in the order.
    expect(await neighbours(b!, { sort: 'number', direction: 'asc', filter })).toEqual({
      previousId: a,
      nextId: c,
    });
    const bad = await client.call('GET', `/api/orders/${a}/neighbours?filter=nie-json`);
    expect(bad.statusCode).toBe(400);
    expect((await client.call('GET', `/api/orders/${source.id}/neighbours`)).statusCode).toBe(404);
  });

  it('a new order from the dialog: country, status, language en by default, zero amounts in PLN', async () => {
    const fresh = await api.statusCoded('new');
    const created = await api.createOrder({ statusId: fresh.id, orderCountry: 'de' });
    expect(created).toMatchObject({
      statusId: fresh.id,
      orderLanguage: 'en',
      deliveryAddress: { country: 'DE' },
      totalValueGrossPrice: { amount: '0.00', currency: 'PLN' },
      alreadyPaidPrice: { amount: '0.00', currency: 'PLN' },
      products: [],
    });
    const missing = await api.call('POST', '/api/orders', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      statusId: 'Status zamówienia jest wymagany!',
      orderCountry: 'Kraj dostawy jest wymagany',
    });
  });

  it('lists every ISO country with its Polish name in Polish alphabetical order', async () => {
    const response = await api.call('GET', '/api/countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json().data as Country[];
    expect(countries).toHaveLength(249);
    const byCode = new Map(countries.map((country) => [country.code, country.name]));
    expect([byCode.get('PL'), byCode.get('DE'), byCode.get('GB')]).toEqual([
      'Polska',
      'Niemcy',
      'Wielka Brytania',
    ]);
    const names = countries.map((country) => country.name);
    expect(names.indexOf('Litwa')).toBeLessThan(names.indexOf('Łotwa'));
    expect(names.indexOf('Łotwa')).toBeLessThan(names.indexOf('Madagaskar'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});
