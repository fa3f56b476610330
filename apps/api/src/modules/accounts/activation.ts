import { authMessages, type ActivateBody } from '@zaplecze/contract/auth/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/service';
import { activateUserAndAccount, findUserById } from './repository';
import { checkUserToken, consumeUserToken } from './service';

/** Activates the user of an activation link, and with the first user the account itself. */
export async function activateAccount(db: Db, body: ActivateBody, ip: string | null): Promise<void> {
  const user = await findUserById(db, body.userId);
  if (!user) throw new AppError('NOT_FOUND', authMessages.activationUserNotFound);
  const check = await checkUserToken(db, body.token, 'activation');
  if (check.state === 'unknown' || check.state === 'used' || check.userId !== user.id) {
    throw new AppError('BAD_REQUEST', authMessages.activationInvalidToken);
  }
  if (check.state !== 'valid') throw new AppError('BAD_REQUEST', authMessages.activationExpired);
  const { tokenId } = check;
  await db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, tokenId))) {
      throw new AppError('BAD_REQUEST', authMessages.activationInvalidToken);
    }
    await activateUserAndAccount(tx, user.id, user.accountId);
    await recordAudit(tx, {
      accountId: user.accountId,
      userId: user.id,
      action: 'activate',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.username,
      ip,
    });
  });
}
