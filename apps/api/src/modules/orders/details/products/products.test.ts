import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderPartMessages } from '@zaplecze/contract/orders/order-detail-parts';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import { auditLog } from '../../../../db/schema/index';
import { useOrderDetailsApi } from '../../__fixtures__/order-details-client';

const line = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kubek',
  quantity: 2,
  grossPrice: '24.99',
  tax: 23,
  ...overrides,
});

describe('order details: product lines and money', () => {
  const { ctx, api } = useOrderDetailsApi();

  const totals = (order: Order) => [order.totalValuePrice.amount, order.totalValueGrossPrice.amount];

  it('derives net from gross per line in grosze, rounds half-up once and recomputes the totals', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/products`;
    const first = await api.mutate('POST', url, {
      version: order.version,
      ...line({ sku: ' KUB-1 ', ean: '' }),
    });
    expect(first).toMatchObject({ changed: true, message: orderPartMessages.productAdded });
    expect(first.order.version).toBe(order.version + 1);
    expect(first.order.products[0]).toMatchObject({
      name: 'Kubek',
      sku: 'KUB-1',
      ean: null,
      quantity: 2,
      tax: 23,
      price: { amount: '20.32', currency: 'PLN' },
      grossPrice: { amount: '24.99', currency: 'PLN' },
      grossTotalPrice: { amount: '49.98', currency: 'PLN' },
      position: 1,
    });
    expect(totals(first.order)).toEqual(['40.63', '49.98']);

    // 1000 × 0.99 at 23 %: the net of the line total, not 1000 × the rounded unit net (800.00).
    const second = await api.mutate('POST', url, {
      version: first.order.version,
      ...line({ name: 'Łyżeczka', quantity: 1000, grossPrice: '0.99' }),
    });
    expect(second.order.products[1]).toMatchObject({
      price: { amount: '0.80' },
      grossTotalPrice: { amount: '990.00' },
    });
    expect(totals(second.order)).toEqual(['845.51', '1039.98']);

    // 0.42 at 12 % holds exactly 0.045 of VAT: half-up makes it 0.05, the net 0.37.
    const third = await api.mutate('POST', url, {
      version: second.order.version,
      ...line({ name: 'Próbka', quantity: 1, grossPrice: '0.42', tax: 12 }),
    });
    expect(third.order.products[2]).toMatchObject({
      price: { amount: '0.37' },
      grossTotalPrice: { amount: '0.42' },
      position: 3,
    });
    expect(totals(third.order)).toEqual(['845.88', '1040.40']);

    const [kubek] = third.order.products;
    const edited = await api.mutate('PUT', `${url}/${kubek!.id}`, {
      version: third.order.version,
      ...line({ quantity: 3, sku: 'KUB-1' }),
    });
    expect(edited.message).toBe(orderPartMessages.productSaved);
    expect(edited.order.products[0]).toMatchObject({ quantity: 3, grossTotalPrice: { amount: '74.97' } });
    expect(totals(edited.order)).toEqual(['866.20', '1065.39']);

    const unchanged = await api.mutate('PUT', `${url}/${kubek!.id}`, {
      version: edited.order.version,
      ...line({ quantity: 3, sku: 'KUB-1' }),
    });
    expect(unchanged).toMatchObject({ changed: false, message: 'Brak zmian do zapisania' });
    expect(unchanged.order.version).toBe(edited.order.version);

    const spoon = edited.order.products[1]!;
    const removed = await api.mutate('DELETE', `${url}/${spoon.id}?version=${edited.order.version}`);
    expect(removed.message).toBe(orderPartMessages.productDeleted);
    expect(removed.order.products.map((product) => product.name)).toEqual(['Kubek', 'Próbka']);
    expect(totals(removed.order)).toEqual(['61.32', '75.39']);

    const paid = await api.mutate('POST', `/api/orders/${order.id}/payments`, {
      version: removed.order.version,
      amount: '50',
    });
    expect(paid.order.alreadyPaidPrice.amount).toBe('50.00');
    expect(remainingAmount(paid.order.totalValueGrossPrice.amount, paid.order.alreadyPaidPrice.amount)).toBe(
      '25.39',
    );

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'edit')))
      .orderBy(desc(auditLog.createdAt));
    const notes = entries.map((entry) => entry.details.note?.replace(/\s/g, ' '));
    expect(notes).toContain('Dodano produkt „Kubek” (2 × 24,99 zł, VAT 23%)');
    expect(notes).toContain('Usunięto produkt „Łyżeczka” (1000 × 0,99 zł, VAT 23%)');
    const edit = entries.find((entry) => entry.details.note === 'Zmieniono produkt „Kubek”')!;
    expect(edit.details.changes).toEqual({
      'product.quantity': { before: 2, after: 3 },
      totalNet: { before: '845.88', after: '866.20' },
      totalGross: { before: '1040.40', after: '1065.39' },
    });
  });

  it('refuses lines over the field caps, other VAT rates and negative prices, naming the field', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/products`;
    const tooLong = await api.call('POST', url, {
      version: order.version,
      ...line({
        name: 'n'.repeat(129),
        url: 'u'.repeat(129),
        imageUrl: 'i'.repeat(129),
        ean: 'e'.repeat(33),
        sku: 's'.repeat(33),
      }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({
      name: 'Najwyżej 128 znaków',
      url: 'Najwyżej 128 znaków',
      imageUrl: 'Najwyżej 128 znaków',
      ean: 'Najwyżej 32 znaków',
      sku: 'Najwyżej 32 znaków',
    });
    const atCaps = await api.call('POST', url, {
      version: order.version,
      ...line({
        name: 'n'.repeat(128),
        url: 'u'.repeat(128),
        imageUrl: 'i'.repeat(128),
        ean: 'e'.repeat(32),
        sku: 's'.repeat(32),
      }),
    });
    expect(atCaps.statusCode, atCaps.body).toBe(200);

    const version = atCaps.json().order.version;
    const bad = await api.call('POST', url, {
      version,
      ...line({ tax: 7, grossPrice: '-1.00', quantity: 0, name: ' ' }),
    });
    expect(bad.json().error.fields).toEqual({
      tax: 'Dozwolone stawki VAT: 0, 5, 8, 10, 12, 23%',
      grossPrice: orderPartMessages.priceNegative,
      quantity: 'Ilość musi być większa od zera',
      name: 'Nazwa produktu jest wymagana',
    });
    for (const tax of [0, 5, 8, 10, 12, 23]) {
      const current = await api.getOrder(order.id);
      const added = await api.call('POST', url, {
        version: current.version,
        ...line({ tax, grossPrice: '10.00', quantity: 1 }),
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const current = await api.getOrder(order.id);
    expect(current.products.slice(1).map((product) => product.price.amount)).toEqual([
      '10.00',
      '9.52',
      '9.26',
      '9.09',
      '8.93',
      '8.13',
    ]);
    const huge = await api.call('POST', url, {
      version: current.version,
      ...line({ grossPrice: '999999999999.99', quantity: 2 }),
    });
    expect(huge.json().error.fields).toEqual({ grossPrice: orderPartMessages.lineTooLarge });
  });

  it('answers 409 to a stale version and keeps the first change; concurrent adds cannot both pass', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/products`;
    const first = await api.call('POST', url, { version: order.version, ...line({ name: 'Pierwszy' }) });
    expect(first.statusCode).toBe(200);
    const stale = await api.call('POST', url, { version: order.version, ...line({ name: 'Drugi' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'VERSION_CONFLICT',
      message: genericMessages.versionConflict,
    });
    const stored = await api.getOrder(order.id);
    expect(stored.products.map((product) => product.name)).toEqual(['Pierwszy']);
    expect(stored.version).toBe(order.version + 1);

    const racing = await Promise.all(
      ['A', 'B'].map((name) => api.call('POST', url, { version: stored.version, ...line({ name }) })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await api.getOrder(order.id)).products).toHaveLength(2);
  });

  it('changes the currency of the order and all its lines, but not once money was received', async () => {
    const order = await api.createOrder({
      products: [line(), line({ name: 'Talerz', grossPrice: '10.00', quantity: 1 })],
    });
    const changed = await api.mutate('PUT', `/api/orders/${order.id}/currency`, {
      version: order.version,
      currency: 'EUR',
    });
    expect(changed.order.currency).toBe('EUR');
    expect(changed.order.totalValueGrossPrice).toEqual({ amount: '59.98', currency: 'EUR' });
    expect(
      changed.order.products.map((product) => [
        product.grossPrice.currency,
        product.grossTotalPrice.currency,
      ]),
    ).toEqual([
      ['EUR', 'EUR'],
      ['EUR', 'EUR'],
    ]);
    const same = await api.mutate('PUT', `/api/orders/${order.id}/currency`, {
      version: changed.order.version,
      currency: 'EUR',
    });
    expect(same.changed).toBe(false);

    const paid = await api.mutate('POST', `/api/orders/${order.id}/payments`, {
      version: same.order.version,
      amount: '5.00',
    });
    expect(paid.order.payments[0]!.amount).toEqual({ amount: '5.00', currency: 'EUR' });
    const refused = await api.call('PUT', `/api/orders/${order.id}/currency`, {
      version: paid.order.version,
      currency: 'PLN',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ currency: orderPartMessages.currencyWithPayments });
    const unknown = await api.call('PUT', `/api/orders/${order.id}/currency`, {
      version: paid.order.version,
      currency: 'JPY',
    });
    expect(unknown.json().error.fields).toEqual({ currency: orderPartMessages.currencyRequired });
  });

  it('answers 404 for a line of another order', async () => {
    const a = await api.createOrder({ products: [line()] });
    const b = await api.createOrder();
    const response = await api.call('PUT', `/api/orders/${b.id}/products/${a.products[0]!.id}`, {
      version: b.version,
      ...line(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(orderPartMessages.productNotFound);
  });
});
