import { z } from 'zod';
import {
  allPermissions,
  isPermission,
  moduleLevel,
  permissionModules,
  type Permission,
  type PermissionLevel,
  type PermissionModule,
} from './permissions';
import { countPl } from '../common/plural';

export const administratorRoleName = 'Administrator';
export const roleLimits = { nameMax: 60, descriptionMax: 300 } as const;

export const roleMessages = {
  nameRequired: 'Nazwa roli jest wymagana',
  nameTooLong: `Nazwa roli może mieć najwyżej ${roleLimits.nameMax} znaków`,
  descriptionTooLong: `Opis roli może mieć najwyżej ${roleLimits.descriptionMax} znaków`,
  nameTaken: 'Rola o tej nazwie już istnieje',
  unknownPermission: 'Nieznane uprawnienie',
  notFound: 'Nie znaleziono roli.',
  administratorLocked: 'Roli Administrator nie można edytować, kopiować ani usuwać.',
  predefinedNotDeletable: 'Ról predefiniowanych nie można usuwać.',
  replacementRequired:
    'Rola jest przypisana do użytkowników. Wybierz rolę, do której zostaną przeniesieni, zanim ją usuniesz.',
  replacementInvalid: 'Wybierz inną, istniejącą rolę jako zastępczą.',
  adminRequired: 'Tę operację może wykonać tylko administrator konta.',
} as const;

export interface PredefinedRole {
  name: string;
  description: string;
  isAdmin: boolean;
  permissions: readonly Permission[];
}

/**
 * Roles every account starts with, in the order the roles tab lists them (Administrator, then by name). Only Administrator manages the account (users, roles, company
 * data, history); the others differ in module permissions alone.
 */
export const predefinedRoles: readonly PredefinedRole[] = [
  {
    name: administratorRoleName,
    description: 'Pełny dostęp do wszystkich modułów i administracja kontem.',
    isAdmin: true,
    permissions: allPermissions,
  },
  {
    name: 'Kierownik',
    description: 'Pełny dostęp do modułów bez administracji kontem.',
    isAdmin: false,
    permissions: allPermissions,
  },
  {
    name: 'Magazynier',
    description: 'Magazyn i inwentaryzacja; podgląd zamówień i produktów.',
    isAdmin: false,
    permissions: ['wms.read', 'wms.edit', 'wms.inventory', 'oms.read', 'pim.read'],
  },
  {
    name: 'Obsługa klienta',
    description: 'Zgłoszenia klientów oraz podgląd i edycja zamówień.',
    isAdmin: false,
    permissions: ['ticket.read', 'ticket.create', 'ticket.comment', 'oms.read', 'oms.edit'],
  },
  {
    name: 'Sprzedawca',
    description: 'Obsługa zamówień i sprzedaży w punkcie; podgląd produktów.',
    isAdmin: false,
    permissions: ['oms.read', 'oms.edit', 'pos.read', 'pos.sales', 'pos.returns', 'pim.read'],
  },
];

/** Spec 001 §2.2: read is preselected, so any other action of a module brings its read along. */
export function withImpliedRead(permissions: readonly Permission[]): Permission[] {
  const granted = new Set<Permission>(permissions);
  for (const module of permissionModules) {
    const prefix = `${module}.`;
    if ([...granted].some((p) => p.startsWith(prefix))) granted.add(`${module}.read` as Permission);
  }
  return allPermissions.filter((p) => granted.has(p));
}

export const permissionField = z.string().refine(isPermission, roleMessages.unknownPermission);

export const roleBody = z
  .object({
    name: z
      .string({ error: roleMessages.nameRequired })
      .trim()
      .min(1, roleMessages.nameRequired)
      .max(roleLimits.nameMax, roleMessages.nameTooLong),
    description: z
      .string()
      .trim()
      .max(roleLimits.descriptionMax, roleMessages.descriptionTooLong)
      .default(''),
    permissions: z
      .array(permissionField)
      .max(allPermissions.length * 2)
      .default([])
      .transform((list) => withImpliedRead(list as Permission[])),
  })
  .meta({ id: 'RoleBody' });
export type RoleBody = z.input<typeof roleBody>;

export const updateRoleBody = roleBody
  .extend({ version: z.number().int().min(1) })
  .meta({ id: 'UpdateRoleBody' });
export type UpdateRoleBody = z.input<typeof updateRoleBody>;

/** Copy: the new name is optional; without it the server picks "<name> (kopia)". */
export const copyRoleBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, roleMessages.nameRequired)
      .max(roleLimits.nameMax, roleMessages.nameTooLong)
      .optional(),
  })
  .meta({ id: 'CopyRoleBody' });

export const deleteRoleQuery = z.object({
  /** Role the users of the deleted role move to; required while the role is assigned. */
  replacementRoleId: z.uuid().optional(),
});

export const permissionLevel = z.enum(['full', 'edit', 'read', 'limited', 'none']);
export const roleLevels = z.object({
  ticket: permissionLevel,
  oms: permissionLevel,
  wms: permissionLevel,
  pim: permissionLevel,
  pos: permissionLevel,
});

export const roleResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    predefined: z.boolean(),
    isAdmin: z.boolean(),
    permissions: z.array(z.string()),
    /** Summary level per module for the role card (spec 001 §3). */
    levels: roleLevels,
    usersCount: z.number().int(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleResponse>;

export const roleListResponse = z.object({ data: z.array(roleResponse) }).meta({ id: 'RoleList' });
export type RoleList = z.infer<typeof roleListResponse>;

export function roleLevelsOf(permissions: readonly string[]): Record<PermissionModule, PermissionLevel> {
  return Object.fromEntries(permissionModules.map((m) => [m, moduleLevel(permissions, m)])) as Record<
    PermissionModule,
    PermissionLevel
  >;
}

/** "3 użytkowników" on a role card, with the Polish plural form. */
export function usersCountLabel(count: number): string {
  return countPl(count, { one: 'użytkownik', few: 'użytkownicy', many: 'użytkowników' });
}

/** Roles the cards may edit or copy (everything but Administrator) and delete (not predefined). */
export function roleActions(role: Pick<Role, 'isAdmin' | 'predefined'>) {
  return { edit: !role.isAdmin, copy: !role.isAdmin, delete: !role.predefined };
}
