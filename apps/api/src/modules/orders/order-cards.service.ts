import { genericMessages } from '@zaplecze/contract/errors';
import {
  billingCardForm,
  contactCardForm,
  deliveryCardForm,
  documentTypeOf,
  orderCardToasts,
  pickupCardForm,
  scheduleCardForm,
  type billingCardBody,
  type contactCardBody,
  type deliveryCardBody,
  type OrderCard,
  type paymentCardBody,
  type pickupCardBody,
  type scheduleCardBody,
} from '@zaplecze/contract/order-cards';
import type { OrderMutation } from '@zaplecze/contract/order-details';
import type { OrderAddress, PickupAddress } from '@zaplecze/contract/order-parts';
import { customerDisplayName, defaultOrderCountry } from '@zaplecze/contract/orders';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { validationFailed } from '../../errors';
import type { Actor } from './create';
import { auditChanges, differing, mutateOrder, type OrderChange } from './order-mutation';
import type { NewOrderRecord, OrderRecord } from './repository';

/**
 * The detail cards (spec 001 §4 "Detail cards"): each body is merged into the stored values
 * (blank keeps, null clears), the merged card is checked with the contract's form schema, and
 * only the columns that differ are written; with none, 'Brak zmian do zapisania'.
 */

type Body<T extends z.ZodType> = z.output<T>;

const addressKeys = [
  'name',
  'surname',
  'companyName',
  'nip',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
  'country',
  'region',
  'isEditable',
] as const;

/** Every address field present, in one key order, so stored and edited addresses compare by content. */
function fullAddress(given: Partial<OrderAddress> | null, country: string): OrderAddress {
  const base = Object.fromEntries(addressKeys.map((key) => [key, given?.[key] ?? null])) as OrderAddress;
  return { ...base, country: given?.country ?? country, isEditable: given?.isEditable ?? true };
}

function fullPickup(given: Partial<PickupAddress> | null, country: string): PickupAddress {
  return {
    ...fullAddress(given, country),
    externalId: given?.externalId ?? null,
    deliveryMethod: given?.deliveryMethod ?? null,
  };
}

const deliveryCountry = (row: OrderRecord) => row.deliveryAddress?.country ?? defaultOrderCountry;

/** The stored value where the body left a field out or blank (undefined); the body's value (or null) otherwise. */
function merge<K extends string>(
  stored: Partial<Record<K, unknown>>,
  body: Partial<Record<K, unknown>>,
  keys: readonly K[],
) {
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

const billingKeys = [
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

export function updateBillingCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof billingCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const stored = fullAddress(row.billingAddress, deliveryCountry(row));
    const form = checked(billingCardForm, {
      ...merge(stored, body, billingKeys),
      documentType: body.documentType ?? documentTypeOf(row.prepareInvoice),
    });
    const { documentType, ...fields } = form;
    return cardChange('billing', row, {
      billingAddress: { ...stored, ...fields },
      prepareInvoice: documentType === 'invoice',
    });
  });
}

const deliveryKeys = [
  'companyName',
  'name',
  'surname',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
  'country',
] as const;

export function updateDeliveryCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof deliveryCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const stored = fullAddress(row.deliveryAddress, deliveryCountry(row));
    const form = checked(deliveryCardForm, merge(stored, body, deliveryKeys));
    return cardChange('delivery', row, { deliveryAddress: { ...stored, ...form } });
  });
}

const pickupKeys = [
  'name',
  'externalId',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
  'country',
] as const;

export function updatePickupCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof pickupCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const stored = fullPickup(row.pickupAddress, deliveryCountry(row));
    const form = checked(pickupCardForm, merge(stored, body, pickupKeys));
    return cardChange('pickup', row, { pickupAddress: { ...stored, ...form } });
  });
}

const contactKeys = ['email', 'phoneNumber', 'companyName'] as const;

export function updateContactCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof contactCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const form = checked(contactCardForm, merge(row, body, contactKeys));
    return cardChange('contact', row, form);
  });
}

export function updateScheduleCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof scheduleCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const stored = {
      shipmentDateEnd: row.shipmentDateEnd?.toISOString() ?? null,
      deliveryDateEnd: row.deliveryDateEnd?.toISOString() ?? null,
    };
    const form = checked(
      scheduleCardForm,
      merge(stored, body, ['shipmentDateEnd', 'deliveryDateEnd'] as const),
    );
    const date = (value: string | null) => (value ? new Date(value) : null);
    return cardChange('schedule', row, {
      shipmentDateEnd: date(form.shipmentDateEnd),
      deliveryDateEnd: date(form.deliveryDateEnd),
    });
  });
}

/** The payment method and the sales document; a receipt clears the billing NIP (spec 001 §4). */
export function updatePaymentCard(
  db: Db,
  actor: Actor,
  id: string,
  body: Body<typeof paymentCardBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (_tx, row) => {
    const next: Partial<NewOrderRecord> = {};
    if (body.paymentMethod !== undefined) next.paymentMethod = body.paymentMethod;
    if (body.documentType !== undefined) next.prepareInvoice = body.documentType === 'invoice';
    if (body.documentType === 'receipt' && row.billingAddress?.nip) {
      next.billingAddress = { ...fullAddress(row.billingAddress, deliveryCountry(row)), nip: null };
    }
    return cardChange('payment', row, next);
  });
}
