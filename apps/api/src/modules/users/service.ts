import { accountMessages } from '@zaplecze/contract/accounts/accounts';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  avatarUrlOf,
  userMessages,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UserList,
} from '@zaplecze/contract/users/users';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { getInvoiceData, identitiesTaken, isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import { hashPassword } from '../auth/service';
import { assertPlanLimit } from '../plans/service';
import { findAccountRole } from '../roles/service';
import { twoFactorEnabledFor } from '../two-factor/service';
import {
  countActiveUsers,
  countOtherActiveAdmins,
  findOwnerId,
  findStaff,
  findUserPage,
  insertStaff,
  updateStaff,
  type StaffWithRole,
} from './repository';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

export function toUserView({ user, role }: StaffWithRole, twoFactorEnabled: boolean): User {
  return {
    id: user.id,
    name: user.displayName || user.username,
    username: user.username,
    email: user.email,
    role,
    status: user.isActive ? 'active' : 'inactive',
    lastActivityAt: user.lastActivityAt?.toISOString() ?? null,
    twoFactorEnabled,
    avatarUrl: user.avatarFile ? avatarUrlOf(user.id, user.version) : null,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The fields of a user an audit entry compares; never the password or secrets. */
export function auditedFields({ user, role }: StaffWithRole) {
  return {
    displayName: user.displayName,
    username: user.username,
    email: user.email,
    role: role.name,
    status: user.isActive ? 'Aktywny' : 'Nieaktywny',
  };
}

export async function listUsers(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string; roleId?: string; status?: 'active' | 'inactive' },
): Promise<UserList> {
  const search = query.search?.trim() || undefined;
  let alsoUserId: string | undefined;
  if (search) {
    const invoiceEmail = (await getInvoiceData(db, accountId))?.email ?? '';
    if (invoiceEmail.toLowerCase().includes(search.toLowerCase()))
      alsoUserId = await findOwnerId(db, accountId);
  }
  const filter = { accountId, search, alsoUserId, roleId: query.roleId, status: query.status };
  const { rows, count } = await findUserPage(db, filter, query.page, query.limit);
  const withTwoFactor = await twoFactorEnabledFor(
    db,
    rows.map((row) => row.user.id),
  );
  return {
    data: rows.map((row) => toUserView(row, withTwoFactor.has(row.user.id))),
    count,
    page: query.page,
    limit: query.limit,
  };
}

export async function loadStaff(
  db: Db,
  accountId: string,
  userId: string,
  lock = false,
): Promise<StaffWithRole> {
  const found = await findStaff(db, accountId, userId, lock);
  if (!found) throw notFound(userMessages.notFound);
  return found;
}

export async function getUserView(db: Db, accountId: string, userId: string): Promise<User> {
  const found = await loadStaff(db, accountId, userId);
  return toUserView(found, (await twoFactorEnabledFor(db, [userId])).has(userId));
}

async function roleOf(db: Db, accountId: string, roleId: string) {
  const role = await findAccountRole(db, accountId, roleId);
  if (!role) throw validationFailed({ roleId: userMessages.roleUnknown });
  return { id: role.id, name: role.name, isAdmin: role.isAdmin };
}

async function assertIdentitiesFree(db: Db, username: string, email: string, exceptUserId?: string) {
  const taken = await identitiesTaken(db, username, email, exceptUserId);
  if (!taken.username && !taken.email) return;
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = accountMessages.usernameTaken;
  if (taken.email) fields.email = accountMessages.emailTaken;
  throw new AppError('CONFLICT', Object.values(fields).join('. '), fields);
}

async function uniqueIdentities<T>(work: () => Promise<T>, retry: () => Promise<void>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A concurrent save took the username or e-mail: the unique index decides, the answer stays a 409.
    if (isUniqueViolation(error)) await retry();
    throw error;
  }
}

/** The plan counts staff besides the administrator who owns the account (spec 000 §9). */
export async function assertStaffSeat(db: Db, accountId: string): Promise<void> {
  await assertPlanLimit(db, accountId, 'staff', Math.max(0, (await countActiveUsers(db, accountId)) - 1));
}

/** Refuses a change that would leave the account without an active administrator. */
export async function assertOtherAdmin(tx: Db, target: StaffWithRole): Promise<void> {
  if (!target.role.isAdmin || !target.user.isActive) return;
  if ((await countOtherActiveAdmins(tx, target.user.accountId, target.user.id)) === 0) {
    throw new AppError('CONFLICT', userMessages.lastAdministrator);
  }
}

export async function createStaffUser(db: Db, actor: Actor, body: CreateUserBody): Promise<User> {
  const role = await roleOf(db, actor.accountId, body.roleId);
  await assertIdentitiesFree(db, body.username, body.email);
  await assertStaffSeat(db, actor.accountId);
  const passwordHash = await hashPassword(body.password);
  return uniqueIdentities(
    () =>
      db.transaction(async (tx) => {
        const user = await insertStaff(tx, {
          accountId: actor.accountId,
          roleId: role.id,
          username: body.username,
          email: body.email,
          displayName: body.name,
          passwordHash,
        });
        const created = { user, role };
        await recordAudit(tx, {
          ...actor,
          action: 'create',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.username,
          details: { changes: changedFields<Record<string, unknown>>({}, auditedFields(created)) },
        });
        return toUserView(created, false);
      }),
    () => assertIdentitiesFree(db, body.username, body.email),
  );
}

export async function updateStaffUser(
  db: Db,
  actor: Actor,
  userId: string,
  body: UpdateUserBody,
): Promise<User> {
  return uniqueIdentities(
    () =>
      db.transaction(async (tx) => {
        const current = await loadStaff(tx, actor.accountId, userId, true);
        if (current.user.version !== body.version) {
          throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
        }
        const role = await roleOf(tx, actor.accountId, body.roleId);
        if (!role.isAdmin) await assertOtherAdmin(tx, current);
        await assertIdentitiesFree(tx, body.username, body.email, userId);
        const user = await updateStaff(tx, userId, {
          displayName: body.name,
          username: body.username,
          email: body.email,
          roleId: role.id,
        });
        const saved = { user, role };
        await recordAudit(tx, {
          ...actor,
          action: 'edit',
          targetType: 'user',
          targetId: userId,
          targetLabel: user.username,
          details: { changes: changedFields(auditedFields(current), auditedFields(saved)) },
        });
        return toUserView(saved, (await twoFactorEnabledFor(tx, [userId])).has(userId));
      }),
    () => assertIdentitiesFree(db, body.username, body.email, userId),
  );
}

/** The image type a file's first bytes prove (products' picture upload checks the same way). */
export { sniffImageType } from './avatar-files';
