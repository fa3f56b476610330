import { z } from 'zod';
import { pageQuery } from './pagination';
import { warehouseAuditFieldLabels } from './warehouse-audit-labels';

export const auditActions = [
  'create',
  'edit',
  'delete',
  'login',
  'login_failed',
  'logout',
  'activate',
  'deactivate',
  'password_reset',
  'password_reset_request',
  'password_change',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Utworzenie',
  edit: 'Edycja',
  delete: 'Usunięcie',
  login: 'Logowanie',
  login_failed: 'Nieudane logowanie',
  logout: 'Wylogowanie',
  activate: 'Aktywacja',
  deactivate: 'Dezaktywacja',
  password_reset: 'Zmiana hasła (reset)',
  password_reset_request: 'Prośba o reset hasła',
  password_change: 'Zmiana hasła',
  two_factor_enable: 'Włączenie 2FA',
  two_factor_disable: 'Wyłączenie 2FA',
  two_factor_reset: 'Reset 2FA',
};

/** Field-level changes: each changed field with its value before and after. */
export const auditDetails = z
  .object({
    changes: z
      .record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() }))
      .optional(),
    note: z.string().optional(),
  })
  .catchall(z.unknown());
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditMessages = {
  emptyList: 'Brak logów do wyświetlenia.',
  removedUser: 'Usunięty użytkownik',
  system: 'System',
  invalidRange: 'Data „do” nie może być wcześniejsza niż data „od”.',
} as const;

/** The History tab's action filter (spec 001 §2.3) and the stored actions each value covers. */
export const auditFilterActions = ['create', 'edit', 'delete', 'login', 'deactivate'] as const;
export type AuditFilterAction = (typeof auditFilterActions)[number];
export const auditFilterLabels: Record<AuditFilterAction | 'all', string> = {
  all: 'Wszystkie',
  create: 'Utworzenie',
  edit: 'Edycja',
  delete: 'Usunięcie',
  login: 'Logowanie',
  deactivate: 'Dezaktywacja',
};
export const auditFilterMap: Record<AuditFilterAction, readonly AuditAction[]> = {
  create: ['create'],
  edit: [
    'edit',
    'activate',
    'password_change',
    'password_reset',
    'password_reset_request',
    'two_factor_enable',
    'two_factor_disable',
    'two_factor_reset',
  ],
  delete: ['delete'],
  login: ['login', 'login_failed', 'logout'],
  deactivate: ['deactivate'],
};

export const auditPageSizes = [10, 25, 50, 100] as const;
const isoDate = z.iso.date({ error: 'Podaj datę w formacie RRRR-MM-DD' });

export const auditListQuery = pageQuery
  .extend({
    /** Trimmed, case-insensitive; over target, details and user. */
    search: z.string().trim().max(100).optional(),
    action: z.enum([...auditFilterActions, 'all']).default('all'),
    userId: z.uuid().optional(),
    /** Calendar days in Polish time, both inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.invalidRange, path: ['to'] });
export type AuditListQuery = z.input<typeof auditListQuery>;
export const auditExportQuery = auditListQuery;

export const auditEntryResponse = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    /** Who acted; null for the system (payments, scheduled jobs) and unknown identities. */
    user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    action: z.enum(auditActions),
    actionLabel: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    details: auditDetails,
    /** The details as one line of Polish text ("E-mail: a → b; Rola: …"). */
    detailsText: z.string(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntryResponse>;

export const auditListResponse = z
  .object({
    data: z.array(auditEntryResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof auditListResponse>;

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
  prepareInvoice: 'Faktura',
  paymentMethod: 'Metoda płatności',
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
};

/** Where one order card means a field otherwise: the contact card's company name is the marketplace. */
const cardFieldLabels: Record<string, Record<string, string>> = {
  contact: { companyName: 'Marketplace' },
};

function fieldLabel(field: string, card: unknown): string {
  return (
    (typeof card === 'string' ? cardFieldLabels[card]?.[field] : undefined) ??
    auditFieldLabels[field] ??
    field
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line of Polish text for an entry's details: field changes (before → after), then the note. */
export function describeAuditDetails(details: AuditDetails): string {
  const parts = Object.entries(details.changes ?? {}).map(
    ([field, change]) =>
      `${fieldLabel(field, details.card)}: ${formatValue(change.before)} → ${formatValue(change.after)}`,
  );
  if (details.note) parts.push(details.note);
  return parts.join('; ');
}
