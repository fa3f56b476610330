import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { CreateOrderInput } from '../create';
import type { ExternalContext } from './types';

/** How an update's dry run names what changes, and how a refused field is named, in the file's words. */

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object')
    return (
      Object.values(value)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(', ') || '—'
    );
  return String(value as string | number);
};

const addressKeys = [
  'companyName',
  'name',
  'surname',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
  'country',
  'nip',
] as const;
const addressText = (
  address: Partial<Record<(typeof addressKeys)[number], string | null>> | null | undefined,
) =>
  address
    ? addressKeys
        .map((key) => address[key] ?? '')
        .filter(Boolean)
        .join(', ') || '—'
    : '—';

export const linesText = (body: Pick<CreateOrderInput, 'products'>) =>
  body.products
    .map(
      (line) =>
        `${line.quantity} × ${line.name}${line.sku ? ` (${line.sku})` : ''} po ${fromGrosze(toGrosze(line.grossPrice))} (VAT ${line.tax}%)`,
    )
    .join('; ') || '—';
const paidText = (body: CreateOrderInput) =>
  fromGrosze(body.payments.reduce((sum, payment) => sum + toGrosze(payment.amount), 0));

/** The fields an update compares, with the Polish names the dry run's diff shows. */
export const comparedFields: [string, (body: CreateOrderInput, ctx: ExternalContext) => string][] = [
  ['Status', (body, ctx) => ctx.statuses.find((s) => s.id === body.statusId)?.internalName ?? '—'],
  ['Data złożenia', (body) => text(body.created)],
  ['Waluta', (body) => body.currency],
  ['E-mail', (body) => text(body.email)],
  ['Telefon', (body) => text(body.phoneNumber)],
  ['Login kupującego', (body) => text(body.externalUsername)],
  ['Firma', (body) => text(body.companyName)],
  ['NIP', (body) => text(body.vatRegistrationNumber)],
  ['Faktura', (body) => text(body.prepareInvoice)],
  ['Komentarz klienta', (body) => text(body.customerComment)],
  ['Uwagi sprzedawcy', (body) => text(body.orderNote)],
  ['Status zewnętrzny', (body) => text(body.externalStatus)],
  ['Metoda płatności', (body) => text(body.paymentMethod)],
  ['Metoda dostawy', (body) => text(body.deliveryMethod)],
  ['Za pobraniem', (body) => text(body.cashOnDelivery)],
  ['Rabat', (body) => fromGrosze(toGrosze(body.discountPrice ?? '0'))],
  ['Kod rabatowy', (body) => text(body.discountCoupon)],
  ['Adres dostawy', (body) => addressText(body.deliveryAddress)],
  ['Adres do faktury', (body) => addressText(body.customerBillingAddress)],
  ['Pozycje', (body) => linesText(body)],
  ['Zapłacono', (body) => paidText(body)],
];

const bodyFieldNames: Record<string, string> = {
  email: 'E-mail',
  phoneNumber: 'Telefon',
  externalId: 'Identyfikator zewnętrzny',
  externalUsername: 'Login kupującego',
  companyName: 'Firma',
  vatRegistrationNumber: 'NIP',
  orderNote: 'Uwagi sprzedawcy',
  customerComment: 'Komentarz klienta',
  discountCoupon: 'Kod rabatowy',
  discountPrice: 'Rabat',
  currency: 'Waluta',
  orderCountry: 'Kraj',
  deliveryAddress: 'Dostawa',
  customerBillingAddress: 'Faktura',
  payments: 'Płatność',
  name: 'nazwa',
  sku: 'SKU',
  ean: 'EAN',
  quantity: 'ilość',
  grossPrice: 'cena',
  tax: 'stawka VAT',
  city: 'miejscowość',
  street: 'ulica',
  zipCode: 'kod pocztowy',
  country: 'kraj',
  surname: 'nazwisko',
};

/** A validation issue's path in the words of the file's fields: `products.1.name` → `Pozycja 2: nazwa`. */
export function fieldName(path: PropertyKey[]): string {
  if (path[0] === 'products' && typeof path[1] === 'number')
    return `Pozycja ${path[1] + 1}${path[2] ? `: ${bodyFieldNames[String(path[2])] ?? String(path[2])}` : ''}`;
  const words = path
    .filter((part) => typeof part !== 'number')
    .map((part) => bodyFieldNames[String(part)] ?? String(part));
  return words.join(': ') || 'Zamówienie';
}
