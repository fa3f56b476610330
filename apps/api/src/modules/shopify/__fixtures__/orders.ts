import type { ShopifyLineItem, ShopifyOrder } from '../contract/operations';

let sequence = 0;

/** A line of a Shopify order as the Admin API answers it. */
export function shopifyLine(line: Partial<ShopifyLineItem> & { sku?: string | null; price?: string } = {}) {
  sequence++;
  const { price, ...rest } = line;
  const sku = line.sku === undefined ? `SKU-${sequence}` : line.sku;
  return {
    id: `gid://shopify/LineItem/${9000 + sequence}`,
    name: `Produkt ${sequence}`,
    sku,
    quantity: line.quantity ?? 1,
    currentQuantity: line.currentQuantity ?? line.quantity ?? 1,
    variant: { id: `gid://shopify/ProductVariant/${7000 + sequence}`, sku, barcode: null },
    originalUnitPriceSet: { shopMoney: { amount: price ?? '49.99', currencyCode: 'PLN' } },
    taxLines: [{ rate: 0.23 }],
    ...rest,
  } satisfies ShopifyLineItem;
}

/** A Shopify order with the fields the connector reads; `id` is the numeric order id. */
export function shopifyOrder(
  given: Partial<Omit<ShopifyOrder, 'lineItems'>> & { number?: number; lines?: ShopifyLineItem[] } = {},
): ShopifyOrder {
  sequence++;
  const { number, lines, ...rest } = given;
  const id = String(number ?? 5_000_000_000 + sequence);
  const at = new Date(Date.UTC(2026, 10, 1, 8, 0, sequence)).toISOString();
  return {
    id: `gid://shopify/Order/${id}`,
    legacyResourceId: id,
    name: `#${1000 + sequence}`,
    createdAt: at,
    updatedAt: at,
    cancelledAt: null,
    cancelReason: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    email: `klient${sequence}@example.com`,
    phone: null,
    currencyCode: 'PLN',
    note: null,
    totalPriceSet: { shopMoney: { amount: '49.99', currencyCode: 'PLN' } },
    totalDiscountsSet: { shopMoney: { amount: '0.0', currencyCode: 'PLN' } },
    shippingAddress: {
      firstName: 'Anna',
      lastName: 'Nowak',
      company: null,
      address1: 'ul. Długa 5',
      address2: null,
      city: 'Gdańsk',
      zip: '80-001',
      countryCodeV2: 'PL',
      phone: '+48 600 100 200',
    },
    billingAddress: null,
    lineItems: { nodes: lines ?? [shopifyLine()] },
    ...rest,
  };
}
