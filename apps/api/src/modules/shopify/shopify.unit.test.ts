import { describe, expect, it } from 'vitest';
import { defaultShopifyOrderSettings } from '@zaplecze/contract/shopify/shopify';
import { shopifyLine, shopifyOrder } from './__fixtures__/orders';
import { backoffMs, ordersSearch, throttleWaitMs } from './client';
import { shopifyHmac, verifyShopifyHmac } from './hmac';
import { externalStatusOf, mapShopifyOrder, mappedStatus } from './mapping';
import { pushRetryMs, variantSearch } from './push';

const statuses = [
  { id: '00000000-0000-4000-8000-000000000001', code: 'new' },
  { id: '00000000-0000-4000-8000-000000000002', code: 'completed' },
  { id: '00000000-0000-4000-8000-000000000003', code: 'cancelled' },
];
const [fresh, done, cancelled] = statuses.map((status) => status.id) as [string, string, string];
const orders = {
  ...defaultShopifyOrderSettings,
  financial: { PAID: fresh },
  fulfillment: { FULFILLED: done },
  cancelledStatusId: cancelled,
};

describe('shopify webhook signature', () => {
  // Shopify's documented scheme, base64(HMAC-SHA256(secret, raw body)); the value from openssl dgst -sha256 -hmac hush -binary | base64.
  it('matches a signature computed independently and refuses any change', () => {
    const body = '{"id":820982911946154508,"email":"jon@example.com"}';
    expect(shopifyHmac(body, 'hush')).toBe('D0UMXmhjwBRi4y66TmhJrDlhQABD7zI2fm3p6/QLMo8=');
    expect(verifyShopifyHmac(body, shopifyHmac(body, 'hush'), 'hush')).toBe(true);
    expect(verifyShopifyHmac(body + ' ', shopifyHmac(body, 'hush'), 'hush')).toBe(false);
    expect(verifyShopifyHmac(body, shopifyHmac(body, 'other'), 'hush')).toBe(false);
    expect(verifyShopifyHmac(body, undefined, 'hush')).toBe(false);
    expect(verifyShopifyHmac(body, 'short', 'hush')).toBe(false);
  });
});

describe('shopify order mapping', () => {
  const context = (catalogue = new Map<string, { productId: string; variantId: string | null }>()) => ({
    connectionId: 'c1',
    orders,
    products: { matchBy: 'sku' as const, priceListId: null, warehouseId: null },
    catalogue,
    statuses,
  });

  it('maps states: cancelled first, then fulfilment, then financial; unmapped is null', () => {
    expect(mappedStatus(shopifyOrder(), orders)).toBe(fresh);
    expect(mappedStatus(shopifyOrder({ displayFulfillmentStatus: 'FULFILLED' }), orders)).toBe(done);
    expect(mappedStatus(shopifyOrder({ cancelledAt: '2026-11-01T00:00:00Z' }), orders)).toBe(cancelled);
    expect(mappedStatus(shopifyOrder({ displayFinancialStatus: 'PENDING' }), orders)).toBeNull();
    expect(externalStatusOf(shopifyOrder({ cancelledAt: '2026-11-01T00:00:00Z' }))).toBe(
      'CANCELLED / PAID / UNFULFILLED',
    );
  });

  it('builds the order: lines in grosze half-up, VAT, addresses, payment, catalogue links', () => {
    const line = shopifyLine({ sku: 'CZ-1', price: '10.005', quantity: 2, taxLines: [{ rate: 0.08 }] });
    const mapped = mapShopifyOrder(
      shopifyOrder({ number: 42, lines: [line] }),
      context(new Map([['cz-1', { productId: 'p1', variantId: null }]])),
    );
    expect(mapped.review).toEqual([]);
    expect(mapped.body).toMatchObject({
      statusId: fresh,
      externalId: '42',
      integrationId: 'shopify:c1',
      orderCountry: 'PL',
      currency: 'PLN',
      deliveryAddress: {
        name: 'Anna',
        surname: 'Nowak',
        street: 'ul. Długa 5',
        zipCode: '80-001',
        country: 'PL',
      },
      payments: [{ amount: '49.99', method: 'online' }],
    });
    expect(mapped.body.products![0]).toMatchObject({
      grossPrice: '10.01',
      quantity: 2,
      tax: 8,
      catalogProductId: 'p1',
      sku: 'CZ-1',
    });
  });

  it('takes the units left after edits: removed lines drop out; with none left, the lines as sold', () => {
    const lines = [
      shopifyLine({ sku: 'A', quantity: 3, currentQuantity: 1 }),
      shopifyLine({ sku: 'B', quantity: 2, currentQuantity: 0 }),
    ];
    const quantities = (given: typeof lines) =>
      mapShopifyOrder(shopifyOrder({ lines: given }), context()).body.products!.map((line) => [
        line.sku,
        line.quantity,
      ]);
    expect(quantities(lines)).toEqual([['A', 1]]);
    lines[0]!.currentQuantity = 0;
    expect(quantities(lines)).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
  });

  it('keeps an order with unknown products or states, with the reasons', () => {
    const mapped = mapShopifyOrder(
      shopifyOrder({
        displayFinancialStatus: 'AUTHORIZED',
        lines: [shopifyLine({ sku: 'X-1', name: 'Kubek' }), shopifyLine({ sku: null, name: 'Próbka' })],
      }),
      context(),
    );
    expect(mapped.statusId).toBe(fresh);
    expect(mapped.body.payments).toEqual([]);
    expect(mapped.review).toEqual([
      'Nieznany produkt: Kubek (SKU X-1)',
      'Nieznany produkt: Próbka (bez SKU)',
      'Nieprzypisany stan Shopify: AUTHORIZED / UNFULFILLED',
    ]);
  });

  it('refuses a currency the orders cannot hold', () => {
    expect(() => mapShopifyOrder(shopifyOrder({ currencyCode: 'JPY' }), context())).toThrow(/JPY/);
  });
});

describe('shopify client helpers', () => {
  it('waits for the missing points at the restore rate, within bounds', () => {
    const status = { maximumAvailable: 1000, currentlyAvailable: 100, restoreRate: 50 };
    expect(throttleWaitMs(352, status)).toBe(5040);
    expect(throttleWaitMs(50, status)).toBe(250);
    expect(throttleWaitMs(100_000, status)).toBe(30_000);
    expect(throttleWaitMs(10, undefined)).toBe(1000);
    expect(backoffMs(1, () => 0)).toBe(250);
    expect(backoffMs(3, () => 1)).toBe(2000);
    expect(backoffMs(20, () => 1)).toBe(10_000);
  });

  it('searches orders changed since the cursor, from the import date', () => {
    expect(ordersSearch(new Date('2026-11-01T10:00:00Z'), '2026-10-01')).toBe(
      "updated_at:>='2026-11-01T10:00:00.000Z' AND created_at:>='2026-10-01'",
    );
    expect(ordersSearch(null, null, '42')).toBe('id:42');
  });
});

describe('shopify push helpers', () => {
  it('quotes SKUs for the variant search and joins them with OR', () => {
    expect(variantSearch('sku', ['A-1', 'B"2'])).toBe('sku:"A-1" OR sku:"B\\"2"');
    expect(variantSearch('barcode', ['5901234123457'])).toBe('barcode:"5901234123457"');
  });
  it('retries a failed product after 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 10].map(pushRetryMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});
