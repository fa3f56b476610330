import { z } from 'zod';
import { orderListQuery, orderResponse } from './orders';

/**
 * The order details page (spec 001 §2.8, §4): what every change of one order sends and gets
 * back. Every mutation sends the `version` of the order it was made on; a stale one answers 409
 * VERSION_CONFLICT and changes nothing. Every mutation answers `orderMutationResponse`: the
 * whole order as it is now, so the page replaces its copy without re-fetching.
 */

export const orderDetailMessages = {
  noChanges: 'Brak zmian do zapisania',
  fixErrors: 'Popraw błędy w formularzu',
  loadFailed: 'Wystąpił błąd spróbuj ponownie później',
  versionMissing: 'Brak wersji zamówienia',
  deleteConfirmWord: 'USUN',
  statusChanged: 'Status zamówienia został zmieniony',
  statusChangeFailed: 'Nie udało się zmienić statusu zamówienia',
  orderDeleted: 'Zamówienie zostało usunięte',
  orderCreated: 'Zamówienie zostało utworzone',
} as const;

/** The order's version as the client last saw it. */
export const orderVersionField = z
  .number({ error: orderDetailMessages.versionMissing })
  .int(orderDetailMessages.versionMissing)
  .min(1, orderDetailMessages.versionMissing);

/** DELETE requests carry the version in the query string (`?version=3`). */
export const orderVersionQuery = z.object({ version: z.coerce.number().pipe(orderVersionField) });

/**
 * The answer to every change of an order. `changed: false` with the message 'Brak zmian do
 * zapisania' means the request was valid but equal to what is stored: nothing was written and
 * the version did not move (a 200, not an error, because the spec shows it as information).
 */
export const orderMutationResponse = z
  .object({
    order: orderResponse,
    changed: z.boolean(),
    /** The Polish toast: the card's success text, or 'Brak zmian do zapisania'. */
    message: z.string(),
  })
  .meta({ id: 'OrderMutation' });
export type OrderMutation = z.infer<typeof orderMutationResponse>;

/** PUT /api/orders/:id/status — one order's status from the details page header. */
export const changeOrderStatusBody = z.object({
  version: orderVersionField,
  statusId: z.uuid({ error: 'Status zamówienia jest wymagany!' }),
  comment: z
    .string()
    .trim()
    .max(1000, 'Komentarz może mieć najwyżej 1000 znaków')
    .transform((value) => (value === '' ? null : value))
    .nullish(),
});
export type ChangeOrderStatusBody = z.input<typeof changeOrderStatusBody>;

/**
 * GET /api/orders/:id/neighbours: the list's own query without paging, so previous/next follow
 * the filter, status, group, archive choice and sort the user came from.
 */
export const orderNeighboursQuery = orderListQuery.pick({
  sort: true,
  direction: true,
  statusId: true,
  groupId: true,
  filter: true,
  archived: true,
});
export type OrderNeighboursQuery = z.input<typeof orderNeighboursQuery>;

export const orderNeighboursResponse = z
  .object({
    /** The order shown above this one in the list; null at the top. */
    previousId: z.uuid().nullable(),
    /** The order shown below this one; null at the bottom. */
    nextId: z.uuid().nullable(),
  })
  .meta({ id: 'OrderNeighbours' });
export type OrderNeighbours = z.infer<typeof orderNeighboursResponse>;

/** Keyboard shortcuts of the header arrows (shown in their tooltips). */
export const orderNavigationShortcuts = { previous: 'Alt+ArrowLeft', next: 'Alt+ArrowRight' } as const;

export const orderTimeZone = 'Europe/Warsaw';

function calendarDay(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(date)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!) / 86_400_000;
}

/**
 * Calendar days from today to a shipment or delivery date in Polish time, negative once it has
 * passed (26 days past is -26). Null without a date.
 */
export function daysUntil(
  target: string | Date | null | undefined,
  now: Date = new Date(),
  timeZone: string = orderTimeZone,
): number | null {
  if (!target) return null;
  const date = typeof target === 'string' ? new Date(target) : target;
  if (Number.isNaN(date.getTime())) return null;
  return calendarDay(date, timeZone) - calendarDay(now, timeZone);
}

/**
 * Days left until a shipment or delivery date, counted by calendar day in Polish time with a
 * floor of 0 (spec 001 §9): due tomorrow at 00:05 is 1 day even at 23:55 today. Null without a date.
 */
export function daysRemaining(
  target: string | Date | null | undefined,
  now: Date = new Date(),
  timeZone: string = orderTimeZone,
): number | null {
  const days = daysUntil(target, now, timeZone);
  return days === null ? null : Math.max(0, days);
}
