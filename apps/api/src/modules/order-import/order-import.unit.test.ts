import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { orderExportColumns, orderExportHeaders } from '@zaplecze/contract/orders/export';
import { normaliseRun } from './service';
import { autoMapping, recogniseProfile } from './profiles';
import { readAmount, readDate, readPolishZip, readTax } from './values';

const shopifyRows = () =>
  parse(readFileSync(path.join(import.meta.dirname, '__fixtures__/shopify-orders-export.csv')), {
    relaxColumnCount: true,
  }) as string[][];

describe('orders import: profiles and normalising (no database)', () => {
  it('recognises Shopify orders export and groups its line-item rows by Name', () => {
    const [header, ...rows] = shopifyRows();
    const profile = recogniseProfile(header!);
    expect(profile?.id).toBe('shopify');
    const mapping = autoMapping(header!, profile);
    expect(mapping[header!.indexOf('Name')]).toBe('externalId');
    expect(mapping[header!.indexOf('Lineitem sku')]).toBe('lineSku');
    // Shopify's own Id is the platform's internal number, never our order number.
    expect(mapping[header!.indexOf('Id')]).toBeNull();
    const orders = normaliseRun({
      rows: rows.map((values, index) => ({ line: index + 2, values })),
      mapping,
      identifier: 'external',
      profile: 'shopify',
    });
    if ('missingKey' in orders) throw new Error('key column not mapped');
    expect(orders.map((order) => order.key)).toEqual(['#1001', '#1002', '#1003']);
    const first = orders[0]!.order;
    expect(first.integrationId).toBe('shopify');
    expect(first.created).toBe('2024-03-01T09:15:00.000Z');
    expect(first.lines).toEqual([
      {
        name: 'Kubek ceramiczny biały',
        sku: 'KUB-IMP-1',
        ean: null,
        quantity: 2,
        grossPrice: '34.99',
        tax: 23,
      },
      { name: 'Podkładka korkowa', sku: 'POD-XYZ-9', ean: null, quantity: 1, grossPrice: '39.99', tax: 23 },
      {
        name: 'Dostawa: InPost Paczkomaty 24/7',
        sku: null,
        ean: null,
        quantity: 1,
        grossPrice: '14.99',
        tax: 23,
      },
    ]);
    expect(first.paid).toEqual({ amount: '124.96', paidAt: '2024-03-01T09:16:02.000Z' });
    expect(first.deliveryMethod).toBe('pickup');
    expect(first.paymentMethod).toBe('online');
    expect(first.deliveryAddress).toMatchObject({
      name: 'Anna',
      surname: 'Nowak',
      zipCode: '80-831',
      city: 'Gdańsk',
    });
    expect(orders[1]!.order.paid).toEqual({ amount: '0.00', paidAt: '2024-03-02T17:40:11.000Z' });
    expect(orders[1]!.order.paymentMethod).toBe('transfer');
    expect(orders[2]!.problems).toEqual([
      'Dostawa: kod pocztowy: kod pocztowy w Polsce ma postać NN-NNN („9O-0O1”)',
    ]);
  });

  it('recognises WooCommerce order export rows and prices its lines from net totals and their tax', () => {
    const [header, ...rows] = parse(
      readFileSync(path.join(import.meta.dirname, '__fixtures__/woocommerce-orders-export.csv')),
    ) as string[][];
    const profile = recogniseProfile(header!);
    expect(profile?.id).toBe('woocommerce');
    const orders = normaliseRun({
      rows: rows.map((values, index) => ({ line: index + 2, values })),
      mapping: autoMapping(header!, profile),
      identifier: 'external',
      profile: 'woocommerce',
    });
    if ('missingKey' in orders) throw new Error('key column not mapped');
    expect(orders.map((order) => order.key)).toEqual(['2101', '2102']);
    const [first, second] = orders.map((order) => order.order);
    expect(first!.integrationId).toBe('woocommerce');
    expect(first!.created).toBe('2024-04-10T12:02:11.000Z');
    expect(first!.lines).toEqual([
      {
        name: 'Herbata zielona 100 g',
        sku: 'HER-ZIE-100',
        ean: null,
        quantity: 2,
        grossPrice: '34.99',
        tax: 23,
      },
      {
        name: 'Zaparzacz stalowy',
        sku: 'ZAP-01',
        ean: null,
        quantity: 1,
        grossPrice: '0.00',
        tax: null,
      },
      { name: 'Dostawa: Kurier DPD', sku: null, ean: null, quantity: 1, grossPrice: '12.19', tax: null },
    ]);
    expect(first!.paymentMethod).toBe('transfer');
    expect(first!.deliveryMethod).toBe('courier');
    expect(first!.billingAddress).toMatchObject({ name: 'Ewa', surname: 'Kowalczyk', zipCode: '20-020' });
    expect(second!.lines![0]).toMatchObject({ grossPrice: '32.40', tax: 8 });
    expect(second!.paymentMethod).toBe('cash');
    expect(second!.deliveryMethod).toBe('pickup');
  });

  it('maps our own export headers automatically in both layouts', () => {
    for (const layout of ['order', 'line'] as const) {
      const header = orderExportColumns[layout].map((column) => orderExportHeaders[column]);
      const profile = recogniseProfile(header);
      expect(profile?.id).toBe('generic');
      const mapping = autoMapping(header, profile);
      expect(mapping[header.indexOf(orderExportHeaders.number)]).toBe('number');
      expect(mapping[header.indexOf(orderExportHeaders.deliveryZip)]).toBe('deliveryZip');
    }
  });

  it('reads amounts, dates, VAT and postal codes the way Polish and platform files write them', () => {
    expect(readAmount('1 604,99 zł')).toBe('1604.99');
    expect(readAmount('1,604.99')).toBe('1604.99');
    expect(readAmount('12.345')).toBe('12.35');
    expect(() => readAmount('dwanaście')).toThrow('nieprawidłowa kwota');
    expect(readDate('01.07.2024 12:05')).toBe('2024-07-01T10:05:00.000Z');
    expect(readDate('15.01.2024 12:05')).toBe('2024-01-15T11:05:00.000Z');
    expect(readDate('2024-03-01T10:15:00Z')).toBe('2024-03-01T10:15:00.000Z');
    expect(readDate('1709283300')).toBe('2024-03-01T08:55:00.000Z');
    // Around both changes of the clock (the offsets are kept by UTC hour): the last minute of
    // winter time, the first of summer time, and the hour the autumn change repeats.
    expect(readDate('31.03.2024 01:59')).toBe('2024-03-31T00:59:00.000Z');
    expect(readDate('31.03.2024 03:00')).toBe('2024-03-31T01:00:00.000Z');
    expect(readDate('27.10.2024 01:59')).toBe('2024-10-26T23:59:00.000Z');
    expect(readDate('27.10.2024 03:00')).toBe('2024-10-27T02:00:00.000Z');
    expect(readDate('27.10.2024 02:30')).toBe('2024-10-27T01:30:00.000Z');
    expect(readDate('01.01.1960 12:00')).toBe('1960-01-01T11:00:00.000Z');
    expect(readTax('PL VAT 8%')).toBe(8);
    expect(readTax('0.23')).toBe(23);
    expect(() => readTax('17')).toThrow();
    expect(readPolishZip("'00950")).toBe('00-950');
    expect(() => readPolishZip('0095')).toThrow('NN-NNN');
  });
  it('recognises PrestaShop’s orders list export: one order a row keyed by Reference, no lines', () => {
    const [header, ...rows] = parse(
      readFileSync(path.join(import.meta.dirname, '__fixtures__/prestashop-orders-export.csv')),
      { delimiter: ';' },
    ) as string[][];
    const profile = recogniseProfile(header!);
    expect(profile?.id).toBe('prestashop');
    const mapping = autoMapping(header!, profile);
    expect(mapping[header!.indexOf('ID')]).toBeNull();
    const orders = normaliseRun({
      rows: rows.map((values, index) => ({ line: index + 2, values })),
      mapping,
      identifier: 'external',
      profile: 'prestashop',
    });
    if ('missingKey' in orders) throw new Error('key column not mapped');
    expect(orders.map((order) => order.key)).toEqual(['XKBKNABJK', 'OHSATSERP']);
    const [first, second] = orders.map((order) => order.order);
    expect(first).toMatchObject({
      integrationId: 'prestashop',
      created: '2024-03-02T08:41:12.000Z',
      externalStatus: 'Payment accepted',
      paymentMethod: 'transfer',
      lines: undefined,
    });
    expect(first!.deliveryAddress).toMatchObject({ name: 'Jan', surname: 'Kowalski', country: 'PL' });
    expect(second!.externalStatus).toBe('Awaiting cash on delivery validation');
    expect(orders.every((order) => order.problems.length === 0)).toBe(true);
  });

  it('recognises BaseLinker getOrders rows (one a product): Unix dates, COD, paid amount, invoice data', () => {
    const [header, ...rows] = parse(
      readFileSync(path.join(import.meta.dirname, '__fixtures__/baselinker-orders.csv')),
    ) as string[][];
    const profile = recogniseProfile(header!);
    expect(profile?.id).toBe('baselinker');
    const orders = normaliseRun({
      rows: rows.map((values, index) => ({ line: index + 2, values })),
      mapping: autoMapping(header!, profile),
      identifier: 'external',
      profile: 'baselinker',
    });
    if ('missingKey' in orders) throw new Error('key column not mapped');
    expect(orders.map((order) => order.key)).toEqual(['6910995', '6911002']);
    const [first, second] = orders.map((order) => order.order);
    expect(first).toMatchObject({
      integrationId: 'baselinker',
      created: '2024-03-01T08:55:00.000Z',
      cashOnDelivery: false,
      prepareInvoice: true,
      buyerLogin: 'anowak',
      paid: { amount: '84.98' },
    });
    expect(first!.lines).toEqual([
      {
        name: 'Kubek ceramiczny biały',
        sku: 'KUB-IMP-1',
        ean: '5901234123457',
        quantity: 2,
        grossPrice: '34.99',
        tax: 23,
      },
      { name: 'Podkładka korkowa', sku: 'POD-XYZ-9', ean: null, quantity: 1, grossPrice: '0.01', tax: 23 },
      { name: 'Dostawa: Kurier DPD', sku: null, ean: null, quantity: 1, grossPrice: '14.99', tax: null },
    ]);
    expect(first!.billingAddress).toMatchObject({
      companyName: 'Nowak Studio',
      nip: '5213017228',
      zipCode: '80-831',
    });
    expect(second).toMatchObject({ cashOnDelivery: true, orderNote: 'Klient stały' });
    expect(second!.deliveryAddress).toMatchObject({ name: 'Piotr', surname: 'Zieliński', zipCode: '00-950' });
  });
});
