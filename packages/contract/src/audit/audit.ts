import { z } from 'zod';
import { pageQuery } from '../common/pagination';

export const auditActions = [
  'create',
  'edit',
  'delete',
  'login',
  'login_failed',
  'logout',
  'activate',
  'deactivate',
  'password_reset',
  'password_reset_request',
  'password_change',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Utworzenie',
  edit: 'Edycja',
  delete: 'Usunięcie',
  login: 'Logowanie',
  login_failed: 'Nieudane logowanie',
  logout: 'Wylogowanie',
  activate: 'Aktywacja',
  deactivate: 'Dezaktywacja',
  password_reset: 'Zmiana hasła (reset)',
  password_reset_request: 'Prośba o reset hasła',
  password_change: 'Zmiana hasła',
  two_factor_enable: 'Włączenie 2FA',
  two_factor_disable: 'Wyłączenie 2FA',
  two_factor_reset: 'Reset 2FA',
};

/** Field-level changes: each changed field with its value before and after. */
export const auditDetails = z
  .object({
    changes: z
      .record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() }))
      .optional(),
    note: z.string().optional(),
  })
  .catchall(z.unknown());
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditMessages = {
  emptyList: 'Brak logów do wyświetlenia.',
  removedUser: 'Usunięty użytkownik',
  system: 'System',
  invalidRange: 'Data „do” nie może być wcześniejsza niż data „od”.',
} as const;

/** The History tab's action filter (spec 001 §2.3) and the stored actions each value covers. */
export const auditFilterActions = [
  'create',
  'edit',
  'delete',
  'login',
  'login_failed',
  'deactivate',
] as const;
export type AuditFilterAction = (typeof auditFilterActions)[number];
export const auditFilterMap: Record<AuditFilterAction, readonly AuditAction[]> = {
  create: ['create'],
  edit: [
    'edit',
    'activate',
    'password_change',
    'password_reset',
    'password_reset_request',
    'two_factor_enable',
    'two_factor_disable',
    'two_factor_reset',
  ],
  delete: ['delete'],
  login: ['login', 'logout'],
  login_failed: ['login_failed'],
  deactivate: ['deactivate'],
};

export const auditPageSizes = [10, 25, 50, 100] as const;
const isoDate = z.iso.date({ error: 'Podaj datę w formacie RRRR-MM-DD' });

export const auditListQuery = pageQuery
  .extend({
    /** Trimmed, case-insensitive; over target, details and user. */
    search: z.string().trim().max(100).optional(),
    action: z.enum([...auditFilterActions, 'all']).default('all'),
    userId: z.uuid().optional(),
    /** Calendar days in Polish time, both inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.invalidRange, path: ['to'] });
export type AuditListQuery = z.input<typeof auditListQuery>;
export const auditExportQuery = auditListQuery;

export const auditEntryResponse = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    /** Who acted; null for the system (payments, scheduled jobs) and unknown identities. */
    user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    action: z.enum(auditActions),
    actionLabel: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    details: auditDetails,
    /** The details as one line of Polish text ("E-mail: a → b; Rola: …"). */
    detailsText: z.string(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntryResponse>;

export const auditListResponse = z
  .object({
    data: z.array(auditEntryResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof auditListResponse>;

// The Polish text of an entry (field names, values, object types) lives in one renderer.
export {
  auditFieldLabels,
  auditTargetLabel,
  auditTargetTypeLabels,
  describeAuditDetails,
  formatAuditTime,
} from './audit-details';
