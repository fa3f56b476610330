import { z } from 'zod';
import { isValidNip, normalizeNip } from '../accounts/accounts';
import { isoCountryField, isIsoCountryCode } from '../common/countries';
import { orderVersionField } from './order-details';
import { paymentMethods } from './orders-filter';

/**
 * The detail cards of an order (spec 001 §2.8, §4, §5): billing, delivery address, pickup
 * point, contact, delivery schedule and the payment card's settings.
 *
 * Each card has a request body (`…CardBody`, PATCH) and a form (`…CardForm`). In a body a field
 * left out, or sent blank, keeps the stored value (spec 001 §5 "blank values do not overwrite
 * stored values"); `null` clears an optional field. The server merges the body into the stored
 * values and checks the result with the form schema, which the browser's form uses too, so
 * 'Pole wymagane', 'Podaj poprawny NIP'… are decided by the same rules on both sides.
 */

export const documentTypes = ['receipt', 'invoice'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeOf = (prepareInvoice: boolean): DocumentType =>
  prepareInvoice ? 'invoice' : 'receipt';

export const cardMessages = {
  required: 'Pole wymagane',
  zipCode: 'Wpisz kod w formacie 00-000',
  nip: 'Podaj poprawny NIP',
  email: 'Podaj poprawny adres email',
  phone: 'Podaj poprawny numer telefonu',
  date: 'Podaj poprawną datę',
  paymentMethod: 'Wybierz metodę płatności z listy',
  documentType: 'Wybierz paragon lub fakturę',
  invoiceNeedsNip:
    'Dokument sprzedaży: faktura wymaga poprawnego NIP w danych rozliczeniowych. Uzupełnij pole NIP w karcie „Dane rozliczeniowe”.',
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
} as const;

/** Toasts of each card (spec 001 §8; the schedule card shows the contact texts, as the spec says). */
export const orderCardToasts = {
  billing: { saved: 'Dane rozliczeniowe zapisane', failed: 'Nie udało się zapisać danych rozliczeniowych' },
  delivery: { saved: 'Adres dostawy zapisany', failed: 'Nie udało się zapisać adresu dostawy' },
  pickup: {
    saved: 'Punkt odbioru zapisany',
    failed: 'Nie udało się zapisać punktu odbioru',
    durationMs: 2500,
  },
  contact: { saved: 'Dane kontaktowe zapisane', failed: 'Nie udało się zapisać danych kontaktowych' },
  schedule: { saved: 'Dane kontaktowe zapisane', failed: 'Nie udało się zapisać danych kontaktowych' },
  payment: { saved: 'Dane płatności zapisane', failed: 'Nie udało się zapisać danych płatności' },
} as const;
export type OrderCard = keyof typeof orderCardToasts;

const zipPattern = /^\d{2}-\d{3}$/;
const foreignTaxNumber = /^[A-Za-z0-9-]{3,}$/;
const phonePattern = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * A Polish NIP must pass its checksum; a foreign tax number: 3+ letters, digits or hyphens
 * (spec 001 §5). Spaces typed for readability ("526 025 02 74") are ignored.
 */
export function isValidTaxNumber(
  value: string | null | undefined,
  country: string | null | undefined,
): boolean {
  if (!value) return false;
  const compact = withoutSpaces(value);
  return country === 'PL' ? isValidNip(compact) : foreignTaxNumber.test(compact);
}

/** Stored form: a Polish NIP as its 10 digits, a foreign number upper-cased, both without spaces. */
export function normalizeTaxNumber(value: string, country: string): string {
  const compact = withoutSpaces(value);
  return country === 'PL' ? normalizeNip(compact) : compact.toUpperCase();
}

// ---- bodies: blank keeps the stored value, null clears it

const keepText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, cardMessages.tooLong(max))
    .transform((value) => (value === '' ? undefined : value))
    .nullish();

const keepCountry = z
  .string({ error: cardMessages.required })
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isIsoCountryCode(value), 'Wybierz kraj z listy')
  .transform((value) => value || undefined)
  .optional();

const isoDateTime = z.iso.datetime({ offset: true });
const keepDate = z
  .string({ error: cardMessages.date })
  .trim()
  .refine((value) => value === '' || isoDateTime.safeParse(value).success, cardMessages.date)
  .transform((value) => value || undefined)
  .nullish();

function keepTexts<K extends string>(limits: Record<K, number>) {
  const entries = Object.entries<number>(limits).map(([key, max]) => [key, keepText(max)]);
  return Object.fromEntries(entries) as { [P in K]: ReturnType<typeof keepText> };
}

// ---- forms: the complete values of a card, as saved

const formText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, cardMessages.tooLong(max))
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** Missing is a plain issue (not a type error), so the card's cross-field rules still run beside it. */
const requiredText = (max: number) =>
  z
    .string({ error: cardMessages.required })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().min(1, cardMessages.required).max(max, cardMessages.tooLong(max)));

function formTexts<K extends string>(limits: Record<K, number>) {
  const entries = Object.entries<number>(limits).map(([key, max]) => [key, formText(max)]);
  return Object.fromEntries(entries) as { [P in K]: ReturnType<typeof formText> };
}

/** The postal code format is checked for Polish addresses only; abroad any code is kept as typed. */
function zipRule(value: { zipCode?: string | null; country?: string | null }, context: z.RefinementCtx) {
  if (value.country === 'PL' && value.zipCode && !zipPattern.test(value.zipCode)) {
    context.addIssue({ code: 'custom', path: ['zipCode'], message: cardMessages.zipCode });
  }
}

const addressLimits = { companyName: 200, name: 100, surname: 100, flatNumber: 20, zipCode: 20 } as const;

// ---- billing

export const billingCardBody = z.object({
  version: orderVersionField,
  documentType: z.enum(documentTypes, { error: cardMessages.documentType }).optional(),
  ...keepTexts({ ...addressLimits, street: 200, buildingNumber: 20, city: 100, nip: 40 }),
  country: keepCountry,
});
export type BillingCardBody = z.input<typeof billingCardBody>;

/** Street, building number, city and country are required; the NIP only, and then validly, for an invoice. */
export const billingCardForm = z
  .object({
    documentType: z.enum(documentTypes, { error: cardMessages.documentType }),
    ...formTexts({ ...addressLimits, nip: 40 }),
    street: requiredText(200),
    buildingNumber: requiredText(20),
    city: requiredText(100),
    country: isoCountryField,
  })
  .superRefine((value, context) => {
    zipRule(value, context);
    if (value.documentType === 'invoice' && !isValidTaxNumber(value.nip, value.country)) {
      context.addIssue({ code: 'custom', path: ['nip'], message: cardMessages.nip });
    }
  })
  .transform((value) => ({
    ...value,
    nip: value.documentType === 'invoice' && value.nip ? normalizeTaxNumber(value.nip, value.country) : null,
  }));
export type BillingCardForm = z.input<typeof billingCardForm>;

// ---- delivery address

export const deliveryCardBody = z.object({
  version: orderVersionField,
  ...keepTexts({ ...addressLimits, street: 200, buildingNumber: 20, city: 100 }),
  country: keepCountry,
});
export type DeliveryCardBody = z.input<typeof deliveryCardBody>;

export const deliveryCardForm = z
  .object({
    ...formTexts({ ...addressLimits, street: 200, buildingNumber: 20, city: 100 }),
    country: isoCountryField,
  })
  .superRefine(zipRule);
export type DeliveryCardForm = z.input<typeof deliveryCardForm>;

// ---- pickup point: `externalId` is the point's id, `flatNumber` its apartment number

const pickupLimits = {
  name: 100,
  externalId: 100,
  street: 200,
  buildingNumber: 20,
  flatNumber: 20,
  zipCode: 20,
  city: 100,
};

export const pickupCardBody = z.object({
  version: orderVersionField,
  ...keepTexts(pickupLimits),
  country: keepCountry,
});
export type PickupCardBody = z.input<typeof pickupCardBody>;

export const pickupCardForm = z
  .object({ ...formTexts(pickupLimits), country: isoCountryField })
  .superRefine(zipRule);
export type PickupCardForm = z.input<typeof pickupCardForm>;

// ---- contact: e-mail, phone and the marketplace name (`companyName`, shown as "Marketplace")

export const contactCardBody = z.object({
  version: orderVersionField,
  ...keepTexts({ email: 254, phoneNumber: 40, companyName: 200 }),
});
export type ContactCardBody = z.input<typeof contactCardBody>;

export const contactCardForm = z.object({
  email: formText(254).refine(
    (value) => value === null || z.email().safeParse(value).success,
    cardMessages.email,
  ),
  phoneNumber: formText(40).refine((value) => value === null || phonePattern.test(value), cardMessages.phone),
  companyName: formText(200),
});
export type ContactCardForm = z.input<typeof contactCardForm>;

// ---- delivery schedule: ISO date-times with an offset (the browser sends `toISOString()`)

export const scheduleCardBody = z.object({
  version: orderVersionField,
  shipmentDateEnd: keepDate,
  deliveryDateEnd: keepDate,
});
export type ScheduleCardBody = z.input<typeof scheduleCardBody>;

export const scheduleCardForm = z.object({
  shipmentDateEnd: z.iso.datetime({ offset: true, error: cardMessages.date }).nullable(),
  deliveryDateEnd: z.iso.datetime({ offset: true, error: cardMessages.date }).nullable(),
});
export type ScheduleCardForm = z.input<typeof scheduleCardForm>;

// ---- payment card settings: the method and the sales document

export const paymentCardBody = z.object({
  version: orderVersionField,
  /** null clears the method. */
  paymentMethod: z.enum(paymentMethods, { error: cardMessages.paymentMethod }).nullish(),
  /** 'receipt' also clears the billing NIP (spec 001 §4). */
  documentType: z.enum(documentTypes, { error: cardMessages.documentType }).optional(),
});
export type PaymentCardBody = z.input<typeof paymentCardBody>;
