import { z } from 'zod';
import { cursorPageQuery } from '../common/pagination';

/** The account's event log, /dashboard/logs (issue 23 item 6). */

export const eventLogKinds = ['api_call', 'webhook_delivery', 'integration'] as const;
export type EventLogKind = (typeof eventLogKinds)[number];
export const eventLogKindLabels: Record<EventLogKind, string> = {
  api_call: 'Wywołania API',
  webhook_delivery: 'Webhooki',
  integration: 'Integracje',
};

export const eventLogLevels = ['info', 'warning', 'error'] as const;
export type EventLogLevel = (typeof eventLogLevels)[number];
export const eventLogLevelLabels: Record<EventLogLevel, string> = {
  info: 'Informacja',
  warning: 'Ostrzeżenie',
  error: 'Błąd',
};

export const eventLogStatusClasses = ['2xx', '3xx', '4xx', '5xx'] as const;
export type EventLogStatusClass = (typeof eventLogStatusClasses)[number];

export const eventLogMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type EventLogMethod = (typeof eventLogMethods)[number];

/** Rows older than this many days are deleted by the nightly retention job. */
export const eventLogRetentionDays = 90;

export const eventLogMessages = {
  notFound: 'Nie znaleziono wpisu dziennika.',
  invalidRange: 'Data „do” nie może być wcześniejsza niż data „od”.',
  invalidCursor: 'Nieprawidłowy kursor strony. Odśwież listę.',
  invalidDate: 'Podaj datę w formacie RRRR-MM-DD',
  invalidKey: 'Nieprawidłowy identyfikator klucza API.',
  invalidSubscription: 'Nieprawidłowy identyfikator subskrypcji.',
} as const;

const isoDate = z.iso.date({ error: eventLogMessages.invalidDate });

export const eventLogListQuery = cursorPageQuery
  .extend({
    /** Without it every kind, newest first. */
    kind: z.enum(eventLogKinds).optional(),
    keyId: z.uuid({ error: eventLogMessages.invalidKey }).optional(),
    statusClass: z.enum(eventLogStatusClasses).optional(),
    method: z.enum(eventLogMethods).optional(),
    /** Case-insensitive part of the path (API calls). */
    path: z.string().trim().max(200).optional(),
    subscriptionId: z.uuid({ error: eventLogMessages.invalidSubscription }).optional(),
    eventType: z.string().trim().max(100).optional(),
    level: z.enum(eventLogLevels).optional(),
    /** Calendar days in Polish time, both inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: eventLogMessages.invalidRange,
    path: ['to'],
  });
export type EventLogListQuery = z.input<typeof eventLogListQuery>;

export const eventLogEntryResponse = z
  .object({
    id: z.uuid(),
    kind: z.enum(eventLogKinds),
    createdAt: z.iso.datetime({ offset: true }),
    status: z.number().int().nullable(),
    method: z.string().nullable(),
    path: z.string().nullable(),
    route: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    key: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
    subscriptionId: z.uuid().nullable(),
    eventId: z.string().nullable(),
    eventType: z.string().nullable(),
    url: z.string().nullable(),
    attempt: z.number().int().nullable(),
    ok: z.boolean().nullable(),
    error: z.string().nullable(),
    source: z.string().nullable(),
    level: z.enum(eventLogLevels).nullable(),
    message: z.string().nullable(),
    subject: z.string().nullable(),
  })
  .meta({ id: 'EventLogEntry' });
export type EventLogEntry = z.infer<typeof eventLogEntryResponse>;

export const eventLogListResponse = z
  .object({
    data: z.array(eventLogEntryResponse),
    /** Exact when `countExact`; otherwise at least this many (counted up to a cap). */
    count: z.number().int(),
    countExact: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .meta({ id: 'EventLogList' });
export type EventLogList = z.infer<typeof eventLogListResponse>;

export const eventLogEntryParams = z.object({ id: z.uuid({ error: eventLogMessages.notFound }) });
