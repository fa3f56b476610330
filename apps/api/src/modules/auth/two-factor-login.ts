import type { z } from 'zod';
import {
  invalidCodeMessage,
  twoFactorMessages,
  type loginTwoFactorBody,
} from '@zaplecze/contract/two-factor/two-factor';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getUser } from '../accounts/service';
import { recordAudit } from '../audit/service';
import { findLoginChallenge, spendLoginChallenge, verifyTwoFactorCode } from '../two-factor/service';
import { activeLock, countFailure, lockKeys } from './lockout';
import type { ClientInfo } from './client-info';
import { finishLogin, lockedError, type SessionResult } from './service';

const challengeInvalid = () => new AppError('UNAUTHENTICATED', twoFactorMessages.challengeInvalid);

/**
 * The second step of a login with 2FA: the challenge from the password step plus a TOTP or
 * recovery code. Wrong codes count toward the same lock as wrong passwords.
 */
export async function completeTwoFactorLogin(
  db: Db,
  config: AppConfig,
  body: z.output<typeof loginTwoFactorBody>,
  client: ClientInfo,
): Promise<SessionResult> {
  const challenge = await findLoginChallenge(db, body.challengeToken);
  if (!challenge) throw challengeInvalid();
  const user = await getUser(db, challenge.userId);
  if (!user?.isActive) throw challengeInvalid();
  const keys = [...lockKeys(user.username, user.id), ...lockKeys(user.email)];
  const lockedUntil = await activeLock(db, keys);
  if (lockedUntil) {
    await spendLoginChallenge(db, challenge.id);
    await recordAudit(db, {
      accountId: user.accountId,
      userId: user.id,
      action: 'login_failed',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.username,
      details: { note: 'Kod 2FA podany w czasie blokady' },
      ip: client.ip,
    });
    throw lockedError(lockedUntil);
  }

  const method = await verifyTwoFactorCode(db, config.jwtSecret, user.id, body.code);
  if (!method) {
    const state = await countFailure(db, lockKeys(user.username, user.id));
    await recordAudit(db, {
      accountId: user.accountId,
      userId: user.id,
      action: 'login_failed',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.username,
      details: {
        note: `Nieprawidłowy kod 2FA. ${state.lockedUntil ? 'Identyfikator zablokowany' : `Pozostałe próby: ${state.remaining}`}`,
      },
      ip: client.ip,
    });
    if (state.lockedUntil) {
      await spendLoginChallenge(db, challenge.id);
      throw lockedError(state.lockedUntil);
    }
    throw new AppError('UNAUTHENTICATED', invalidCodeMessage(state.remaining), undefined, {
      'x-login-attempts-remaining': String(state.remaining),
    });
  }
  if (!(await spendLoginChallenge(db, challenge.id))) throw challengeInvalid();
  return finishLogin(
    db,
    config,
    user,
    keys,
    client,
    method === 'recovery' ? 'Logowanie kodem odzyskiwania 2FA' : 'Logowanie z kodem 2FA',
  );
}
