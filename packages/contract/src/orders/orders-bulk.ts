import { z } from 'zod';
import { orderFilterGroup } from './orders-filter';
import { countPl } from '../common/plural';

/**
 * Bulk actions on orders (spec 001 §2.6, §2.10, §4): the selected rows (`orderIds`) or every
 * order matching the list's current filter (`filter`). Up to `bulkSyncLimit` orders change in
 * the request's one transaction (200 with the result); more run as a job (202 with its id)
 * whose progress is read from GET /api/orders/bulk-jobs/:id.
 */

export const bulkSyncLimit = 500;
export const bulkMaxIds = 1000;

export const orderForms = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień' } as const;
/** After 'status' the noun is genitive: 'Zmieniono status 1 zamówienia / 2 zamówień / 5 zamówień'. */
export const orderGenitiveForms = { one: 'zamówienia', few: 'zamówień', many: 'zamówień' } as const;

export const bulkMessages = {
  nothingSelected: 'Nie wybrano żadnych zamówień',
  statusRequired: 'Status jest wymagany',
  failed: 'Wystąpił błąd podczas zmiany statusu zamówień',
  jobFailed: 'Operacja zbiorcza nie powiodła się; zmiany wprowadzone przed błędem zostały zapisane.',
  tooManyIds: `Naraz można wskazać najwyżej ${bulkMaxIds} zamówień; użyj opcji „zaznacz wszystkie pasujące”.`,
  jobNotFound: 'Nie znaleziono zadania.',
  commentTooLong: 'Komentarz może mieć najwyżej 1000 znaków',
  statusChanged: (count: number) => `Zmieniono status ${countPl(count, orderGenitiveForms)}.`,
  archived: (count: number) => `Zarchiwizowano ${countPl(count, orderForms)}.`,
  restored: (count: number) => `Przywrócono z archiwum ${countPl(count, orderForms)}.`,
  deleted: (count: number) => `Usunięto ${countPl(count, orderForms)}.`,
  selectedCount: (count: number) => `Zaznaczono ${countPl(count, orderForms)}`,
} as const;

/** The list's current filter, as the target of 'zaznacz wszystkie N pasujących'. */
export const orderMatching = z
  .object({
    statusId: z.union([z.uuid(), z.literal('none')]).optional(),
    groupId: z.union([z.uuid(), z.literal('none')]).optional(),
    archived: z.enum(['exclude', 'only', 'include']).default('exclude'),
    rootGroup: orderFilterGroup.optional(),
  })
  .meta({ id: 'OrderMatching' });
export type OrderMatching = z.output<typeof orderMatching>;
export type OrderMatchingInput = z.input<typeof orderMatching>;

export const bulkTarget = {
  orderIds: z.array(z.uuid()).max(bulkMaxIds, bulkMessages.tooManyIds).optional(),
  filter: orderMatching.optional(),
};

export function oneTarget(
  value: { orderIds?: string[] | undefined; filter?: unknown },
  context: z.RefinementCtx,
) {
  if (value.filter === undefined && (value.orderIds?.length ?? 0) === 0) {
    context.addIssue({ code: 'custom', path: ['orderIds'], message: bulkMessages.nothingSelected });
  }
}

/** The bulk status request of spec 001 §3: orderIds (or filter), statusId, comment. */
export const bulkStatusBody = z
  .object({
    ...bulkTarget,
    statusId: z.uuid({ error: bulkMessages.statusRequired }),
    comment: z
      .string()
      .trim()
      .max(1000, bulkMessages.commentTooLong)
      .transform((value) => (value === '' ? null : value))
      .nullish(),
  })
  .superRefine(oneTarget);
export type BulkStatusBody = z.input<typeof bulkStatusBody>;

/** Archive (or `restore: true` to bring archived orders back) and delete take only the target. */
export const bulkArchiveBody = z
  .object({ ...bulkTarget, restore: z.boolean().default(false) })
  .superRefine(oneTarget);
export type BulkArchiveBody = z.input<typeof bulkArchiveBody>;

export const bulkDeleteBody = z.object(bulkTarget).superRefine(oneTarget);
export type BulkDeleteBody = z.input<typeof bulkDeleteBody>;

/** An order whose change was refused (bulk edit): its number and the Polish reason. */
export const bulkSkip = z
  .object({ orderId: z.uuid(), no: z.number().int(), reason: z.string() })
  .meta({ id: 'OrderBulkSkip' });
export type BulkSkip = z.infer<typeof bulkSkip>;
/** At most this many skipped orders keep their reason; `skipped` still counts them all. */
export const bulkSkipsKept = 50;

/** 200: done in the request; `changed` leaves out ids that are unknown, of another account or already so. */
export const bulkDoneResponse = z
  .object({
    state: z.literal('completed'),
    total: z.number().int(),
    changed: z.number().int(),
    /** Orders the bulk edit refused (e.g. too little stock in the new warehouse), with reasons. */
    skipped: z.number().int().optional(),
    skips: z.array(bulkSkip).optional(),
    message: z.string(),
  })
  .meta({ id: 'OrderBulkDone' });
export type BulkDone = z.infer<typeof bulkDoneResponse>;

/** 202: too many orders for one request; follow the job. */
export const bulkQueuedResponse = z
  .object({ state: z.literal('queued'), jobId: z.uuid(), total: z.number().int() })
  .meta({ id: 'OrderBulkQueued' });
export type BulkQueued = z.infer<typeof bulkQueuedResponse>;

export const bulkActions = ['status', 'edit', 'archive', 'restore', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkJobResponse = z
  .object({
    id: z.uuid(),
    action: z.enum(bulkActions),
    state: z.enum(['queued', 'running', 'completed', 'failed']),
    total: z.number().int(),
    processed: z.number().int(),
    changed: z.number().int(),
    skipped: z.number().int(),
    skips: z.array(bulkSkip),
    /** The Polish result line once completed, the failure otherwise. */
    message: z.string().nullable(),
    created: z.iso.datetime(),
    finished: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrderBulkJob' });
export type BulkJob = z.infer<typeof bulkJobResponse>;

export const bulkJobParams = z.object({ id: z.uuid({ error: bulkMessages.jobNotFound }) });
