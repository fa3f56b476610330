import { z } from 'zod';

/**
 * Orders import (issue 25, items 1–3): a file of orders from a shop or marketplace export (or our
 * own orders export) read with the product import's sources, mapped by a platform profile the
 * user may change, checked in a dry run and written through the orders module as a job; every
 * run can be rolled back (docs/decisions/orders-import.md).
 */

export const orderImportProfileIds = [
  'shopify',
  'woocommerce',
  'prestashop',
  'baselinker',
  'generic',
] as const;
export type OrderImportProfileId = (typeof orderImportProfileIds)[number];
export const orderImportProfileLabels: Record<OrderImportProfileId, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  prestashop: 'PrestaShop',
  baselinker: 'BaseLinker',
  generic: 'Zaplecze (eksport zamówień)',
};

/** What a column of the file can hold: the order's fields, then a product line's. */
export const orderImportFieldLabels = {
  number: 'Numer zamówienia',
  externalId: 'Identyfikator zewnętrzny',
  source: 'Źródło',
  createdAt: 'Data złożenia',
  status: 'Status',
  currency: 'Waluta',
  totalGross: 'Wartość brutto (kontrolnie)',
  alreadyPaid: 'Zapłacono',
  paidAt: 'Data zapłaty',
  financialStatus: 'Status płatności (platformy)',
  fulfillmentStatus: 'Status realizacji (platformy)',
  outstanding: 'Pozostało do zapłaty',
  discount: 'Rabat',
  discountCoupon: 'Kod rabatowy',
  shippingCost: 'Koszt dostawy',
  paymentMethod: 'Metoda płatności',
  cashOnDelivery: 'Za pobraniem',
  deliveryMethod: 'Metoda dostawy',
  buyerLogin: 'Login kupującego',
  email: 'E-mail',
  phone: 'Telefon',
  companyName: 'Firma',
  nip: 'NIP',
  invoice: 'Faktura',
  taxName: 'Nazwa podatku (stawka)',
  deliveryFullName: 'Dostawa: imię i nazwisko',
  deliveryName: 'Dostawa: imię',
  deliverySurname: 'Dostawa: nazwisko',
  deliveryCompany: 'Dostawa: firma',
  deliveryStreet: 'Dostawa: ulica',
  deliveryStreet2: 'Dostawa: adres cd.',
  deliveryBuilding: 'Dostawa: numer domu',
  deliveryFlat: 'Dostawa: numer lokalu',
  deliveryZip: 'Dostawa: kod pocztowy',
  deliveryCity: 'Dostawa: miejscowość',
  deliveryCountry: 'Dostawa: kraj',
  deliveryPhone: 'Dostawa: telefon',
  billingFullName: 'Faktura: imię i nazwisko',
  billingName: 'Faktura: imię',
  billingSurname: 'Faktura: nazwisko',
  billingCompany: 'Faktura: firma',
  billingNip: 'Faktura: NIP',
  billingStreet: 'Faktura: ulica',
  billingStreet2: 'Faktura: adres cd.',
  billingBuilding: 'Faktura: numer domu',
  billingFlat: 'Faktura: numer lokalu',
  billingZip: 'Faktura: kod pocztowy',
  billingCity: 'Faktura: miejscowość',
  billingCountry: 'Faktura: kraj',
  billingPhone: 'Faktura: telefon',
  customerComment: 'Komentarz klienta',
  orderNote: 'Uwagi sprzedawcy',
  lineSku: 'Pozycja: SKU',
  lineEan: 'Pozycja: EAN',
  lineName: 'Pozycja: nazwa produktu',
  lineQuantity: 'Pozycja: ilość',
  lineGrossPrice: 'Pozycja: cena jednostkowa brutto',
  lineTax: 'Pozycja: stawka VAT',
  lineNetTotal: 'Pozycja: wartość netto',
  lineTaxTotal: 'Pozycja: kwota podatku',
} as const;
export type OrderImportField = keyof typeof orderImportFieldLabels;
export const orderImportFields = Object.keys(orderImportFieldLabels) as [
  OrderImportField,
  ...OrderImportField[],
];

/** How a row finds an existing order: the platform's id with its source, or our order number. */
export const orderImportIdentifiers = ['external', 'number'] as const;
export type OrderImportIdentifier = (typeof orderImportIdentifiers)[number];
export const orderImportModes = ['add', 'update', 'addAndUpdate'] as const;
export type OrderImportMode = (typeof orderImportModes)[number];
export const orderImportFormats = ['CSV', 'XLSX', 'XML'] as const;
export type OrderImportFormat = (typeof orderImportFormats)[number];
export const orderImportStatuses = [
  'mapping',
  'analysed',
  'queued',
  'running',
  'done',
  'failed',
  'rolledBack',
] as const;
export type OrderImportStatus = (typeof orderImportStatuses)[number];

export const orderImportMessages = {
  runNotFound: 'Nie znaleziono importu zamówień.',
  fileRequired: 'Wybierz plik albo podaj URL pliku',
  formatRequired: 'Wybierz format pliku: CSV, XLSX albo XML',
  identifierRequired: 'Wybierz identyfikator: identyfikator zewnętrzny albo numer zamówienia',
  modeRequired: 'Wybierz tryb: dodaj, aktualizuj albo dodaj i aktualizuj',
  mappingInvalid: 'Mapowanie ma więcej kolumn niż plik',
  noKeyColumn: (label: string) => `Przypisz kolumnę do pola „${label}” — po nim rozpoznawane są zamówienia`,
  notAnalysed: 'Najpierw wykonaj próbny import.',
  alreadyStarted: 'Ten import został już uruchomiony.',
  notRollbackable: 'Wycofać można tylko zakończony import.',
  importInProgress: (fileName: string) =>
    `Trwa import zamówień z pliku „${fileName}” — wycofanie będzie możliwe po jego zakończeniu.`,
  failed: 'Import nie powiódł się. Spróbuj ponownie.',
  recognised: (label: string) => `Rozpoznano eksport ${label}`,
  notRecognised: 'Nie rozpoznano platformy — przypisz kolumny ręcznie',
  rowExists: 'Zamówienie już istnieje, a tryb to „Dodaj”',
  rowMissing: 'Nie ma takiego zamówienia, a tryb to „Aktualizuj”',
  keyMissing: (label: string) => `Brak wartości w polu „${label}”`,
  numberUnknown: 'Numer zamówienia podaje się tylko przy aktualizacji istniejącego zamówienia',
} as const;

export const orderImportOptions = z.object({
  identifier: z.enum(orderImportIdentifiers, { error: orderImportMessages.identifierRequired }),
  mode: z.enum(orderImportModes, { error: orderImportMessages.modeRequired }),
  /** Column index → field; null leaves the column out. Left out: the recognised profile's mapping. */
  mapping: z.array(z.enum(orderImportFields).nullable()).max(500).optional(),
});
export type OrderImportOptions = z.input<typeof orderImportOptions>;

export const orderImportWarning = z.object({ field: z.string(), message: z.string() });
export const orderImportDiff = z.object({ field: z.string(), before: z.string(), after: z.string() });

export const orderImportOutcome = z.object({
  key: z.string(),
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'reject']),
  orderNo: z.number().int().nullable(),
  reason: z.string().nullable(),
  warnings: z.array(orderImportWarning),
  diff: z.array(orderImportDiff),
});
export type OrderImportOutcome = z.infer<typeof orderImportOutcome>;

export const orderImportCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type OrderImportCounts = z.infer<typeof orderImportCounts>;

export const orderImportRun = z
  .object({
    id: z.uuid(),
    status: z.enum(orderImportStatuses),
    fileName: z.string(),
    format: z.enum(orderImportFormats),
    profile: z.enum(orderImportProfileIds).nullable(),
    identifier: z.enum(orderImportIdentifiers),
    mode: z.enum(orderImportModes),
    header: z.array(z.string()),
    mapping: z.array(z.enum(orderImportFields).nullable()),
    counts: orderImportCounts,
    /** Orders written so far and the orders of the file, while the job runs. */
    processed: z.number().int(),
    total: z.number().int(),
    error: z.string().nullable(),
    userName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    rolledBackAt: z.iso.datetime().nullable(),
    /** Orders the rollback left as they were: edited since the run (by hand or by anything else). */
    rollbackSkipped: z.number().int(),
    /**
     * A finished run's newer runs, not rolled back, that changed the same orders, oldest first:
     * they must be rolled back before it (the rollback's 409 rule). Filled in the imports log.
     */
    rollbackBlockedBy: z.array(z.object({ id: z.uuid(), fileName: z.string(), createdAt: z.iso.datetime() })),
  })
  .meta({ id: 'OrderImportRun' });
export type OrderImportRun = z.infer<typeof orderImportRun>;

export const orderImportPreview = z.object({
  run: orderImportRun,
  /** The dry run's orders (updated, rejected and warned first), at most `orderImportPreviewLimit`. */
  outcomes: z.array(orderImportOutcome),
});
export type OrderImportPreview = z.infer<typeof orderImportPreview>;

export const orderImportPreviewLimit = 200;
export const orderImportListLimit = 20;
export const orderImportParams = z.object({ runId: z.uuid(orderImportMessages.runNotFound) });

export const orderImportUploadQuery = z.object({
  format: z.enum(orderImportFormats, { error: orderImportMessages.formatRequired }),
});
export const orderImportUrlBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Proszę podać URL pliku')
    .max(2000, 'Adres URL jest za długi (najwyżej 2000 znaków)'),
  format: z.enum(orderImportFormats, { error: orderImportMessages.formatRequired }),
});
export type OrderImportUrlBody = z.input<typeof orderImportUrlBody>;
export const orderImportDryRunBody = orderImportOptions;
export type OrderImportDryRunBody = z.input<typeof orderImportDryRunBody>;
export const orderImportList = z.object({ data: z.array(orderImportRun) });
export type OrderImportList = z.infer<typeof orderImportList>;
