import { formatMoney } from '../common/money';
import { copyOrderPartLabels } from '../orders/order-detail-parts';
import { deliveryMethodLabels, orderSourceLabels, paymentMethodLabels } from '../orders/orders-filter-fields';
import { actionNames, moduleNames, type PermissionModule } from '../roles/permissions';
import { productAuditFieldLabels } from '../products/product-audit-labels';
import { warehouseAuditFieldLabels } from '../warehouses/warehouse-audit-labels';
import { returnStatusLabels, shipmentStatusLabels } from '../orders/order-returns';
import { shipmentCarrierLabels } from '../orders/shipment-carriers';
import { formatWarsawDateTime } from '../common/warsaw-time';

/**
 * The one renderer of audit details (the History tab and its CSV export both show its text):
 * Polish field names, names instead of ids, Polish money, dates in Europe/Warsaw, translated
 * object types and permissions. Entries keep the names of what they refer to ({ id, label }),
 * so a deleted status or plan still reads by name; older entries holding a bare id fall back
 * to a neutral word rather than the id.
 */

interface Change {
  before?: unknown;
  after?: unknown;
}
/** The stored details (structurally the contract's AuditDetails). */
export interface AuditDetailsInput {
  changes?: Record<string, Change> | undefined;
  note?: string | undefined;
  [key: string]: unknown;
}

/** What a history entry is about, by the `targetType` the modules write. */
export const auditTargetTypeLabels: Record<string, string> = {
  account: 'Konto firmy',
  company: 'Dane firmy',
  settings: 'Ustawienia',
  licence: 'Licencja',
  session: 'Sesja',
  user: 'Użytkownik',
  role: 'Rola',
  order: 'Zamówienie',
  order_saved_filter: 'Zapisany filtr',
  order_status: 'Status zamówienia',
  order_status_group: 'Grupa statusów',
  product: 'Produkt',
  auto_category_run: 'Automatyczne kategorie',
  favorite: 'Ulubione',
  file: 'Plik',
  file_folder: 'Folder plików',
  folder: 'Folder plików',
  shared_link: 'Udostępniony link',
  warehouse: 'Magazyn',
  location: 'Lokalizacja',
  location_type: 'Typ lokalizacji',
  price_list: 'Cennik',
  vat_settings: 'Ustawienia VAT',
  product_parameter: 'Parametr produktu',
  parameter_group: 'Grupa parametrów',
  custom_field: 'Pole własne',
  sku_generator: 'Generator SKU',
  auto_category_rule: 'Reguła automatycznej kategorii',
  sets_settings: 'Ustawienia zestawów',
  'product-import': 'Import produktów',
  'import-template': 'Szablon importu produktów',
  'import-schedule': 'Harmonogram importu produktów',
  order_import: 'Import zamówień',
  order_import_template: 'Szablon importu zamówień',
  order_import_schedule: 'Harmonogram importu zamówień',
  order_export: 'Eksport zamówień',
  api_key: 'Klucz API',
  webhook: 'Webhook',
  dpd_package: 'Paczka DPD',
  dpd_protocol: 'Protokół DPD',
  dpd_bulk_run: 'Zbiorcze nadanie DPD',
  dpd_connection: 'Połączenie z DPD',
  shopify_connection: 'Połączenie ze Shopify',
};

/** "Zamówienie #12", "Rola Kierownik"; an unknown type reads as 'Obiekt'. */
export function auditTargetLabel(targetType: string, targetLabel: string | null): string {
  const type = auditTargetTypeLabels[targetType] ?? 'Obiekt';
  return targetLabel ? `${type}: ${targetLabel}` : type;
}

/** "28.10.2026 01:00": the moment in Polish time, as the History tab and its CSV show it. */
export function formatAuditTime(value: string | Date): string {
  return formatWarsawDateTime(value).replace(',', '');
}

/** The lines that place an address, wherever one is stored (company data, an order's addresses). */
const placeLabels = {
  street: 'Ulica',
  buildingNumber: 'Numer budynku',
  flatNumber: 'Numer lokalu',
  zipCode: 'Kod pocztowy',
  city: 'Miasto',
  country: 'Kraj',
  region: 'Województwo',
};

/** An order's address as its cards name the lines. */
const addressFieldLabels = {
  companyName: 'Firma',
  name: 'Imię',
  surname: 'Nazwisko',
  nip: 'NIP',
  ...placeLabels,
  isEditable: 'Edytowalny',
};

/** Fields the orders module writes as `parent.field` (nested addresses, a product line): "Miasto (adres dostawy)". */
function nestedLabels(parent: string, context: string, labels: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(labels).map(([field, label]) => [`${parent}.${field}`, `${label} (${context})`]),
  );
}

export const auditFieldLabels: Record<string, string> = {
  name: 'Nazwa',
  displayName: 'Imię i nazwisko',
  username: 'Login',
  email: 'E-mail',
  role: 'Rola',
  status: 'Status',
  description: 'Opis',
  permissions: 'Uprawnienia',
  avatar: 'Zdjęcie',
  companyName: 'Nazwa firmy',
  vatId: 'NIP',
  ...placeLabels,
  prefix: 'Prefiks',
  phoneNumber: 'Telefon',
  planId: 'Plan',
  discount: 'Rabat',
  validTo: 'Ważna do',
  // order statuses and their groups
  internalName: 'Nazwa wewnętrzna',
  'externalName.pl': 'Nazwa zewnętrzna (PL)',
  'externalName.en': 'Nazwa zewnętrzna (EN)',
  'externalName.de': 'Nazwa zewnętrzna (DE)',
  color: 'Kolor',
  group: 'Grupa',
  groupId: 'Grupa',
  isProtected: 'Status chroniony',
  position: 'Pozycja',
  // orders: detail cards, notes, payments, products, bulk actions
  prepareInvoice: 'Dokument sprzedaży',
  paymentMethod: 'Metoda płatności',
  deliveryMethod: 'Metoda dostawy',
  warehouseId: 'Magazyn',
  priceListId: 'Cennik',
  shipmentDateEnd: 'Termin wysyłki',
  deliveryDateEnd: 'Termin dostawy',
  statusId: 'Status',
  archived: 'Zarchiwizowane',
  note: 'Notatka',
  noteColor: 'Kolor notatki',
  alreadyPaid: 'Zapłacono',
  currency: 'Waluta',
  totalNet: 'Wartość netto',
  totalGross: 'Wartość brutto',
  ...nestedLabels('billingAddress', 'dane rozliczeniowe', addressFieldLabels),
  ...nestedLabels('deliveryAddress', 'adres dostawy', addressFieldLabels),
  ...nestedLabels('pickupAddress', 'punkt odbioru', {
    ...addressFieldLabels,
    name: 'Nazwa punktu',
    externalId: 'ID punktu',
    deliveryMethod: 'Metoda dostawy',
  }),
  ...nestedLabels('product', 'produkt', {
    productId: 'ID produktu',
    productVariantId: 'ID wariantu',
    name: 'Nazwa',
    url: 'Adres strony produktu',
    imageUrl: 'Adres zdjęcia',
    ean: 'EAN',
    sku: 'SKU',
    auction: 'Numer aukcji',
    quantity: 'Ilość',
    grossPrice: 'Cena brutto',
    tax: 'Stawka VAT',
  }),
  ...warehouseAuditFieldLabels,
  ...productAuditFieldLabels,
  // an order's shipments and returns
  shipmentCourier: 'Przewoźnik',
  shipmentTrackingNumber: 'Numer przesyłki',
  shipmentStatus: 'Status przesyłki',
  shipmentSentAt: 'Data wysłania',
  shipmentDeliveredAt: 'Data doręczenia',
  shipmentPackageSize: 'Gabaryt',
  shipmentWeightGrams: 'Waga (g)',
  returnExternalId: 'ID zewnętrzne zwrotu',
  returnReason: 'Powód zwrotu',
  returnStatus: 'Status zwrotu',
  returnRefund: 'Kwota zwrotu',
  returnPaymentId: 'Płatność zwrotu',
  returnLines: 'Produkty zwrotu',
  returnNumber: 'Numer zwrotu',
};

/** Fields whose stored value is a code with a Polish name. */
const valueLabels: Record<string, Record<string, string>> = {
  shipmentCourier: shipmentCarrierLabels,
  shipmentStatus: shipmentStatusLabels,
  returnStatus: returnStatusLabels,
};

/** Where one order card means a field otherwise: the contact card's company name is the marketplace. */
const cardFieldLabels: Record<string, Record<string, string>> = {
  contact: { companyName: 'Marketplace' },
};

/** Extra keys some entries carry beside their changes; ids and bookkeeping keys are left out. */
const extraLabels: Record<string, string> = {
  statusId: 'Status',
  source: 'Źródło',
  externalId: 'ID zewnętrzne',
  totalGross: 'Wartość brutto',
  products: 'Produkty',
  shared: 'Udostępniony',
  termsAcceptedAt: 'Akceptacja warunków',
  movedIn: 'Przeniesione do grupy',
  copiedParts: 'Skopiowane części',
  fileDocumentIds: 'Dokumenty sprzedaży (liczba)',
  fileAttachmentsIds: 'Załączniki (liczba)',
  folder: 'Folder',
};

const moneyFields = new Set([
  'alreadyPaid',
  'totalNet',
  'totalGross',
  'discount',
  'product.grossPrice',
  'returnRefund',
]);
const licenceStatusLabels: Record<string, string> = {
  trial: 'Okres próbny',
  active: 'Aktywna',
  expired: 'Wygasła',
};
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const amountPattern = /^-?\d+(\.\d+)?$/;
/** Old entries kept money as "1234.56 PLN". */
const amountWithCurrency = /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/;

function fieldLabel(field: string, card: unknown): string {
  return (
    (typeof card === 'string' ? cardFieldLabels[card]?.[field] : undefined) ??
    auditFieldLabels[field] ??
    extraLabels[field] ??
    field
  );
}

function isReference(value: unknown): value is { id?: unknown; label: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { label?: unknown }).label === 'string'
  );
}

/** "oms.read" → "Zamówienia (OMS) – Odczyt". */
export function permissionLabel(key: string): string {
  const [module, action = ''] = key.split('.');
  const moduleName = moduleNames[module as PermissionModule];
  return moduleName ? `${moduleName} – ${actionNames[action] ?? action}` : key;
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames('pl', { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface Context {
  field: string;
  currency: string;
}

function formatText(text: string, { field, currency }: Context): string {
  const leaf = field.slice(field.lastIndexOf('.') + 1);
  if (moneyFields.has(field) && amountPattern.test(text)) return formatMoney(text, currency);
  const priced = amountWithCurrency.exec(text);
  if (priced) return formatMoney(priced[1]!, priced[2]);
  if (valueLabels[field]?.[text]) return valueLabels[field][text];
  if (field === 'permissions') return permissionLabel(text);
  if (field === 'paymentMethod') return paymentMethodLabels[text as keyof typeof paymentMethodLabels] ?? text;
  if (field === 'deliveryMethod')
    return deliveryMethodLabels[text as keyof typeof deliveryMethodLabels] ?? text;
  if (field === 'copiedParts') return copyOrderPartLabels[text as keyof typeof copyOrderPartLabels] ?? text;
  if (field === 'source') return orderSourceLabels[text as keyof typeof orderSourceLabels] ?? text;
  if (field === 'status' && licenceStatusLabels[text]) return licenceStatusLabels[text];
  if (leaf === 'country' && /^[A-Z]{2}$/.test(text)) return countryName(text);
  if (instantPattern.test(text) && !Number.isNaN(Date.parse(text))) return formatAuditTime(text);
  const day = dayPattern.exec(text);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  // An id of something the entry did not name (entries written before names were kept).
  if (uuidPattern.test(text)) return 'nieznany (usunięty)';
  return text;
}

function formatValue(value: unknown, context: Context): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => formatValue(item, context)).join(', ') : '—';
  }
  if (isReference(value)) return value.label;
  if (typeof value === 'boolean') {
    if (context.field === 'prepareInvoice') return value ? 'Faktura' : 'Paragon';
    return value ? 'tak' : 'nie';
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return formatText(value, context);
  return '—';
}

/** Permissions read as what was granted and what was taken away, not two long lists. */
function describePermissions(change: Change): string | null {
  if (!Array.isArray(change.after) || (change.before != null && !Array.isArray(change.before))) return null;
  const before = (change.before ?? []) as string[];
  const after = change.after as string[];
  const added = after.filter((key) => !before.includes(key)).map(permissionLabel);
  const removed = before.filter((key) => !after.includes(key)).map(permissionLabel);
  const parts = [];
  if (added.length) parts.push(`nadano ${added.join(', ')}`);
  if (removed.length) parts.push(`odebrano ${removed.join(', ')}`);
  return `${auditFieldLabels.permissions}: ${parts.length ? parts.join('; ') : 'bez zmian'}`;
}

function currencyOf(details: AuditDetailsInput): string {
  if (typeof details.currency === 'string') return details.currency;
  const change = details.changes?.currency?.after;
  return typeof change === 'string' ? change : 'PLN';
}

/**
 * One line of Polish text for an entry's details: field changes (before → after; only the value
 * for a created thing), the known extra facts, then the note; parts are joined with '; '.
 */
export function describeAuditDetails(details: AuditDetailsInput, action?: string): string {
  // A new thing has no "before": its fields read as plain values ("Kolor: #336699").
  const created = action === 'create';
  const currency = currencyOf(details);
  const parts: string[] = [];
  for (const [field, change] of Object.entries(details.changes ?? {})) {
    const permissions = field === 'permissions' ? describePermissions(change) : null;
    const context = { field, currency };
    const [before, after] = [formatValue(change.before, context), formatValue(change.after, context)];
    // An empty value written as null on one side and '' on the other is no change to a reader.
    const label = fieldLabel(field, details.card);
    if (permissions) parts.push(permissions);
    else if (created && before === '—') {
      if (after !== '—') parts.push(`${label}: ${after}`);
    } else if (before !== after) parts.push(`${label}: ${before} → ${after}`);
  }
  // In the labels' order: the database keeps JSON keys in an order of its own.
  for (const [key, label] of Object.entries(extraLabels)) {
    if (details[key] === undefined) continue;
    parts.push(`${label}: ${formatValue(details[key], { field: key, currency })}`);
  }
  if (details.bulk === true) parts.push('Zmiana zbiorcza');
  if (details.note) parts.push(details.note);
  return parts.join('; ');
}
