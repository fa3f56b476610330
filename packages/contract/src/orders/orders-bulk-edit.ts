import { z } from 'zod';
import { cardMessages, documentTypes } from './order-cards';
import { bulkTarget, oneTarget, orderForms } from './orders-bulk';
import { deliveryMethods, paymentMethods } from './orders-filter-fields';
import { countPl } from '../common/plural';
import { stockMessages } from '../stock/stock';

/**
 * 'Edycja zbiorcza zamówień' (spec 001 §2, the selection bar's 'Edytuj'): only the fields present
 * in `changes` (the ticked ones) change; null clears a method or the shipping date. The fields are
 * those a seller sets for many orders at once without touching prices: the delivery and payment
 * methods, the sales document, the warehouse (reservations move with it) and the shipping date.
 */

export const bulkEditFields = [
  'deliveryMethod',
  'paymentMethod',
  'documentType',
  'warehouseId',
  'shipmentDateEnd',
] as const;
export type BulkEditField = (typeof bulkEditFields)[number];

export const bulkEditMessages = {
  noField: 'Zaznacz co najmniej jedno pole do zmiany',
  deliveryMethod: 'Wybierz metodę dostawy',
  paymentMethod: 'Wybierz metodę płatności',
  documentType: cardMessages.documentType,
  warehouseId: stockMessages.warehouseNotFound,
  shipmentDateEnd: cardMessages.date,
  /** 'Zmieniono 12 zamówień, pominięto 1.' */
  edited: (changed: number, skipped: number) =>
    `Zmieniono ${countPl(changed, orderForms)}${skipped > 0 ? `, pominięto ${skipped}` : ''}.`,
} as const;

export const bulkEditChanges = z.object({
  deliveryMethod: z.enum(deliveryMethods, { error: bulkEditMessages.deliveryMethod }).nullable().optional(),
  paymentMethod: z.enum(paymentMethods, { error: bulkEditMessages.paymentMethod }).nullable().optional(),
  documentType: z.enum(documentTypes, { error: bulkEditMessages.documentType }).optional(),
  warehouseId: z.uuid({ error: bulkEditMessages.warehouseId }).optional(),
  shipmentDateEnd: z.iso
    .datetime({ offset: true, error: bulkEditMessages.shipmentDateEnd })
    .nullable()
    .optional(),
});
export type BulkEditChanges = z.output<typeof bulkEditChanges>;

export const bulkEditBody = z
  .object({ ...bulkTarget, changes: bulkEditChanges })
  .superRefine((value, context) => {
    oneTarget(value, context);
    if (!bulkEditFields.some((field) => value.changes[field] !== undefined)) {
      context.addIssue({ code: 'custom', path: ['changes'], message: bulkEditMessages.noField });
    }
  });
export type BulkEditBody = z.input<typeof bulkEditBody>;
