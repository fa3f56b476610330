import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  billingCardBody,
  billingCardForm,
  cardMessages,
  contactCardBody,
  contactCardForm,
  deliveryCardBody,
  deliveryCardForm,
  documentTypeOf,
  isValidTaxNumber,
  orderCardToasts,
  pickupCardBody,
  pickupCardForm,
  scheduleCardBody,
  scheduleCardForm,
  type OrderCard,
  type paymentCardBody,
} from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import {
  emptyOrderAddress,
  type OrderAddress,
  type PickupAddress,
} from '@zaplecze/contract/orders/order-parts';
import { customerDisplayName, defaultOrderCountry } from '@zaplecze/contract/orders/orders';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { validationFailed } from '../../../../errors';
import type { Actor } from '../../create';
import { auditChanges, differing, mutateOrder, type OrderChange } from '../mutation';
import type { NewOrderRecord, OrderRecord } from '../../repository';

/**
 * The detail cards (spec 001 §4 "Detail cards"): each body is merged into the stored values
 * (blank keeps, null clears), the merged card is checked with the contract's form schema, and
 * only the columns that differ are written; with none, 'Brak zmian do zapisania'.
 */

type Body<T extends z.ZodType> = z.output<T>;

/** Every address field present, in one key order, so stored and edited addresses compare by content. */
function fullAddress(given: Partial<OrderAddress> | null, country: string): OrderAddress {
  const empty = emptyOrderAddress(given?.country ?? country);
  const keys = Object.keys(empty) as (keyof OrderAddress)[];
  return Object.fromEntries(keys.map((key) => [key, given?.[key] ?? empty[key]])) as OrderAddress;
}

function fullPickup(given: Partial<PickupAddress> | null, country: string): PickupAddress {
  return {
    ...fullAddress(given, country),
    externalId: given?.externalId ?? null,
    deliveryMethod: given?.deliveryMethod ?? null,
  };
}

const deliveryCountry = (row: OrderRecord) => row.deliveryAddress?.country ?? defaultOrderCountry;

/** The fields a card's body carries: its schema's keys but the version (which the mutation checks) and `apart`. */
function bodyFields(body: z.ZodObject, ...apart: string[]): string[] {
  return Object.keys(body.shape).filter((key) => key !== 'version' && !apart.includes(key));
}

/** The stored value where the body left a field out or blank (undefined); the body's value (or null) otherwise. */
function merge(stored: Record<string, unknown>, body: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(
    keys.map((key) => [key, body[key] === undefined ? (stored[key] ?? null) : body[key]]),
  );
}

/** The merged card through the form's rules; every problem is a 400 under its field. */
function checked<T extends z.ZodType>(form: T, values: unknown): z.output<T> {
  const parsed = form.safeParse(values);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw validationFailed(fields, genericMessages.validation);
}

function customerName(row: OrderRecord, next: Partial<NewOrderRecord>): string {
  const merged = { ...row, ...next };
  return (
    customerDisplayName({
      deliveryAddress: merged.deliveryAddress,
      customerBillingAddress: merged.billingAddress,
      email: merged.email,
    }) ?? ''
  );
}

/** The change of one card: the differing columns, the re-derived client name, the audit details. */
function cardChange(card: OrderCard, row: OrderRecord, next: Partial<NewOrderRecord>): OrderChange {
  const values = differing(row, next);
  if (Object.keys(values).length === 0) return { message: orderCardToasts[card].saved };
  const name = customerName(row, values);
  return {
    values: name === row.customerName ? values : { ...values, customerName: name },
    audit: { card, changes: auditChanges(row as unknown as Record<string, unknown>, values) },
    message: orderCardToasts[card].saved,
  };
}

/** A card's PATCH: `next` turns the body into the order's columns; only those that differ are written. */
function cardUpdate<B extends { version: number }>(
  card: OrderCard,
  next: (row: OrderRecord, body: B) => Partial<NewOrderRecord>,
) {
  return (db: Db, actor: Actor, id: string, body: B): Promise<OrderMutation> =>
    mutateOrder(db, actor, id, body.version, async (_tx, row) => cardChange(card, row, next(row, body)));
}

const billingFields = bodyFields(billingCardBody, 'documentType');

export const updateBillingCard = cardUpdate<Body<typeof billingCardBody>>('billing', (row, body) => {
  const stored = fullAddress(row.billingAddress, deliveryCountry(row));
  const { documentType, ...fields } = checked(billingCardForm, {
    ...merge(stored, body, billingFields),
    documentType: body.documentType ?? documentTypeOf(row.prepareInvoice),
  });
  return { billingAddress: { ...stored, ...fields }, prepareInvoice: documentType === 'invoice' };
});

const deliveryFields = bodyFields(deliveryCardBody);

export const updateDeliveryCard = cardUpdate<Body<typeof deliveryCardBody>>('delivery', (row, body) => {
  const stored = fullAddress(row.deliveryAddress, deliveryCountry(row));
  return {
    deliveryAddress: { ...stored, ...checked(deliveryCardForm, merge(stored, body, deliveryFields)) },
  };
});

const pickupFields = bodyFields(pickupCardBody);

export const updatePickupCard = cardUpdate<Body<typeof pickupCardBody>>('pickup', (row, body) => {
  const stored = fullPickup(row.pickupAddress, deliveryCountry(row));
  return { pickupAddress: { ...stored, ...checked(pickupCardForm, merge(stored, body, pickupFields)) } };
});

const contactFields = bodyFields(contactCardBody);

export const updateContactCard = cardUpdate<Body<typeof contactCardBody>>('contact', (row, body) =>
  checked(contactCardForm, merge(row, body, contactFields)),
);

const scheduleFields = bodyFields(scheduleCardBody);

export const updateScheduleCard = cardUpdate<Body<typeof scheduleCardBody>>('schedule', (row, body) => {
  const stored = {
    shipmentDateEnd: row.shipmentDateEnd?.toISOString() ?? null,
    deliveryDateEnd: row.deliveryDateEnd?.toISOString() ?? null,
  };
  const form = checked(scheduleCardForm, merge(stored, body, scheduleFields));
  const date = (value: string | null) => (value ? new Date(value) : null);
  return { shipmentDateEnd: date(form.shipmentDateEnd), deliveryDateEnd: date(form.deliveryDateEnd) };
});

/**
 * The payment method and the sales document; a receipt clears the billing NIP (spec 001 §4). An
 * invoice needs the billing card's valid NIP here too, so no card can leave 'Faktura · NIP —'.
 * The bulk edit sets the same two fields through it.
 */
export function paymentCardValues(
  row: OrderRecord,
  body: Omit<Body<typeof paymentCardBody>, 'version'>,
): Partial<NewOrderRecord> {
  if (body.documentType === 'invoice' && !row.prepareInvoice) {
    const billing = row.billingAddress;
    if (!isValidTaxNumber(billing?.nip, billing?.country ?? deliveryCountry(row))) {
      throw validationFailed({ documentType: cardMessages.invoiceNeedsNip }, cardMessages.invoiceNeedsNip);
    }
  }
  const next: Partial<NewOrderRecord> = {};
  if (body.paymentMethod !== undefined) next.paymentMethod = body.paymentMethod;
  if (body.documentType !== undefined) next.prepareInvoice = body.documentType === 'invoice';
  if (body.documentType === 'receipt' && row.billingAddress?.nip) {
    next.billingAddress = { ...fullAddress(row.billingAddress, deliveryCountry(row)), nip: null };
  }
  return next;
}

export const updatePaymentCard = cardUpdate<Body<typeof paymentCardBody>>('payment', paymentCardValues);
