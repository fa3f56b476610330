import { z } from 'zod';

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
};

/** Field-level changes: each changed field with its value before and after. */
export const auditDetails = z
  .object({
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).optional(),
    note: z.string().optional(),
  })
  .catchall(z.unknown());
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditEntryResponse = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable(),
    action: z.enum(auditActions),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    details: auditDetails,
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntryResponse>;
