import { avatarLimits, userMessages, type User } from '@zaplecze/contract/users/users';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { twoFactorEnabledFor } from '../two-factor/service';
import { reencodeAvatar } from './avatar-image';
import { readAvatarFile, removeAvatarFile, sniffImageType, writeAvatarFile } from './avatar-files';
import { updateStaff } from './repository';
import { loadStaff, toUserView, type Actor } from './service';

/**
 * Stores a new picture for a user of the actor's account and drops the old file once the row
 * points at the new one. The type comes from the file's own bytes; what is stored is re-encoded.
 */
export async function saveAvatar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  userId: string,
  bytes: Buffer,
): Promise<User> {
  await loadStaff(db, actor.accountId, userId);
  if (bytes.length > avatarLimits.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', userMessages.avatarTooLarge);
  const type = sniffImageType(bytes);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', userMessages.avatarType, { file: userMessages.avatarType });
  const fileName = await writeAvatarFile(storage, userId, type, await reencodeAvatar(bytes, type));
  try {
    const { view, previous } = await db.transaction(async (tx) => {
      const current = await loadStaff(tx, actor.accountId, userId, true);
      const user = await updateStaff(tx, userId, { avatarFile: fileName });
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: 'user',
        targetId: userId,
        targetLabel: user.username,
        details: { note: current.user.avatarFile ? 'Zmiana zdjęcia' : 'Dodanie zdjęcia' },
      });
      const twoFactor = (await twoFactorEnabledFor(tx, [userId])).has(userId);
      return { view: toUserView({ user, role: current.role }, twoFactor), previous: current.user.avatarFile };
    });
    if (previous) await removeAvatarFile(storage, previous);
    return view;
  } catch (error) {
    await removeAvatarFile(storage, fileName);
    throw error;
  }
}

export async function deleteAvatar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  userId: string,
): Promise<User> {
  const { view, previous } = await db.transaction(async (tx) => {
    const current = await loadStaff(tx, actor.accountId, userId, true);
    if (!current.user.avatarFile) throw notFound(userMessages.avatarNone);
    const user = await updateStaff(tx, userId, { avatarFile: null });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.username,
      details: { note: 'Usunięcie zdjęcia' },
    });
    const twoFactor = (await twoFactorEnabledFor(tx, [userId])).has(userId);
    return { view: toUserView({ user, role: current.role }, twoFactor), previous: current.user.avatarFile };
  });
  await removeAvatarFile(storage, previous);
  return view;
}

/** The picture of a user of the same account; 404 for another account's user or no picture. */
export async function loadAvatar(db: Db, storage: FileStorage, accountId: string, userId: string) {
  const { user } = await loadStaff(db, accountId, userId);
  const file = user.avatarFile ? await readAvatarFile(storage, user.avatarFile) : null;
  if (!file) throw notFound(userMessages.avatarNone);
  return file;
}
