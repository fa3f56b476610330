import { documentTypeOf, type DocumentType } from '@zaplecze/contract/order-cards';
import type { Order } from '@zaplecze/contract/orders';
import { deliveryCountryOf } from './optimistic';

/** The values each card's form starts from: stored text, '' for nothing stored. */

const text = (value: string | null | undefined) => value ?? '';

export interface BillingValues {
  documentType: DocumentType;
  companyName: string;
  name: string;
  surname: string;
  street: string;
  buildingNumber: string;
  flatNumber: string;
  zipCode: string;
  city: string;
  country: string;
  nip: string;
}

export function billingValues(order: Order): BillingValues {
  const address = order.customerBillingAddress;
  return {
    documentType: documentTypeOf(order.prepareInvoice),
    companyName: text(address?.companyName),
    name: text(address?.name),
    surname: text(address?.surname),
    street: text(address?.street),
    buildingNumber: text(address?.buildingNumber),
    flatNumber: text(address?.flatNumber),
    zipCode: text(address?.zipCode),
    city: text(address?.city),
    country: address?.country ?? deliveryCountryOf(order),
    nip: text(address?.nip),
  };
}

export type DeliveryValues = Omit<BillingValues, 'documentType' | 'nip'>;

export function deliveryValues(order: Order): DeliveryValues {
  const address = order.deliveryAddress;
  return {
    companyName: text(address?.companyName),
    name: text(address?.name),
    surname: text(address?.surname),
    street: text(address?.street),
    buildingNumber: text(address?.buildingNumber),
    flatNumber: text(address?.flatNumber),
    zipCode: text(address?.zipCode),
    city: text(address?.city),
    country: deliveryCountryOf(order),
  };
}

/** `externalId` is the pickup point's id, `flatNumber` its apartment number. */
export interface PickupValues {
  name: string;
  externalId: string;
  street: string;
  buildingNumber: string;
  flatNumber: string;
  zipCode: string;
  city: string;
  country: string;
}

export function pickupValues(order: Order): PickupValues {
  const point = order.pickupAddress;
  return {
    name: text(point?.name),
    externalId: text(point?.externalId),
    street: text(point?.street),
    buildingNumber: text(point?.buildingNumber),
    flatNumber: text(point?.flatNumber),
    zipCode: text(point?.zipCode),
    city: text(point?.city),
    country: point?.country ?? deliveryCountryOf(order),
  };
}

export interface ContactValues {
  email: string;
  phoneNumber: string;
  companyName: string;
}

export function contactValues(order: Order): ContactValues {
  return {
    email: text(order.email),
    phoneNumber: text(order.phoneNumber),
    companyName: text(order.companyName),
  };
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
