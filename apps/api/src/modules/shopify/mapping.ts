import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { vatRates } from '@zaplecze/contract/orders/order-parts';
import { orderCurrencies } from '@zaplecze/contract/orders/orders-filter-fields';
import type { CreateOrderBody } from '@zaplecze/contract/orders/orders';
import type { ShopifyOrderSettings, ShopifyProductSettings } from '@zaplecze/contract/shopify/shopify';
import type { ShopifyAddress, ShopifyLineItem, ShopifyOrder } from './contract/operations';

/** A catalogue product (and variant) a Shopify line is matched to by SKU or barcode. */
export interface CatalogueMatch {
  productId: string;
  variantId: string | null;
}

export interface StatusChoice {
  id: string;
  code: string | null;
}

/** What a Shopify order becomes: the order body, its status and why it needs a mapping review. */
export interface MappedOrder {
  body: CreateOrderBody;
  statusId: string;
  cancelled: boolean;
  cancelReason: string | null;
  externalStatus: string;
  /** Polish reasons; empty when every product and state was recognised. */
  review: string[];
}

/** The code a line is matched by: the variant's (else the line's) SKU, or the variant's barcode. */
export function lineCode(line: ShopifyLineItem, matchBy: ShopifyProductSettings['matchBy']): string | null {
  const code = matchBy === 'barcode' ? line.variant?.barcode : (line.variant?.sku ?? line.sku);
  const trimmed = code?.trim();
  return trimmed ? trimmed : null;
}

/** `PAID / UNFULFILLED` (cancelled orders say so first). */
export function externalStatusOf(order: ShopifyOrder): string {
  return [
    order.cancelledAt ? 'CANCELLED' : null,
    order.displayFinancialStatus,
    order.displayFulfillmentStatus,
  ]
    .filter(Boolean)
    .join(' / ')
    .slice(0, 100);
}

/**
 * The account's status for a Shopify order: cancelled first, then the fulfilment state, then the
 * financial one; null when none of them is mapped.
 */
export function mappedStatus(order: ShopifyOrder, settings: ShopifyOrderSettings): string | null {
  if (order.cancelledAt && settings.cancelledStatusId) return settings.cancelledStatusId;
  const byFulfilment =
    settings.fulfillment[order.displayFulfillmentStatus as keyof ShopifyOrderSettings['fulfillment']];
  if (byFulfilment) return byFulfilment;
  const financial = order.displayFinancialStatus as keyof ShopifyOrderSettings['financial'] | null;
  return (financial && settings.financial[financial]) || null;
}

function address(given: ShopifyAddress | null) {
  if (!given) return null;
  return {
    name: given.firstName,
    surname: given.lastName,
    companyName: given.company,
    street: [given.address1, given.address2].filter(Boolean).join(', ') || null,
    zipCode: given.zip,
    city: given.city,
    ...(given.countryCodeV2 ? { country: given.countryCodeV2 } : {}),
  };
}

/** Shopify's tax rate (0.23) as one of the account's VAT rates; 23 when absent or not one of them. */
function taxOf(line: ShopifyLineItem): number {
  const rate = line.taxLines[0]?.rate;
  if (rate === null || rate === undefined) return 23;
  const percent = Math.round(rate * 100);
  return (vatRates as readonly number[]).includes(percent) ? percent : 23;
}

const paidStates = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * Maps a Shopify order to a new order of the account (pure: the caller looks up the catalogue and
 * the statuses). Unknown products and unmapped states do not stop the import: the order is kept
 * with `review` reasons and marked for a mapping review.
 */
export function mapShopifyOrder(
  order: ShopifyOrder,
  context: {
    connectionId: string;
    orders: ShopifyOrderSettings;
    products: ShopifyProductSettings;
    catalogue: Map<string, CatalogueMatch>;
    statuses: StatusChoice[];
  },
): MappedOrder {
  const review: string[] = [];
  // Edits remove units (`currentQuantity`); an order with none left (all refunded) keeps what was sold.
  const current = order.lineItems.nodes.filter((line) => line.currentQuantity > 0);
  const sold = current.length > 0 ? current : order.lineItems.nodes;
  const lines = sold.map((line) => {
    const code = lineCode(line, context.products.matchBy);
    const match = code ? context.catalogue.get(code.toLowerCase()) : undefined;
    if (!match)
      review.push(
        code
          ? `Nieznany produkt: ${line.name} (${context.products.matchBy === 'barcode' ? 'kod kreskowy' : 'SKU'} ${code})`
          : `Nieznany produkt: ${line.name} (bez ${context.products.matchBy === 'barcode' ? 'kodu kreskowego' : 'SKU'})`,
      );
    return {
      name: line.name.slice(0, 200) || 'Produkt Shopify',
      sku: line.variant?.sku ?? line.sku ?? null,
      ean: line.variant?.barcode ?? null,
      productId: line.variant?.id ?? null,
      quantity: Math.max(1, current.length > 0 ? line.currentQuantity : line.quantity),
      grossPrice: fromGrosze(toGrosze(line.originalUnitPriceSet.shopMoney.amount)),
      tax: taxOf(line),
      catalogProductId: match?.productId ?? null,
      catalogVariantId: match?.variantId ?? null,
    };
  });
  let statusId = mappedStatus(order, context.orders);
  if (statusId && !context.statuses.some((status) => status.id === statusId)) statusId = null;
  if (!statusId) {
    review.push(`Nieprzypisany stan Shopify: ${externalStatusOf(order)}`);
    statusId = (context.statuses.find((status) => status.code === 'new') ?? context.statuses[0])!.id;
  }
  const currency = order.currencyCode.toUpperCase();
  if (!(orderCurrencies as readonly string[]).includes(currency))
    throw new Error(`Nieobsługiwana waluta zamówienia Shopify: ${currency}`);
  const delivery = address(order.shippingAddress);
  const billing = address(order.billingAddress);
  const country = order.shippingAddress?.countryCodeV2 ?? order.billingAddress?.countryCodeV2 ?? 'PL';
  const discount = order.totalDiscountsSet?.shopMoney.amount;
  const paid = order.displayFinancialStatus !== null && paidStates.has(order.displayFinancialStatus);
  const body: CreateOrderBody = {
    statusId,
    orderCountry: country,
    source: 'shop',
    integrationId: `shopify:${context.connectionId}`,
    externalId: order.legacyResourceId,
    externalStatus: externalStatusOf(order),
    email: order.email?.slice(0, 254) ?? null,
    phoneNumber: (order.phone ?? order.shippingAddress?.phone ?? null)?.slice(0, 40) ?? null,
    customerComment: order.note?.slice(0, 2000) ?? null,
    currency: currency as (typeof orderCurrencies)[number],
    ...(discount && toGrosze(discount) > 0 ? { discountPrice: fromGrosze(toGrosze(discount)) } : {}),
    created: new Date(order.createdAt).toISOString(),
    deliveryAddress: delivery,
    customerBillingAddress: billing,
    products: lines,
    payments: paid
      ? [
          {
            amount: fromGrosze(toGrosze(order.totalPriceSet.shopMoney.amount)),
            method: 'online',
            reference: order.name.slice(0, 100),
            paidAt: new Date(order.createdAt).toISOString(),
          },
        ]
      : [],
    ...(context.orders.warehouseId ? { warehouseId: context.orders.warehouseId } : {}),
  };
  return {
    body,
    statusId,
    cancelled: Boolean(order.cancelledAt),
    cancelReason: order.cancelledAt ? (order.cancelReason ?? 'OTHER') : null,
    externalStatus: externalStatusOf(order),
    review,
  };
}
