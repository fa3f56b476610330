import { documentTypeOf, type DocumentType } from '@zaplecze/contract/orders/order-cards';
import type { Order } from '@zaplecze/contract/orders/orders';
import { deliveryCountryOf } from './optimistic';

/** The values each card's form starts from: the stored text of each of `keys`, '' for nothing stored. */
function texts<K extends string>(
  stored: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, stored?.[key] ?? ''])) as Record<K, string>;
}

/** The lines that place an address, shared by the address cards and the pickup point. */
const placeLines = ['street', 'buildingNumber', 'flatNumber', 'zipCode', 'city'] as const;

const addressLines = ['companyName', 'name', 'surname', ...placeLines] as const;

export type DeliveryValues = Record<(typeof addressLines)[number] | 'country', string>;

export type BillingValues = DeliveryValues & { documentType: DocumentType; nip: string };

export function billingValues(order: Order): BillingValues {
  const address = order.customerBillingAddress;
  return {
    documentType: documentTypeOf(order.prepareInvoice),
    ...texts(address, [...addressLines, 'nip']),
    country: address?.country ?? deliveryCountryOf(order),
  };
}

export function deliveryValues(order: Order): DeliveryValues {
  return { ...texts(order.deliveryAddress, addressLines), country: deliveryCountryOf(order) };
}

/** `externalId` is the pickup point's id, `flatNumber` its apartment number. */
const pickupLines = ['name', 'externalId', ...placeLines] as const;

export type PickupValues = Record<(typeof pickupLines)[number] | 'country', string>;

export function pickupValues(order: Order): PickupValues {
  const point = order.pickupAddress;
  return { ...texts(point, pickupLines), country: point?.country ?? deliveryCountryOf(order) };
}

const contactLines = ['email', 'phoneNumber', 'companyName'] as const;

export type ContactValues = Record<(typeof contactLines)[number], string>;

export function contactValues(order: Order): ContactValues {
  return texts(order, contactLines);
}

/** ISO date-times, null when not set. */
export interface ScheduleValues {
  shipmentDateEnd: string | null;
  deliveryDateEnd: string | null;
}

export function scheduleValues(order: Order): ScheduleValues {
  return { shipmentDateEnd: order.shipmentDateEnd, deliveryDateEnd: order.deliveryDateEnd };
}

/**
 * What a save sends: the fields that differ from the stored values. Blank fields keep the stored
 * value (spec 001 §5), so they are left out; text is trimmed, country codes compared upper-cased.
 */
export function changedFields<V extends object>(stored: V, values: V): Partial<V> {
  const changes: Partial<V> = {};
  for (const key of Object.keys(values) as (keyof V)[]) {
    const raw = values[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    const before = stored[key];
    const same =
      key === 'country' && typeof value === 'string' && typeof before === 'string'
        ? value.toUpperCase() === before.toUpperCase()
        : isSameValue(value, before);
    if (!same) changes[key] = value as V[keyof V];
  }
  return changes;
}

function isSameValue(value: unknown, before: unknown): boolean {
  if (typeof value === 'string' && typeof before === 'string' && isDateTime(value) && isDateTime(before)) {
    return new Date(value).getTime() === new Date(before).getTime();
  }
  return value === before;
}

const isDateTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);
