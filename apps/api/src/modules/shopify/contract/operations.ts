/**
 * The Admin API version every request names (`/admin/api/<version>/graphql.json`): the ONE place
 * it is pinned. The operations below were checked against `admin-subset.graphql` (see README.md).
 */
export const shopifyApiVersion = '2026-10';

/** Orders on a page of the sync; Shopify's maximum for a connection. */
export const ordersPageSize = 250;

export const shopQuery = `#graphql
  query ZapleczeShop {
    shop {
      name
      currencyCode
      myshopifyDomain
    }
  }
`;

const orderFields = `
  id
  legacyResourceId
  name
  createdAt
  updatedAt
  cancelledAt
  cancelReason
  displayFinancialStatus
  displayFulfillmentStatus
  email
  phone
  currencyCode
  note
  totalPriceSet { shopMoney { amount currencyCode } }
  totalDiscountsSet { shopMoney { amount currencyCode } }
  shippingAddress { firstName lastName company address1 address2 city zip countryCodeV2 phone }
  billingAddress { firstName lastName company address1 address2 city zip countryCodeV2 phone }
  lineItems(first: 100) {
    nodes {
      id
      name
      sku
      quantity
      currentQuantity
      variant { id sku barcode }
      originalUnitPriceSet { shopMoney { amount currencyCode } }
      taxLines { rate }
    }
  }
`;

/** A page of orders oldest change first, so the cursor (the last `updatedAt`) only moves forward. */
export const ordersQuery = `#graphql
  query ZapleczeOrders($first: Int!, $after: String, $query: String) {
    orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
      nodes {${orderFields}}
      pageInfo { hasNextPage endCursor }
    }
  }
`;

export const inventorySetQuantitiesMutation = `#graphql
  mutation ZapleczeSetQuantities($input: InventorySetQuantitiesInput!) {
    inventorySetQuantities(input: $input) {
      inventoryAdjustmentGroup { createdAt reason }
      userErrors { code field message }
    }
  }
`;

export const productVariantsBulkUpdateMutation = `#graphql
  mutation ZapleczeVariantPrices($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants { id price }
      userErrors { code field message }
    }
  }
`;

export interface ShopifyMoney {
  amount: string;
  currencyCode: string;
}
export interface ShopifyAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  countryCodeV2: string | null;
  phone: string | null;
}
export interface ShopifyLineItem {
  id: string;
  name: string;
  sku: string | null;
  /** Units ordered, removed and refunded ones included. */
  quantity: number;
  /** Units still on the order after edits (removed ones taken off). */
  currentQuantity: number;
  variant: { id: string; sku: string | null; barcode: string | null } | null;
  originalUnitPriceSet: { shopMoney: ShopifyMoney };
  taxLines: { rate: number | null }[];
}
/** An order as `ordersQuery` reads it. */
export interface ShopifyOrder {
  id: string;
  legacyResourceId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  email: string | null;
  phone: string | null;
  currencyCode: string;
  note: string | null;
  totalPriceSet: { shopMoney: ShopifyMoney };
  totalDiscountsSet: { shopMoney: ShopifyMoney } | null;
  shippingAddress: ShopifyAddress | null;
  billingAddress: ShopifyAddress | null;
  lineItems: { nodes: ShopifyLineItem[] };
}
export interface ShopifyOrdersPage {
  orders: { nodes: ShopifyOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
export interface ShopifyShop {
  shop: { name: string; currencyCode: string; myshopifyDomain: string };
}

/** The shop's primary location (`location` without an id): where the pushed quantities are set. */
export const locationQuery = `#graphql
  query ZapleczeLocation {
    location {
      id
      name
      isActive
    }
  }
`;

/** Variants found by Shopify's search (`sku:…` or `barcode:…` terms joined by OR), with their product and inventory item. */
export const variantsQuery = `#graphql
  query ZapleczeVariants($first: Int!, $after: String, $query: String) {
    productVariants(first: $first, after: $after, query: $query) {
      nodes {
        id
        sku
        barcode
        product { id }
        inventoryItem { id }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

export interface ShopifyVariant {
  id: string;
  sku: string | null;
  barcode: string | null;
  product: { id: string };
  inventoryItem: { id: string };
}
export interface ShopifyVariantsPage {
  productVariants: { nodes: ShopifyVariant[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
export interface ShopifyLocation {
  location: { id: string; name: string; isActive: boolean } | null;
}
export interface ShopifyUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}
