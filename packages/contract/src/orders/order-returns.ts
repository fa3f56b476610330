import { z } from 'zod';
import { money } from '../common/money';
import { orderVersionField } from './order-details';
import { shipmentStatuses } from './order-parts';
import { pageQuery } from '../common/pagination';
import { shipmentCarriers } from './shipment-carriers';

/**
 * Shipments and returns of an order (spec 001 §3, §7) and the account's returns list
 * (/dashboard/returns). Changes carry the order's `version`: a shipment or a return is part of
 * its order (docs/decisions/0017-order-version.md, 0073-shipments-part-of-order.md) and each change
 * answers `orderMutationResponse`.
 */

export const returnStatuses = ['new', 'in_progress', 'accepted', 'rejected', 'completed'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnStatusLabels: Record<ReturnStatus, string> = {
  new: 'Nowy',
  in_progress: 'W trakcie',
  accepted: 'Przyjęty',
  rejected: 'Odrzucony',
  completed: 'Zakończony',
};
export const shipmentStatusLabels: Record<(typeof shipmentStatuses)[number], string> = {
  created: 'Utworzona',
  sent: 'Wysłana',
  delivered: 'Dostarczona',
  returned: 'Zwrócona',
};

export const returnLimits = { externalId: 64, reason: 500, trackingNumber: 64, packageSize: 32 } as const;
/** 1000 kg: the heaviest parcel a carrier takes on a pallet, in grams. */
export const maxWeightGrams = 1_000_000;

export const returnMessages = {
  shipmentAdded: 'Przesyłka została dodana',
  shipmentSaved: 'Przesyłka została zapisana',
  shipmentDeleted: 'Przesyłka została usunięta',
  shipmentNotFound: 'Nie znaleziono przesyłki.',
  returnAdded: 'Zwrot został zarejestrowany',
  returnSaved: 'Zwrot został zapisany',
  returnDeleted: 'Zwrot został usunięty',
  returnNotFound: 'Nie znaleziono zwrotu.',
  linesRequired: 'Wybierz co najmniej jeden produkt do zwrotu',
  lineDuplicated: 'Każdy produkt może wystąpić w zwrocie tylko raz',
  lineNotInOrder: 'Produkt nie należy do tego zamówienia',
  tooMany: (name: string, left: number) =>
    `Produkt „${name}”: można zwrócić najwyżej ${left} szt. (zamówiono minus już zwrócone)`,
  refundNegative: 'Kwota zwrotu nie może być ujemna',
  refundTooLarge: (limit: string) =>
    `Kwota zwrotu nie może przekroczyć kwoty zapłaconej za zwracane produkty (${limit} zł)`,
  paymentNotInOrder: 'Płatność nie należy do tego zamówienia',
  deliveredBeforeSent: 'Data doręczenia nie może być wcześniejsza niż data wysłania',
} as const;

const text = (max: number) => z.string().trim().max(max, `Najwyżej ${max} znaków`);
const nullableText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const dateTime = z.iso.datetime({ offset: true, error: 'Nieprawidłowa data' }).nullish();

export const shipmentBody = z
  .object({
    version: orderVersionField,
    courier: z.enum(shipmentCarriers, { error: 'Wybierz przewoźnika z listy' }).nullish(),
    trackingNumber: nullableText(returnLimits.trackingNumber),
    status: z.enum(shipmentStatuses, { error: 'Wybierz status przesyłki z listy' }).default('created'),
    sentAt: dateTime,
    deliveredAt: dateTime,
    packageSize: nullableText(returnLimits.packageSize),
    weightGrams: z
      .number({ error: 'Waga musi być liczbą gramów' })
      .int('Waga musi być liczbą gramów')
      .min(0, 'Waga nie może być ujemna')
      .max(maxWeightGrams, 'Waga może wynosić najwyżej 1000 kg')
      .nullish(),
  })
  .refine(
    (body) => !body.sentAt || !body.deliveredAt || new Date(body.deliveredAt) >= new Date(body.sentAt),
    { message: returnMessages.deliveredBeforeSent, path: ['deliveredAt'] },
  );
export type ShipmentBody = z.input<typeof shipmentBody>;

export const returnLineInput = z.object({
  orderProductId: z.uuid({ error: returnMessages.lineNotInOrder }),
  quantity: z.number().int('Ilość musi być liczbą całkowitą').min(1, 'Ilość musi być większa od zera'),
});

export const returnBody = z.object({
  version: orderVersionField,
  externalId: nullableText(returnLimits.externalId),
  reason: nullableText(returnLimits.reason),
  status: z.enum(returnStatuses, { error: 'Wybierz status zwrotu z listy' }).default('new'),
  lines: z.array(returnLineInput).min(1, returnMessages.linesRequired).max(500),
  refundAmount: money.shape.amount
    .refine((value) => !value.startsWith('-'), returnMessages.refundNegative)
    .default('0.00'),
  paymentId: z.uuid({ error: returnMessages.paymentNotInOrder }).nullish(),
});
export type ReturnBody = z.input<typeof returnBody>;

export const shipmentParams = z.object({
  id: z.uuid({ error: 'Nie znaleziono zamówienia.' }),
  shipmentId: z.uuid({ error: returnMessages.shipmentNotFound }),
});
export const returnParams = z.object({
  id: z.uuid({ error: 'Nie znaleziono zamówienia.' }),
  returnId: z.uuid({ error: returnMessages.returnNotFound }),
});

export const returnLine = z.object({
  orderProductId: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
});

export const returnListQuery = pageQuery.extend({
  status: z.enum(returnStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReturnListQuery = z.input<typeof returnListQuery>;

export const returnListItem = z
  .object({
    id: z.uuid(),
    number: z.string(),
    externalId: z.string().nullable(),
    status: z.enum(returnStatuses),
    reason: z.string().nullable(),
    refundAmount: money,
    orderId: z.uuid(),
    orderNo: z.number().int(),
    client: z.string().nullable(),
    quantity: z.number().int(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'ReturnListItem' });
export type ReturnListItem = z.infer<typeof returnListItem>;

export const syncLogQuery = pageQuery;
export const syncLogItem = z
  .object({
    id: z.uuid(),
    created: z.iso.datetime(),
    user: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: 'OrderSyncLogItem' });
export type SyncLogItem = z.infer<typeof syncLogItem>;
