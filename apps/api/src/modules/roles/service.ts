import { genericMessages } from '@zaplecze/contract/common/errors';
import { allPermissions, type Permission } from '@zaplecze/contract/roles/permissions';
import {
  predefinedRoles,
  roleLevelsOf,
  roleMessages,
  roleLimits,
  type Role,
} from '@zaplecze/contract/roles/roles';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import {
  countRoleUsers,
  deleteRole as removeRole,
  findAdminRole,
  findRole,
  findUserAccess,
  insertRoles,
  listRolesWithCounts,
  moveRoleUsers,
  roleNameTaken,
  updateRole as saveRole,
  type RoleRow,
} from './repository';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

interface RoleInput {
  name: string;
  description: string;
  permissions: Permission[];
}

/** What a signed-in user may do: their role and its permissions (an administrator holds every one). */
export interface UserAccess {
  roleId: string;
  roleName: string;
  isAdmin: boolean;
  permissions: Permission[];
}

/** Creates the predefined roles of a new account and returns the id of its Administrator role. */
export async function createPredefinedRoles(tx: Db, accountId: string): Promise<string> {
  const created = await insertRoles(
    tx,
    accountId,
    predefinedRoles.map((role) => ({ ...role, permissions: [...role.permissions], predefined: true })),
  );
  return created.find((role) => role.isAdmin)!.id;
}

export async function getAdminRoleId(db: Db, accountId: string): Promise<string | undefined> {
  return (await findAdminRole(db, accountId))?.id;
}

/** Undefined when the user is unknown in the account or deactivated. */
export async function getUserAccess(
  db: Db,
  userId: string,
  accountId: string,
): Promise<UserAccess | undefined> {
  const role = await findUserAccess(db, userId, accountId);
  return role ? accessOfRole(role) : undefined;
}

/** The access a role grants; callers that already hold the role row (the auth hook) skip a query. */
export function accessOfRole(role: Pick<RoleRow, 'id' | 'name' | 'isAdmin' | 'permissions'>): UserAccess {
  return {
    roleId: role.id,
    roleName: role.name,
    isAdmin: role.isAdmin,
    permissions: role.isAdmin
      ? [...allPermissions]
      : role.permissions.filter((p) => allPermissions.includes(p)),
  };
}

export function toRole(row: RoleRow, usersCount: number): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    predefined: row.predefined,
    isAdmin: row.isAdmin,
    permissions: row.permissions,
    levels: roleLevelsOf(row.permissions),
    usersCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const nameTaken = () => new AppError('CONFLICT', roleMessages.nameTaken, { name: roleMessages.nameTaken });

async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two saves racing for one name: the unique index decides, the answer stays a 409.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function lockedRole(tx: Db, accountId: string, roleId: string): Promise<RoleRow> {
  const role = await findRole(tx, accountId, roleId, true);
  if (!role) throw notFound(roleMessages.notFound);
  return role;
}

function assertNotAdministrator(role: RoleRow): void {
  if (role.isAdmin) throw new AppError('CONFLICT', roleMessages.administratorLocked);
}

export async function listRoles(db: Db, accountId: string): Promise<Role[]> {
  return (await listRolesWithCounts(db, accountId)).map((row) => toRole(row.role, row.usersCount));
}

export async function getRole(db: Db, accountId: string, roleId: string): Promise<Role> {
  const role = await findRole(db, accountId, roleId);
  if (!role) throw notFound(roleMessages.notFound);
  return toRole(role, await countRoleUsers(db, role.id));
}

/** A role of the account by id, for other modules (user forms); undefined when it is not the account's. */
export async function findAccountRole(
  db: Db,
  accountId: string,
  roleId: string,
): Promise<RoleRow | undefined> {
  return findRole(db, accountId, roleId);
}

async function insertCustomRole(tx: Db, actor: Actor, input: RoleInput, note?: string): Promise<Role> {
  if (await roleNameTaken(tx, actor.accountId, input.name)) throw nameTaken();
  const [row] = await insertRoles(tx, actor.accountId, [{ ...input, predefined: false, isAdmin: false }]);
  await recordAudit(tx, {
    ...actor,
    action: 'create',
    targetType: 'role',
    targetId: row!.id,
    targetLabel: row!.name,
    details: {
      changes: changedFields<Record<string, unknown>>(
        { name: null, description: null, permissions: null },
        { ...input },
      ),
      ...(note ? { note } : {}),
    },
  });
  return toRole(row!, 0);
}

export async function createRole(db: Db, actor: Actor, input: RoleInput): Promise<Role> {
  return withUniqueName(() => db.transaction((tx) => insertCustomRole(tx, actor, input)));
}

export async function updateRole(
  db: Db,
  actor: Actor,
  roleId: string,
  input: RoleInput & { version: number },
): Promise<Role> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const current = await lockedRole(tx, actor.accountId, roleId);
      assertNotAdministrator(current);
      if (current.version !== input.version)
        throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
      if (await roleNameTaken(tx, actor.accountId, input.name, roleId)) throw nameTaken();
      const { version: _version, ...values } = input;
      const saved = await saveRole(tx, roleId, values);
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: 'role',
        targetId: roleId,
        targetLabel: saved.name,
        details: {
          changes: changedFields(
            { name: current.name, description: current.description, permissions: current.permissions },
            values,
          ),
        },
      });
      return toRole(saved, await countRoleUsers(tx, roleId));
    }),
  );
}

/** "Sprzedawca (kopia)", then "Sprzedawca (kopia 2)" and so on, within the name limit. */
async function copyName(tx: Db, accountId: string, source: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (kopia)' : ` (kopia ${n})`;
    const name = source.slice(0, roleLimits.nameMax - suffix.length) + suffix;
    if (!(await roleNameTaken(tx, accountId, name))) return name;
  }
}

export async function copyRole(
  db: Db,
  actor: Actor,
  roleId: string,
  name: string | undefined,
): Promise<Role> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const source = await lockedRole(tx, actor.accountId, roleId);
      assertNotAdministrator(source);
      const input = {
        name: name ?? (await copyName(tx, actor.accountId, source.name)),
        description: source.description,
        permissions: source.permissions,
      };
      return insertCustomRole(tx, actor, input, `Kopia roli ${source.name}`);
    }),
  );
}

/**
 * Deletes a custom role. Its users move to `replacementRoleId` in the same transaction; without
 * one, a role still assigned is refused so nobody is left without a role.
 */
export async function deleteRole(
  db: Db,
  actor: Actor,
  roleId: string,
  replacementRoleId: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await lockedRole(tx, actor.accountId, roleId);
    if (role.predefined) throw new AppError('CONFLICT', roleMessages.predefinedNotDeletable);
    const assigned = await countRoleUsers(tx, roleId);
    let note: string | undefined;
    if (assigned > 0) {
      if (!replacementRoleId) {
        throw new AppError('CONFLICT', roleMessages.replacementRequired, {
          replacementRoleId: roleMessages.replacementRequired,
        });
      }
      const replacement =
        replacementRoleId === roleId ? undefined : await findRole(tx, actor.accountId, replacementRoleId);
      if (!replacement) throw validationFailed({ replacementRoleId: roleMessages.replacementInvalid });
      const moved = await moveRoleUsers(tx, roleId, replacement.id);
      note = `Użytkownicy przeniesieni do roli ${replacement.name}: ${moved}`;
    }
    await removeRole(tx, roleId);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: 'role',
      targetId: roleId,
      targetLabel: role.name,
      details: note ? { note } : {},
    });
  });
}
