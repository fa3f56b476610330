import type { FastifyBaseLogger } from 'fastify';
import { authMessages, type ResetConfirmBody } from '@zaplecze/contract/auth/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import {
  checkUserToken,
  consumeUserToken,
  findUserByEmail,
  getUser,
  issueUserToken,
  setUserPassword,
} from '../accounts/service';
import { recordAudit } from '../audit/service';
import { dispatchMails, queueMail } from '../mail/service';
import type { ClientInfo } from './client-info';
import { clearFailures, lockKeys } from './lockout';
import { passwordResetMail } from './mails';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './repository';

const resetTokenTtlMs = 60 * 60_000;

type MailDeps = { db: Db; config: AppConfig; jobs: JobQueue; logger: FastifyBaseLogger };

/** Mails a reset link to an active user; the caller answers the same whether or not one exists. */
export async function requestPasswordReset(deps: MailDeps, email: string, client: ClientInfo): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  await mailPasswordResetLink(deps, user, { userId: user.id, ip: client.ip });
}

/**
 * Issues a reset token and mails its link, audited as a reset request by `actor` (the user
 * themself, or an administrator sending it from the users tab).
 */
export async function mailPasswordResetLink(
  deps: MailDeps,
  user: { id: string; accountId: string; username: string; email: string },
  actor: { userId: string; ip: string | null },
): Promise<void> {
  const mailId = await deps.db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'password_reset', resetTokenTtlMs);
    const url = `${deps.config.publicUrl}/auth/confirm-reset-password?token=${encodeURIComponent(token)}`;
    const id = await queueMail(tx, passwordResetMail(user.email, url));
    await recordAudit(tx, {
      accountId: user.accountId,
      userId: actor.userId,
      action: 'password_reset_request',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.username,
      details: actor.userId === user.id ? {} : { note: 'Link wysłany przez administratora' },
      ip: actor.ip,
    });
    return id;
  });
  await dispatchMails(deps.jobs, [mailId], deps.logger);
}

/** Spec 000 §8: 404 for a token that never existed, 400 for an expired or used one. */
export async function confirmPasswordReset(
  db: Db,
  body: ResetConfirmBody,
  client: ClientInfo,
): Promise<void> {
  const check = await checkUserToken(db, body.token, 'password_reset');
  if (check.state === 'unknown') throw new AppError('NOT_FOUND', authMessages.resetTokenNotFound);
  if (check.state !== 'valid') throw new AppError('BAD_REQUEST', authMessages.resetInvalidToken);
  const user = await getUser(db, check.userId);
  if (!user) throw new AppError('NOT_FOUND', authMessages.resetTokenNotFound);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, check.tokenId))) {
      throw new AppError('BAD_REQUEST', authMessages.resetInvalidToken);
    }
    await setUserPassword(tx, user.id, passwordHash);
    const revoked = await revokeUserSessions(tx, user.id, 'password_reset');
    await recordAudit(tx, {
      accountId: user.accountId,
      userId: user.id,
      action: 'password_reset',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.username,
      details: { note: `Unieważnione sesje: ${revoked}` },
      ip: client.ip,
    });
  });
  // The owner proved control of the mailbox, so a lock an attacker caused no longer applies.
  await clearFailures(db, [...lockKeys(user.username, user.id), ...lockKeys(user.email)]);
}
