/**
 * Module permissions a role grants (spec 001 §2.2): the detailed actions per module. A route
 * declares the one it needs, e.g. `oms.read` to list orders or `oms.delete` to delete one.
 */
export const permissionCatalog = {
  ticket: ['read', 'create', 'approve', 'comment'],
  oms: ['read', 'edit', 'delete', 'export'],
  wms: ['read', 'edit', 'inventory'],
  pim: ['read', 'edit', 'delete', 'publish'],
  pos: ['read', 'sales', 'reports', 'returns'],
  files: ['read', 'edit', 'delete', 'share'],
} as const;

export type PermissionModule = keyof typeof permissionCatalog;
export type Permission = {
  [M in PermissionModule]: `${M}.${(typeof permissionCatalog)[M][number]}`;
}[PermissionModule];

export const permissionModules = Object.keys(permissionCatalog) as PermissionModule[];

export const allPermissions = permissionModules.flatMap((module) =>
  permissionCatalog[module].map((action) => `${module}.${action}` as Permission),
);

export function isPermission(value: string): value is Permission {
  return (allPermissions as string[]).includes(value);
}

/** The summary level shown on a role card: one of full, edit, read, limited or none. */
export type PermissionLevel = 'full' | 'edit' | 'read' | 'limited' | 'none';

export function moduleLevel(granted: readonly string[], module: PermissionModule): PermissionLevel {
  const actions = permissionCatalog[module] as readonly string[];
  const has = (action: string) => granted.includes(`${module}.${action}`);
  const count = actions.filter(has).length;
  if (count === 0 || !has('read')) return count === 0 ? 'none' : 'limited';
  if (count === actions.length) return 'full';
  if (actions.includes('edit') && has('edit')) return 'edit';
  return count === 1 ? 'read' : 'limited';
}

export const moduleNames: Record<PermissionModule, string> = {
  ticket: 'Zgłoszenia (Ticket)',
  oms: 'Zamówienia (OMS)',
  wms: 'Magazyn (WMS)',
  pim: 'Produkty (PIM)',
  pos: 'Sprzedaż (POS)',
  files: 'Pliki',
};

export const actionNames: Record<string, string> = {
  read: 'Odczyt',
  create: 'Tworzenie',
  approve: 'Zatwierdzanie',
  comment: 'Komentowanie',
  edit: 'Edycja',
  delete: 'Usuwanie',
  export: 'Eksport',
  inventory: 'Inwentaryzacja',
  publish: 'Publikacja',
  sales: 'Sprzedaż',
  reports: 'Raporty',
  returns: 'Zwroty',
  share: 'Udostępnianie',
};

export const levelNames: Record<PermissionLevel, string> = {
  full: 'Pełny dostęp',
  edit: 'Edycja',
  read: 'Odczyt',
  limited: 'Ograniczony',
  none: 'Brak dostępu',
};

/** The Polish 403 text naming what is missing, e.g. "Zamówienia (OMS) – Usuwanie". */
export function missingPermissionMessage(permission: Permission): string {
  const [module, action] = permission.split('.') as [PermissionModule, string];
  return `Twoja rola nie ma uprawnienia: ${moduleNames[module]} – ${actionNames[action] ?? action}.`;
}
