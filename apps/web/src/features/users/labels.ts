import type { AuditFilterAction } from '@zaplecze/contract/audit/audit';
import type { UserStatus } from '@zaplecze/contract/users/users';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const userStatusLabels: Record<UserStatus, string> = { active: 'Aktywny', inactive: 'Nieaktywny' };

export const auditFilterLabels: Record<AuditFilterAction | 'all', string> = {
  all: 'Wszystkie',
  create: 'Utworzenie',
  edit: 'Edycja',
  delete: 'Usunięcie',
  login: 'Logowanie',
  login_failed: 'Nieudane logowanie',
  deactivate: 'Dezaktywacja',
};
