import { z } from 'zod';
import { dpdGuarantees, dpdLabelFormats, dpdLimits, dpdParcel } from './dpd';

/** "Utwórz przesyłki DPD" for orders selected on the orders list: one run of the 'dpd.bulk-shipments' job. */

/**
 * Cash on delivery of each order's remaining amount: for orders paid on delivery (as the single
 * dialog proposes), for every order with something left to pay, or for none.
 */
export const dpdBulkCodModes = ['cashOnDelivery', 'remaining', 'none'] as const;
export type DpdBulkCodMode = (typeof dpdBulkCodModes)[number];
export const dpdBulkStates = ['queued', 'running', 'completed', 'failed'] as const;

export const dpdBulkMessages = {
  ordersRequired: 'Zaznacz co najmniej jedno zamówienie',
  tooManyOrders: `Najwyżej ${dpdLimits.bulkOrders} zamówień w jednym zleceniu`,
  runNotFound: 'Nie znaleziono zlecenia przesyłek DPD',
  orderNotFound: 'Nie znaleziono zamówienia',
  orderFailed: (orderNo: number | string, reason: string) => `Zamówienie ${orderNo}: ${reason}`,
  alreadyShipped: (waybill: string) => `ma już przesyłkę DPD ${waybill} (pominięto)`,
  done: (created: number, total: number) => `Utworzono przesyłki DPD: ${created} z ${total}`,
  labelsFailed: (reason: string) => `Nie udało się połączyć etykiet w jeden plik (${reason}).`,
  failed: 'Zlecenie przesyłek DPD nie powiodło się. Utworzone przesyłki są na kartach zamówień.',
  labelsName: (count: number, stamp: string) => `Etykiety DPD ${stamp} (${count}).pdf`,
} as const;

/** POST /api/dpd/bulk-shipments. */
export const dpdBulkBody = z.object({
  orderIds: z
    .array(z.uuid(), { error: dpdBulkMessages.ordersRequired })
    .min(1, dpdBulkMessages.ordersRequired)
    .max(dpdLimits.bulkOrders, dpdBulkMessages.tooManyOrders),
  /** The parcel every order is sent as. */
  parcel: dpdParcel,
  codMode: z.enum(dpdBulkCodModes).default('cashOnDelivery'),
  guarantee: z.enum(dpdGuarantees).nullish(),
  rod: z.boolean().default(false),
  inPers: z.boolean().default(false),
  privPers: z.boolean().default(false),
  /** Empty: as the connection says. */
  labelFormat: z.enum(dpdLabelFormats).nullish(),
});
export type DpdBulkBody = z.input<typeof dpdBulkBody>;
export type DpdBulkOptions = Omit<z.output<typeof dpdBulkBody>, 'orderIds'>;

export const dpdBulkResult = z.object({
  orderId: z.uuid(),
  /** Null when the order was not found (deleted, or not the account's). */
  orderNo: z.number().int().nullable(),
  waybill: z.string().nullable(),
  /** The created package (dpd_packages) or null. */
  packageId: z.uuid().nullable(),
  /** Polish, naming the order and what to fix; null when the shipment was created. */
  error: z.string().nullable(),
});
export type DpdBulkResult = z.infer<typeof dpdBulkResult>;

export const dpdBulkRun = z
  .object({
    id: z.uuid(),
    state: z.enum(dpdBulkStates),
    total: z.number().int(),
    processed: z.number().int(),
    created: z.number().int(),
    results: z.array(dpdBulkResult),
    /** All created shipments' labels in one PDF ("Etykiety DPD" in the files library). */
    labelFileId: z.uuid().nullable(),
    message: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DpdBulkRun' });
export type DpdBulkRun = z.infer<typeof dpdBulkRun>;

export const dpdBulkQueued = z.object({ runId: z.uuid(), total: z.number().int() });
