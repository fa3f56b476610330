import type { FastifyBaseLogger } from 'fastify';
import { userMessages, type User, type UserStatus } from '@zaplecze/contract/users/users';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FileStorage } from '../../lib/storage/index';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit/service';
import { hashPassword, mailPasswordResetLink, revokeAllSessions } from '../auth/service';
import { resetTwoFactor, twoFactorEnabledFor } from '../two-factor/service';
import { removeAvatarFile } from './avatar-files';
import { deleteStaff, updateStaff } from './repository';
import { assertOtherAdmin, assertStaffSeat, loadStaff, toUserView, type Actor } from './service';

/**
 * Activates or deactivates a user. Deactivation ends every session at once; nobody deactivates
 * themself or the last active administrator. Activation takes a staff seat of the plan.
 */
export async function setStaffStatus(
  db: Db,
  actor: Actor,
  userId: string,
  status: UserStatus,
): Promise<User> {
  const active = status === 'active';
  if (active) {
    const target = await loadStaff(db, actor.accountId, userId);
    if (!target.user.isActive) await assertStaffSeat(db, actor.accountId);
  } else if (userId === actor.userId) {
    throw new AppError('CONFLICT', userMessages.cannotDeactivateSelf);
  }
  return db.transaction(async (tx) => {
    const current = await loadStaff(tx, actor.accountId, userId, true);
    const twoFactor = (await twoFactorEnabledFor(tx, [userId])).has(userId);
    if (current.user.isActive === active) return toUserView(current, twoFactor);
    if (!active) await assertOtherAdmin(tx, current);
    const user = await updateStaff(tx, userId, {
      isActive: active,
      ...(active && !current.user.activatedAt ? { activatedAt: new Date() } : {}),
    });
    const revoked = active ? 0 : await revokeAllSessions(tx, userId, 'deactivated');
    await recordAudit(tx, {
      ...actor,
      action: active ? 'activate' : 'deactivate',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.username,
      details: {
        changes: {
          status: {
            before: current.user.isActive ? 'Aktywny' : 'Nieaktywny',
            after: active ? 'Aktywny' : 'Nieaktywny',
          },
        },
        ...(active ? {} : { note: `Zakończone sesje: ${revoked}` }),
      },
    });
    return toUserView({ user, role: current.role }, twoFactor);
  });
}

export async function deleteStaffUser(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  userId: string,
): Promise<void> {
  if (userId === actor.userId) throw new AppError('CONFLICT', userMessages.cannotDeleteSelf);
  const avatarFile = await db.transaction(async (tx) => {
    const current = await loadStaff(tx, actor.accountId, userId, true);
    await assertOtherAdmin(tx, current);
    await deleteStaff(tx, userId);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: 'user',
      targetId: userId,
      targetLabel: current.user.username,
      details: {
        note: `${current.user.displayName || current.user.username} (${current.user.email}), rola ${current.role.name}`,
      },
    });
    return current.user.avatarFile;
  });
  if (avatarFile) await removeAvatarFile(storage, avatarFile);
}

/** An administrator sets a new password; every session of the user ends. */
export async function changeStaffPassword(
  db: Db,
  actor: Actor,
  userId: string,
  password: string,
): Promise<void> {
  await loadStaff(db, actor.accountId, userId);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const current = await loadStaff(tx, actor.accountId, userId, true);
    await updateStaff(tx, userId, { passwordHash });
    const revoked = await revokeAllSessions(tx, userId, 'password_change');
    await recordAudit(tx, {
      ...actor,
      action: 'password_change',
      targetType: 'user',
      targetId: userId,
      targetLabel: current.user.username,
      details: { note: `Hasło ustawione przez administratora. Zakończone sesje: ${revoked}` },
    });
  });
}

/** Mails the user a link of the ordinary password-reset flow. */
export async function sendStaffPasswordReset(
  deps: { db: Db; config: AppConfig; jobs: JobQueue; logger: FastifyBaseLogger },
  actor: Actor,
  userId: string,
): Promise<void> {
  const { user } = await loadStaff(deps.db, actor.accountId, userId);
  if (!user.isActive) throw new AppError('CONFLICT', userMessages.resetInactive);
  await mailPasswordResetLink(deps, user, actor);
}

export async function resetStaffTwoFactor(db: Db, actor: Actor, userId: string): Promise<User> {
  return db.transaction(async (tx) => {
    const current = await loadStaff(tx, actor.accountId, userId, true);
    await resetTwoFactor(tx, actor, { id: userId, username: current.user.username });
    return toUserView(current, false);
  });
}
