import { z } from 'zod';
import { money } from '../common/money';
import { orderVersionField } from './order-details';
import { noteMaxLength, orderPaymentInput, orderProductInput } from './order-parts';
import { colorField } from '../order-statuses/order-statuses';
import { createOrderBody } from './orders';
import { orderCurrencies } from './orders-filter';

/**
 * Changes to the parts of one order from its details page: product lines, the currency of all
 * lines, notes, manual payments, and the copy of an order (spec 001 §2.8, §2.9, §4, §5). Each
 * body carries the order's `version` (see order-details.ts); each answer is `orderMutationResponse`
 * except the copy, which answers the new order (201).
 */

export const maxOrderLines = 500;
/** The largest amount numeric(14,2) holds, in grosze. */
export const maxAmountGrosze = 99_999_999_999_999;

export const orderPartMessages = {
  productAdded: 'Produkt został dodany',
  productSaved: 'Produkt został zapisany',
  productDeleted: 'Produkt został usunięty',
  productNotFound: 'Nie znaleziono pozycji zamówienia.',
  priceNegative: 'Cena nie może być ujemna',
  lineTooLarge: 'Wartość pozycji przekracza dopuszczalną kwotę',
  orderTooLarge: 'Wartość zamówienia przekracza dopuszczalną kwotę',
  tooManyLines: `Zamówienie może mieć najwyżej ${maxOrderLines} pozycji`,
  currencyChanged: 'Waluta produktów została zmieniona',
  currencyRequired: 'Wybierz walutę z listy',
  currencyWithPayments: 'Nie można zmienić waluty zamówienia, które ma zarejestrowane płatności.',
  noteAdded: 'Notatka została dodana',
  noteSaved: 'Notatka została zapisana',
  noteDeleted: 'Notatka została usunięta',
  noteRequired: 'Treść notatki jest wymagana',
  noteTooLong: `Notatka może mieć najwyżej ${noteMaxLength} znaków`,
  noteNotFound: 'Nie znaleziono notatki.',
  paymentRecorded: 'Płatność została zarejestrowana',
  paymentFailed: 'Nie udało się zarejestrować płatności',
  amountPositive: 'Kwota musi być większa od zera',
  paidTooLarge: 'Suma wpłat przekracza dopuszczalną kwotę',
  copied: 'Kopia zamówienia została utworzona',
} as const;

/** The "n/400" counter under the note field. */
export const noteCounter = (value: string) => `${value.length}/${noteMaxLength}`;

export const orderProductParams = z.object({
  id: z.uuid({ error: 'Nie znaleziono zamówienia.' }),
  productId: z.uuid({ error: orderPartMessages.productNotFound }),
});
export const orderNoteParams = z.object({
  id: z.uuid({ error: 'Nie znaleziono zamówienia.' }),
  noteId: z.uuid({ error: orderPartMessages.noteNotFound }),
});

const nonNegativeAmount = money.shape.amount.refine(
  (value) => !value.startsWith('-'),
  orderPartMessages.priceNegative,
);

/**
 * POST /api/orders/:id/products adds a line; PUT /api/orders/:id/products/:productId replaces
 * one (the whole line is sent). The server derives the net price from the gross price and tax,
 * the line's gross total (gross price × quantity) and the order's totals.
 */
export const orderLineBody = orderProductInput.extend({
  version: orderVersionField,
  grossPrice: nonNegativeAmount,
});
export type OrderLineBody = z.input<typeof orderLineBody>;

/** PUT /api/orders/:id/currency: the currency of the order and of all its lines, amounts unchanged. */
export const orderCurrencyBody = z.object({
  version: orderVersionField,
  currency: z.enum(orderCurrencies, { error: orderPartMessages.currencyRequired }),
});
export type OrderCurrencyBody = z.input<typeof orderCurrencyBody>;

/** POST /api/orders/:id/notes and PUT /api/orders/:id/notes/:noteId. */
export const orderNoteBody = z.object({
  version: orderVersionField,
  value: z
    .string({ error: orderPartMessages.noteRequired })
    .trim()
    .min(1, orderPartMessages.noteRequired)
    .max(noteMaxLength, orderPartMessages.noteTooLong),
  /** #RRGGBB or null for the default colour. */
  color: colorField
    .transform((value) => value.toUpperCase())
    .nullish()
    .transform((value) => value ?? null),
});
export type OrderNoteBody = z.input<typeof orderNoteBody>;

/**
 * POST /api/orders/:id/payments: a manual payment (amount, date, method, `reference` as its
 * note) in the order's currency; it adds to the amount already paid.
 */
export const recordPaymentBody = orderPaymentInput.extend({
  version: orderVersionField,
  amount: money.shape.amount.refine(
    (value) => /[1-9]/.test(value) && !value.startsWith('-'),
    orderPartMessages.amountPositive,
  ),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const copyOrderParts = [
  'deliveryAddress',
  'billingAddress',
  'pickupAddress',
  'products',
  'payments',
  'shipments',
] as const;
export type CopyOrderPart = (typeof copyOrderParts)[number];
export const copyOrderPartLabels: Record<CopyOrderPart, string> = {
  deliveryAddress: 'Adres dostawy',
  billingAddress: 'Adres rozliczeniowy',
  pickupAddress: 'Adres odbioru',
  products: 'Produkty',
  payments: 'Płatności',
  shipments: 'Przesyłki',
};

/** The dialog's choice outside the orders list (spec 001 §2.9). */
export const newOrderTypes = ['new', 'copy'] as const;
export type NewOrderType = (typeof newOrderTypes)[number];

const partFlags = Object.fromEntries(
  copyOrderParts.map((part) => [part, z.boolean().default(false)]),
) as Record<CopyOrderPart, z.ZodDefault<z.ZodBoolean>>;

/**
 * POST /api/orders/:id/copy: the dialog's country, status and language, and which parts to take.
 * The chosen country is the copy's delivery country (a copied delivery address takes it too).
 */
export const copyOrderBody = createOrderBody
  .pick({ statusId: true, orderCountry: true, orderLanguage: true })
  .extend({ parts: z.object(partFlags).default(() => z.object(partFlags).parse({})) });
export type CopyOrderBody = z.input<typeof copyOrderBody>;
