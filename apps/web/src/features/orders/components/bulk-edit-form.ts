import { z } from 'zod';
import { documentTypes } from '@zaplecze/contract/orders/order-cards';
import {
  bulkEditFields,
  bulkEditMessages,
  type BulkEditChanges,
  type BulkEditField,
} from '@zaplecze/contract/orders/orders-bulk-edit';
import { deliveryMethods, paymentMethods } from '@zaplecze/contract/orders/orders-filter';

/**
 * The dialog's values: a tick and a value per field. A ticked method, document or warehouse needs
 * a value; a ticked empty shipping date clears it. Only ticked fields reach `changes`.
 */
export const bulkEditForm = z
  .object({
    ticked: z.object(
      Object.fromEntries(bulkEditFields.map((field) => [field, z.boolean()])) as Record<
        BulkEditField,
        z.ZodBoolean
      >,
    ),
    deliveryMethod: z.enum(deliveryMethods).nullable(),
    paymentMethod: z.enum(paymentMethods).nullable(),
    documentType: z.enum(documentTypes).nullable(),
    warehouseId: z.string().nullable(),
    shipmentDateEnd: z.string().nullable(),
  })
  .superRefine((value, context) => {
    if (!bulkEditFields.some((field) => value.ticked[field])) {
      context.addIssue({ code: 'custom', path: ['ticked'], message: bulkEditMessages.noField });
    }
    for (const field of ['deliveryMethod', 'paymentMethod', 'documentType', 'warehouseId'] as const) {
      if (value.ticked[field] && !value[field]) {
        context.addIssue({ code: 'custom', path: [field], message: bulkEditMessages[field] });
      }
    }
  });
export type BulkEditValues = z.infer<typeof bulkEditForm>;

export const emptyBulkEdit: BulkEditValues = {
  ticked: {
    deliveryMethod: false,
    paymentMethod: false,
    documentType: false,
    warehouseId: false,
    shipmentDateEnd: false,
  },
  deliveryMethod: null,
  paymentMethod: null,
  documentType: null,
  warehouseId: null,
  shipmentDateEnd: null,
};

/** The ticked fields and their values, as `bulkEditBody.changes`. */
export function changesOf(values: BulkEditValues): BulkEditChanges {
  const changes: Record<string, unknown> = {};
  for (const field of bulkEditFields) if (values.ticked[field]) changes[field] = values[field];
  return changes as BulkEditChanges;
}
