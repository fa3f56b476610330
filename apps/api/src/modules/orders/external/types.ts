import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderSource } from '@zaplecze/contract/orders/orders-filter-fields';
import type { Db } from '../../../db/client';
import type { CreateOrderInput } from '../create';
import type { OrderRecord } from '../repository';
import { statusCatalog } from '../scope';

/**
 * Orders from outside (a file import today, a shop connector later) enter through here, so they
 * follow the orders module's rules exactly as an order typed in by hand: lines matched to the
 * catalogue by SKU, then EAN; status names mapped to the account's statuses; money in grosze
 * half-up; VAT from the catalogue or the configuration; NIP checksum when an invoice is asked
 * for; PL postal codes; stock held as the warehouse says. Idempotent by (integration id or
 * source, external id), or by our order number. An update answers its before-image, which
 * `restoreExternalOrder` writes back; `removeExternalOrder` deletes a created order and gives
 * back the stock it held.
 *
 * A field left `undefined` is not known to the caller: a new order takes the default, an update
 * keeps the stored value. `null` empties it.
 */

export interface ExternalAddress {
  name?: string | null;
  surname?: string | null;
  companyName?: string | null;
  nip?: string | null;
  street?: string | null;
  buildingNumber?: string | null;
  flatNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface ExternalOrderLine {
  name: string;
  sku: string | null;
  ean: string | null;
  quantity: number;
  /** Gross unit price as a decimal string (`12.30`). */
  grossPrice: string;
  /** VAT percent; null: the catalogue product's rate, else the configuration's default. */
  tax: number | null;
}

export interface ExternalOrder {
  externalId: string | null;
  /** Our order number: finds an existing order when the caller identifies orders by number. */
  number: number | null;
  source: OrderSource;
  integrationId: string | null;
  created?: string | undefined;
  statusName?: string | null | undefined;
  externalStatus?: string | null | undefined;
  currency?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  buyerLogin?: string | null | undefined;
  companyName?: string | null | undefined;
  nip?: string | null | undefined;
  prepareInvoice?: boolean | undefined;
  customerComment?: string | null | undefined;
  orderNote?: string | null | undefined;
  paymentMethod?: CreateOrderInput['paymentMethod'] | undefined;
  deliveryMethod?: CreateOrderInput['deliveryMethod'] | undefined;
  cashOnDelivery?: boolean | undefined;
  discount?: string | undefined;
  discountCoupon?: string | null | undefined;
  deliveryAddress?: ExternalAddress | null | undefined;
  billingAddress?: ExternalAddress | null | undefined;
  lines?: ExternalOrderLine[] | undefined;
  /**
   * The amount paid so far (one payment of it); `paidAt` defaults to the order date, `method` to
   * the order's payment method; `reference` the payment's own (a connector's order name).
   */
  paid?:
    { amount: string; paidAt: string | null; method?: string | null; reference?: string | null } | undefined;
}

export interface ExternalWarning {
  field: string;
  message: string;
}

export interface ExternalDiff {
  field: string;
  before: string;
  after: string;
}

export type ExternalIdentifier = 'external' | 'number';
export type ExternalMode = 'add' | 'update' | 'addAndUpdate';
/** How lines find the catalogue: the import's SKU then EAN, or a connection's one code (barcode = EAN). */
export type ExternalMatchBy = 'skuThenEan' | 'sku' | 'barcode';

export interface ExternalPlanOptions {
  identifier: ExternalIdentifier;
  mode: ExternalMode;
  matchBy?: ExternalMatchBy;
  /**
   * A connector's later versions: the lines of an order already shipped, returned or cancelled are
   * kept as they are (with a warning) and the rest of the order still follows; the import refuses
   * line changes of returned orders instead.
   */
  keepSettledLines?: boolean;
}

/** How an update is signed: the history's comment and the audit's source, and the sync log's lead. */
export interface ExternalApplyOptions {
  source: string;
  /** When given, the audit entry's note: this text and the changed fields, before → after. */
  note?: string;
}

/** What was stored before an update: enough to put the order back as it was. */
export interface ExternalBeforeImage {
  orderId: string;
  columns: Record<string, unknown>;
  lines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
}

export type ExternalPlan =
  | { action: 'reject'; reason: string; warnings: ExternalWarning[]; orderNo: number | null }
  | { action: 'create'; body: CreateOrderInput; warnings: ExternalWarning[] }
  | {
      action: 'update' | 'unchanged';
      orderId: string;
      orderNo: number;
      version: number;
      body: CreateOrderInput;
      diff: ExternalDiff[];
      warnings: ExternalWarning[];
    };

export const externalMessages = {
  rowExists: 'Zamówienie już istnieje, a tryb to „Dodaj”',
  rowMissing: 'Nie ma takiego zamówienia, a tryb to „Aktualizuj”',
  numberUnknown: 'Nie ma zamówienia o tym numerze — numer służy tylko do aktualizacji istniejących zamówień',
  keyMissing: 'Brak identyfikatora zamówienia',
  nipInvalid: 'NIP: nieprawidłowy numer (suma kontrolna) — wymagany do faktury',
  nipWarning: 'NIP ma nieprawidłową sumę kontrolną',
  statusUnknown: (name: string, fallback: string) => `Nieznany status „${name}” — przyjęto „${fallback}”`,
  productUnknown: (what: string) => `Produkt ${what} nie istnieje w katalogu — pozycja bez powiązania`,
  hasReturns: 'Zamówienie ma zwroty — jego pozycji nie można zmienić importem',
  linesSettled: 'Zamówienie jest już wysłane, zwrócone lub anulowane — jego pozycje pozostają bez zmian',
  noLines: 'Zamówienie nie ma pozycji',
} as const;

/** What a run of many orders looks up once: the account's statuses and the default one. */
export interface ExternalContext {
  accountId: string;
  statuses: OrderStatus[];
  defaultStatus: OrderStatus;
  /** A batch's lookups read at once (`prefetchExternal`): candidate orders and catalogue codes. */
  known?: ExternalLookups | undefined;
}

export interface CatalogueMatch {
  product_id: string;
  variant_id: string | null;
  vat_rate_id: string;
}

export interface ExternalLookups {
  /** Orders by external id (or by number, as text), in number order. */
  orders: Map<string, OrderRecord[]>;
  /** Catalogue matches by `sku:` / `ean:` and the code as given; absent codes have none. */
  catalogue: Map<string, CatalogueMatch>;
}

export async function externalContext(db: Db, accountId: string): Promise<ExternalContext> {
  const { statuses } = await statusCatalog(db, accountId);
  const defaultStatus = statuses.find((status) => status.code === 'new') ?? statuses[0]!;
  return { accountId, statuses, defaultStatus };
}
