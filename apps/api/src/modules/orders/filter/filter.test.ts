import { beforeAll, describe, expect, it } from 'vitest';
import { filterMessages, type FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { filterSampleOrders } from '../__fixtures__/filter-orders';
import { apiAs, createOrders, list, listUrl, orderBody, statusesOf, summaryOf } from '../__fixtures__/orders';

type Value = string | number;
const where = (fieldId: string, operator: string, value?: Value) => ({ fieldId, operator, value });
const group = (
  operator: 'AND' | 'OR',
  conditions: ReturnType<typeof where>[],
  groups: FilterGroup[] = [],
): FilterGroup => ({
  operator,
  conditions,
  groups,
});

describe('orders: conditional filter compiled to SQL', () => {
  const ctx = useTestApp();
  let user: TestUser;
  let status: Awaited<ReturnType<typeof statusesOf>>;
  const ids: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
  const numbers: Record<string, number> = {};

  beforeAll(async () => {
    user = await createAccount(ctx);
    status = await statusesOf(ctx, user);
    const other = await createAccount(ctx);
    const otherStatuses = await statusesOf(ctx, other);
    // Another account's order matches every filter below; it must never show up.
    await createOrders(ctx, other, [
      orderBody(otherStatuses.new!.id, { externalId: 'ALG-1001', source: 'allegro' }),
    ]);
    const created = await createOrders(ctx, user, filterSampleOrders(status));
    (['A', 'B', 'C', 'D'] as const).forEach((key, index) => {
      ids[key] = created[index]!.id;
      numbers[key] = created[index]!.no;
    });
  });

  const matches = async (filter: FilterGroup) => {
    const result = await list(ctx, user, { filter, limit: 100 });
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return result.data
      .map((row) => byId[row.id] ?? 'foreign')
      .sort()
      .join('');
  };
  const one = (fieldId: string, operator: string, value?: Value) =>
    matches(group('AND', [where(fieldId, operator, value)]));

  it.each([
    ['externalId', 'equals', 'alg-1001', 'A'],
    ['externalId', 'contains', 'G-10', 'A'],
    ['externalId', 'startsWith', 'AMZ', 'D'],
    ['externalId', 'endsWith', '-77', 'C'],
    ['externalId', 'notEquals', 'ALG-1001', 'BCD'],
    ['externalId', 'notContains', 'amz', 'ABC'],
    ['externalId', 'isEmpty', undefined, 'B'],
    ['externalId', 'isNotEmpty', undefined, 'ACD'],
    ['clientName', 'contains', 'nowak', 'A'],
    ['email', 'contains', '_', 'B'],
    ['email', 'contains', "'; drop table orders; --", ''],
    ['login', 'equals', 'anna_n', 'A'],
    ['phone', 'contains', '600 100', 'A'],
    ['phone', 'contains', '600100', 'A'],
    ['phone', 'contains', '600-100-2', 'A'],
    ['phone', 'startsWith', '+48 600', 'A'],
    ['phone', 'startsWith', '600', ''],
    ['phone', 'endsWith', '00200', 'A'],
    ['phone', 'equals', '48600100200', 'A'],
    ['phone', 'notContains', '600100', 'BCD'],
    ['phone', 'isEmpty', undefined, 'BCD'],
    ['city', 'startsWith', 'war', 'C'],
  ])('text: %s %s %s → %s', async (field, operator, value, expected) => {
    expect(await one(field, operator, value)).toBe(expected);
  });

  it('text: a phone typed with +48 and spaces matches the digits stored with the order', async () => {
    // A is stored as '+48 600 100 200'; the filter compares it without separators: '48600100200'.
    expect(await one('phone', 'equals', '+48 600 100 200')).toBe('A');
    expect(await one('phone', 'contains', '+48 600 100')).toBe('A');
    expect(await one('phone', 'endsWith', '(100) 200')).toBe('A');
  });

  it('text: the order number equals, contains', async () => {
    expect(await one('orderId', 'equals', String(numbers.C))).toBe('C');
    expect(await one('orderId', 'startsWith', String(numbers.D))).toBe('D');
  });

  it.each([
    ['orderValue', 'equals', 100, 'D'],
    ['orderValue', 'greaterThan', 100, 'AC'],
    ['orderValue', 'greaterThanOrEqual', '100', 'ACD'],
    ['orderValue', 'lessThan', 100, 'B'],
    ['orderValue', 'lessThanOrEqual', 100, 'BD'],
    ['orderValue', 'notEquals', 100, 'ABC'],
    ['quantity', 'greaterThan', 2, 'C'],
    ['quantity', 'equals', 2, 'B'],
    ['quantity', 'notEquals', 1, 'B'],
    ['deliveryDays', 'equals', 3, 'A'],
  ])('number: %s %s %s → %s', async (field, operator, value, expected) => {
    expect(await one(field, operator, value)).toBe(expected);
  });

  it.each([
    ['equals', 'BC'],
    ['before', 'A'],
    ['after', 'D'],
    ['notEquals', 'AD'],
  ])('date: orderDate %s 2024-03-12 (Polish calendar day) → %s', async (operator, expected) => {
    expect(await one('orderDate', operator, '2024-03-12')).toBe(expected);
  });

  it.each([
    ['source', 'equals', 'allegro', 'A'],
    ['source', 'notEquals', 'allegro', 'BCD'],
    ['country', 'equals', 'DE', 'B'],
    ['country', 'notEquals', 'PL', 'BD'],
    ['deliveryMethod', 'equals', 'pickup', 'C'],
    ['courierModule', 'equals', 'dhl', 'A'],
    ['courierModule', 'notEquals', 'dhl', 'BCD'],
    ['paymentMethod', 'equals', 'card', 'B'],
    ['cashOnDelivery', 'equals', 'yes', 'B'],
    ['cashOnDelivery', 'equals', 'no', 'ACD'],
    ['currency', 'equals', 'EUR', 'B'],
    ['salesDocument', 'equals', 'invoice', 'A'],
    ['salesDocument', 'equals', 'receipt', 'BCD'],
  ])('select: %s %s %s → %s', async (field, operator, value, expected) => {
    expect(await one(field, operator, value)).toBe(expected);
  });

  it('select: status by id', async () => {
    expect(await one('status', 'equals', status.completed!.id)).toBe('C');
    expect(await one('status', 'notEquals', status.completed!.id)).toBe('ABD');
  });

  it.each([
    ['productName', 'contains', 'kubek', 'B'],
    ['sku', 'equals', 'kub-002', 'B'],
    ['sku', 'notContains', 'KUB', 'ACD'],
    ['ean', 'startsWith', '5901111', 'A'],
    ['productId', 'equals', 'P-1', 'A'],
    ['auctionId', 'equals', '12345678901', 'A'],
    ['trackingNumber', 'contains', 'dhl123', 'A'],
    ['trackingNumber', 'notContains', 'DHL', 'BCD'],
  ])('product and delivery parts (EXISTS): %s %s %s → %s', async (field, operator, value, expected) => {
    expect(await one(field, operator, value)).toBe(expected);
  });

  it('nests AND/OR groups', async () => {
    const spec = group(
      'AND',
      [where('source', 'equals', 'allegro')],
      [group('OR', [where('orderValue', 'greaterThan', 100), where('country', 'equals', 'DE')])],
    );
    expect(await matches(spec)).toBe('A');
    expect(
      await matches(group('OR', [where('source', 'equals', 'shop'), where('country', 'equals', 'GB')])),
    ).toBe('CD');
    const deep = group(
      'AND',
      [],
      [
        group('OR', [where('source', 'equals', 'ebay'), where('source', 'equals', 'amazon')]),
        group(
          'OR',
          [where('currency', 'equals', 'EUR')],
          [group('AND', [where('orderValue', 'greaterThanOrEqual', 100), where('country', 'equals', 'GB')])],
        ),
      ],
    );
    expect(await matches(deep)).toBe('BD');
  });

  it('skips incomplete conditions instead of refusing them', async () => {
    expect(await one('email', 'contains', '')).toBe('ABCD');
    expect(
      await matches(group('AND', [where('source', 'equals', 'allegro'), where('city', 'contains', '  ')])),
    ).toBe('A');
  });

  it('combines the filter with the status and reports the summary of the same rows', async () => {
    const result = await summaryOf(ctx, user, {
      filter: group('AND', [where('country', 'equals', 'PL')]),
    });
    expect(result).toEqual({
      count: 2,
      pending: 1,
      completed: 1,
      totalValue: { amount: '370.50', currency: 'PLN' },
      otherCurrencies: [],
    });
    const all = await summaryOf(ctx, user, {});
    expect(all).toMatchObject({
      count: 4,
      pending: 3,
      completed: 1,
      otherCurrencies: [{ amount: '80.00', currency: 'EUR' }],
    });
    const newOnly = await list(ctx, user, {
      statusId: status.new!.id,
      filter: group('AND', [where('source', 'equals', 'ebay')]),
    });
    expect(newOnly.data.map((row) => row.id)).toEqual([ids.B]);
  });

  it.each([
    [
      'unknown field',
      group('AND', [where('foo', 'equals', 'x')]),
      filterMessages.unknownField('foo'),
      'filter.conditions.0.fieldId',
    ],
    [
      'unknown operator',
      group('AND', [where('orderValue', 'contains', 1)]),
      filterMessages.unknownOperator('contains', 'Wartość zamówienia (brutto)'),
      'filter.conditions.0.operator',
    ],
    [
      'a number that is not one',
      group('OR', [], [group('AND', [where('orderValue', 'equals', 'abc')])]),
      filterMessages.numberExpected('Wartość zamówienia (brutto)'),
      'filter.groups.0.conditions.0.value',
    ],
    [
      'an impossible date',
      group('AND', [where('orderDate', 'before', '2024-02-30')]),
      filterMessages.dateExpected('Data zamówienia'),
      'filter.conditions.0.value',
    ],
    [
      'a value outside the list',
      group('AND', [where('source', 'equals', 'olx')]),
      filterMessages.optionExpected('Źródło'),
      'filter.conditions.0.value',
    ],
  ])('refuses %s with a 400 naming it', async (_case, filter, message, path) => {
    const response = await apiAs(ctx, user)('GET', listUrl({ filter }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [path]: message },
    });
  });

  it('bounds the depth and the size of the tree', async () => {
    let deep = group('AND', [where('source', 'equals', 'shop')]);
    for (let level = 0; level < 5; level++) deep = group('AND', [], [deep]);
    const tooDeep = await apiAs(ctx, user)('GET', listUrl({ filter: deep }));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.message).toBe(filterMessages.tooDeep);

    const conditions = Array.from({ length: 26 }, () => where('source', 'equals', 'shop'));
    const tooMany = await apiAs(ctx, user)(
      'GET',
      listUrl({ filter: group('OR', conditions, [group('OR', conditions)]) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(filterMessages.tooMany);

    const notJson = await apiAs(ctx, user)('GET', '/api/orders?filter=%7Bnope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe(filterMessages.invalidJson);
  });
});
