import { z } from 'zod';

/** Shopify's order states as the Admin GraphQL API names them (`OrderDisplayFinancialStatus`, `…FulfillmentStatus`). */
export const shopifyFinancialStatuses = [
  'PENDING',
  'AUTHORIZED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'VOIDED',
  'EXPIRED',
] as const;
export const shopifyFulfillmentStatuses = [
  'UNFULFILLED',
  'PARTIALLY_FULFILLED',
  'FULFILLED',
  'IN_PROGRESS',
  'ON_HOLD',
  'SCHEDULED',
  'RESTOCKED',
  'PENDING_FULFILLMENT',
  'OPEN',
  'REQUEST_DECLINED',
] as const;
export type ShopifyFinancialStatus = (typeof shopifyFinancialStatuses)[number];
export type ShopifyFulfillmentStatus = (typeof shopifyFulfillmentStatuses)[number];

export const shopifyMatchBy = ['sku', 'barcode'] as const;
export type ShopifyMatchBy = (typeof shopifyMatchBy)[number];

export const shopifyLimits = { name: 100, token: 200, secret: 200 } as const;

export const shopifyMessages = {
  notConnected: 'Sklep Shopify nie jest połączony',
  domainRequired: 'Podaj adres sklepu',
  domainInvalid: 'Adres sklepu musi mieć postać nazwa-sklepu.myshopify.com',
  tokenRequired: 'Podaj token dostępu Admin API',
  tokenTooLong: `Token może mieć najwyżej ${shopifyLimits.token} znaków`,
  secretTooLong: `Sekret może mieć najwyżej ${shopifyLimits.secret} znaków`,
  nameRequired: 'Podaj nazwę połączenia',
  nameTooLong: `Nazwa może mieć najwyżej ${shopifyLimits.name} znaków`,
  tokenRejected: 'Shopify odrzucił token dostępu — sprawdź token aplikacji sklepu',
  shopUnreachable: 'Nie udało się połączyć ze sklepem Shopify — sprawdź adres sklepu',
  connected: 'Sklep Shopify został połączony',
  checked: 'Połączenie działa',
  saved: 'Ustawienia zostały zapisane',
  disconnected: 'Sklep Shopify został odłączony',
  syncQueued: 'Synchronizacja została dodana do kolejki',
  inactive: 'Połączenie jest wyłączone — włącz je w zakładce Ogólne',
  statusUnknown: 'Wybrany status nie istnieje',
  warehouseUnknown: 'Wybrany magazyn nie istnieje',
  priceListUnknown: 'Wybrany cennik nie istnieje',
  importFromInvalid: 'Podaj poprawną datę',
  webhookSignature: 'Nieprawidłowy podpis webhooka Shopify',
  webhookSecretMissing: 'Połączenie nie ma sekretu webhooków — wpisz go w ustawieniach połączenia',
} as const;

const shopDomain = z
  .string({ error: shopifyMessages.domainRequired })
  .trim()
  .toLowerCase()
  .min(1, shopifyMessages.domainRequired)
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/, shopifyMessages.domainInvalid));

const name = z
  .string({ error: shopifyMessages.nameRequired })
  .trim()
  .min(1, shopifyMessages.nameRequired)
  .max(shopifyLimits.name, shopifyMessages.nameTooLong);

/** Connect, or change the credentials: a secret left empty keeps the stored one. */
export const shopifyConnectBody = z.object({
  shopDomain,
  name: name.default('Shopify'),
  accessToken: z.string().trim().max(shopifyLimits.token, shopifyMessages.tokenTooLong).default(''),
  webhookSecret: z.string().trim().max(shopifyLimits.secret, shopifyMessages.secretTooLong).default(''),
});
export type ShopifyConnectBody = z.input<typeof shopifyConnectBody>;

export const shopifyOrderSettings = z.object({
  /** Shopify's financial status → the account's order status. */
  financial: z.partialRecord(
    z.enum(shopifyFinancialStatuses),
    z.uuid({ error: shopifyMessages.statusUnknown }),
  ),
  /** Shopify's fulfilment status → status; wins over the financial one when both are mapped. */
  fulfillment: z.partialRecord(
    z.enum(shopifyFulfillmentStatuses),
    z.uuid({ error: shopifyMessages.statusUnknown }),
  ),
  /** A cancelled Shopify order goes to this status. */
  cancelledStatusId: z.uuid({ error: shopifyMessages.statusUnknown }).nullable(),
  /** The warehouse whose stock the orders reserve; null: the account's default warehouse. */
  warehouseId: z.uuid({ error: shopifyMessages.warehouseUnknown }).nullable(),
});
export type ShopifyOrderSettings = z.infer<typeof shopifyOrderSettings>;

export const shopifyProductSettings = z.object({
  matchBy: z.enum(shopifyMatchBy),
  priceListId: z.uuid({ error: shopifyMessages.priceListUnknown }).nullable(),
  warehouseId: z.uuid({ error: shopifyMessages.warehouseUnknown }).nullable(),
});
export type ShopifyProductSettings = z.infer<typeof shopifyProductSettings>;

export const defaultShopifyOrderSettings: ShopifyOrderSettings = {
  financial: {},
  fulfillment: {},
  cancelledStatusId: null,
  warehouseId: null,
};
export const defaultShopifyProductSettings: ShopifyProductSettings = {
  matchBy: 'sku',
  priceListId: null,
  warehouseId: null,
};

export const shopifySettingsBody = z.object({
  name,
  active: z.boolean(),
  /** Orders created before this day are not imported; null: every order. */
  importFrom: z.iso.date({ error: shopifyMessages.importFromInvalid }).nullable(),
  orders: shopifyOrderSettings,
  products: shopifyProductSettings,
  version: z.number().int(),
});
export type ShopifySettingsBody = z.input<typeof shopifySettingsBody>;

export const shopifyConnection = z
  .object({
    id: z.uuid(),
    name: z.string(),
    shopDomain: z.string(),
    /** The token's last four characters behind dots (`••••1234`); the token itself is never returned. */
    tokenHint: z.string(),
    webhookSecretHint: z.string().nullable(),
    active: z.boolean(),
    importFrom: z.string().nullable(),
    shopName: z.string().nullable(),
    shopCurrency: z.string().nullable(),
    checkedAt: z.iso.datetime().nullable(),
    orders: shopifyOrderSettings,
    products: shopifyProductSettings,
    /** Orders updated after this moment are fetched by the next sync. */
    syncCursor: z.iso.datetime().nullable(),
    lastSyncAt: z.iso.datetime().nullable(),
    /** The address Shopify's webhooks (orders/create, orders/updated, orders/cancelled) are sent to. */
    webhookPath: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'ShopifyConnection' });
export type ShopifyConnection = z.infer<typeof shopifyConnection>;

export const shopifyConnectionResponse = z
  .object({ connection: shopifyConnection.nullable(), apiVersion: z.string() })
  .meta({ id: 'ShopifyConnectionResponse' });
export type ShopifyConnectionResponse = z.infer<typeof shopifyConnectionResponse>;

export const shopifyCheckResponse = z
  .object({ shopName: z.string(), currency: z.string(), message: z.string() })
  .meta({ id: 'ShopifyCheck' });
export type ShopifyCheckResponse = z.infer<typeof shopifyCheckResponse>;

export const shopifyRunTriggers = ['manual', 'schedule', 'webhook'] as const;
export const shopifyRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;

export const shopifySyncRun = z
  .object({
    id: z.uuid(),
    trigger: z.enum(shopifyRunTriggers),
    status: z.enum(shopifyRunStatuses),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    created: z.number().int(),
    updated: z.number().int(),
    review: z.number().int(),
    failed: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ShopifySyncRun' });
export type ShopifySyncRun = z.infer<typeof shopifySyncRun>;

export const shopifySyncRunList = z.object({ data: z.array(shopifySyncRun) }).meta({ id: 'ShopifySyncRuns' });

export const shopifyMessageResponse = z.object({ message: z.string() });

/** One push of stock and prices to Shopify ("Wysyłka stanów i cen" in the sync tab). */
export const shopifyPushRun = z
  .object({
    id: z.uuid(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    stock: z.number().int(),
    prices: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ShopifyPushRun' });
export type ShopifyPushRun = z.infer<typeof shopifyPushRun>;

/** A product whose push failed and waits for its next try. */
export const shopifyPushError = z
  .object({
    productId: z.uuid(),
    name: z.string(),
    sku: z.string(),
    attempts: z.number().int(),
    nextAt: z.iso.datetime(),
    error: z.string(),
  })
  .meta({ id: 'ShopifyPushError' });
export type ShopifyPushError = z.infer<typeof shopifyPushError>;

export const shopifyPushes = z
  .object({ runs: z.array(shopifyPushRun), errors: z.array(shopifyPushError), pending: z.number().int() })
  .meta({ id: 'ShopifyPushes' });
export type ShopifyPushes = z.infer<typeof shopifyPushes>;
