import { z } from 'zod';
import { countPl } from '../common/plural';
import { orderForms, orderMatching } from './orders-bulk';

/**
 * Orders export (issue 25, item 4): the orders of the list's current filter (status and the
 * conditional filter) to a CSV for Polish Excel or an XLSX, one row per order or one per product
 * line, written by the 'orders.export' job; the account's recent exports with their files.
 * Amounts are written with a comma decimal (`1604,99`) beside a currency column and dates as
 * `dd.mm.rrrr gg:mm` in Europe/Warsaw (docs/decisions/orders-export-file.md).
 */

export const orderExportFormats = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof orderExportFormats)[number];
/** 'order': one row per order with its lines summed up in one cell; 'line': one row per product line. */
export const orderExportLayouts = ['order', 'line'] as const;
export type OrderExportLayout = (typeof orderExportLayouts)[number];
export const orderExportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type OrderExportStatus = (typeof orderExportStatuses)[number];

/**
 * Every column an orders file can hold, each with its Polish header. The future orders import
 * maps a column automatically by these headers, so a file exported here comes back mapped
 * (keep the names stable; the import reads them from here).
 */
export const orderExportHeaders = {
  number: 'Numer zamówienia',
  externalId: 'Identyfikator zewnętrzny',
  source: 'Źródło',
  createdAt: 'Data złożenia',
  status: 'Status',
  currency: 'Waluta',
  totalGross: 'Wartość brutto',
  totalNet: 'Wartość netto',
  alreadyPaid: 'Zapłacono',
  discount: 'Rabat',
  paymentMethod: 'Metoda płatności',
  cashOnDelivery: 'Za pobraniem',
  deliveryMethod: 'Metoda dostawy',
  customerName: 'Klient',
  buyerLogin: 'Login kupującego',
  email: 'E-mail',
  phone: 'Telefon',
  companyName: 'Firma',
  nip: 'NIP',
  invoice: 'Faktura',
  deliveryName: 'Dostawa: imię',
  deliverySurname: 'Dostawa: nazwisko',
  deliveryCompany: 'Dostawa: firma',
  deliveryStreet: 'Dostawa: ulica',
  deliveryBuilding: 'Dostawa: numer domu',
  deliveryFlat: 'Dostawa: numer lokalu',
  deliveryZip: 'Dostawa: kod pocztowy',
  deliveryCity: 'Dostawa: miejscowość',
  deliveryCountry: 'Dostawa: kraj',
  billingName: 'Faktura: imię',
  billingSurname: 'Faktura: nazwisko',
  billingCompany: 'Faktura: firma',
  billingNip: 'Faktura: NIP',
  billingStreet: 'Faktura: ulica',
  billingBuilding: 'Faktura: numer domu',
  billingFlat: 'Faktura: numer lokalu',
  billingZip: 'Faktura: kod pocztowy',
  billingCity: 'Faktura: miejscowość',
  billingCountry: 'Faktura: kraj',
  customerComment: 'Komentarz klienta',
  orderNote: 'Uwagi sprzedawcy',
  products: 'Produkty',
  linePosition: 'Pozycja',
  lineSku: 'SKU',
  lineEan: 'EAN',
  lineName: 'Nazwa produktu',
  lineQuantity: 'Ilość',
  lineGrossPrice: 'Cena jednostkowa brutto',
  lineTax: 'Stawka VAT',
  lineGrossTotal: 'Wartość pozycji brutto',
} as const;
export type OrderExportColumn = keyof typeof orderExportHeaders;

const orderColumns = (Object.keys(orderExportHeaders) as OrderExportColumn[]).filter(
  (column) => column !== 'products' && !column.startsWith('line'),
);
const lineColumns = (Object.keys(orderExportHeaders) as OrderExportColumn[]).filter((column) =>
  column.startsWith('line'),
);

/** The columns of a file in the layout: the order's, then its lines in one cell or a line's own. */
export const orderExportColumns: Record<OrderExportLayout, readonly OrderExportColumn[]> = {
  order: [...orderColumns, 'products'],
  line: [...orderColumns, ...lineColumns],
};

export const orderExportMessages = {
  jobNotFound: 'Nie znaleziono eksportu.',
  fileNotReady: 'Plik eksportu nie jest jeszcze gotowy.',
  fileGone: 'Plik eksportu wygasł lub został usunięty. Wyeksportuj zamówienia ponownie.',
  failed: 'Eksport nie powiódł się. Spróbuj ponownie.',
  formatRequired: 'Wybierz format pliku: CSV lub XLSX',
  layoutRequired: 'Wybierz układ wierszy: zamówienie albo pozycja',
  done: (processed: number, format: string) =>
    `Wyeksportowano ${countPl(processed, orderForms)} (${format.toUpperCase()})`,
} as const;

export const orderExportBody = z.object({
  format: z.enum(orderExportFormats, { error: orderExportMessages.formatRequired }),
  layout: z.enum(orderExportLayouts, { error: orderExportMessages.layoutRequired }).default('order'),
  filter: orderMatching.default({ archived: 'exclude' }),
});
export type OrderExportBody = z.input<typeof orderExportBody>;

export const orderExportParams = z.object({ exportId: z.uuid(orderExportMessages.jobNotFound) });
export const orderExportQueued = z.object({ exportId: z.uuid() });

export const orderExport = z
  .object({
    id: z.uuid(),
    status: z.enum(orderExportStatuses),
    format: z.enum(orderExportFormats),
    layout: z.enum(orderExportLayouts),
    /** Orders written so far and the orders of the filter (known once the job starts). */
    processed: z.number().int(),
    total: z.number().int(),
    fileName: z.string().nullable(),
    error: z.string().nullable(),
    /** The file can be downloaded: done and not yet swept. */
    downloadable: z.boolean(),
    userName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrderExport' });
export type OrderExport = z.infer<typeof orderExport>;

/** How many of the account's exports the list shows, newest first. */
export const orderExportListLimit = 20;
export const orderExportList = z.object({ data: z.array(orderExport) });
export type OrderExportList = z.infer<typeof orderExportList>;
