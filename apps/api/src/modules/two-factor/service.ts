import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  loginChallengeSeconds,
  recoveryCodeCount,
  twoFactorIssuer,
  twoFactorMessages,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@zaplecze/contract/two-factor/two-factor';
import type { Db } from '../../db/client';
import { AppError, validationFailed } from '../../errors';
import { hashToken, randomToken } from '../accounts/service';
import { recordAudit } from '../audit/service';
import { decryptSecret, encryptSecret } from './crypto';
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  findEnabledUserIds,
  findLiveChallenge,
  findTwoFactor,
  insertLoginChallenge,
  replaceRecoveryCodes,
  spendChallenge,
  spendRecoveryCode,
  upsertPendingTwoFactor,
  deleteStaleChallenges,
} from './repository';

const periodSeconds = 30;
const recoveryAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface TwoFactorActor {
  userId: string;
  accountId: string;
  ip: string | null;
}

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: twoFactorIssuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a code belongs to, or null; one step either side absorbs clock drift. */
function matchingStep(secretBase32: string, code: string): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / periodSeconds) + delta;
}

/** Null when the secret was encrypted under another JWT secret; an administrator's reset recovers. */
function readSecret(serverSecret: string, stored: string): string | null {
  try {
    return decryptSecret(serverSecret, stored);
  } catch {
    return null;
  }
}

function stepFor(serverSecret: string, stored: string, code: string): number | null {
  const secret = /^\d{6}$/.test(code) ? readSecret(serverSecret, stored) : null;
  return secret === null ? null : matchingStep(secret, code);
}

const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export async function getTwoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, userId);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
  };
}

export async function twoFactorEnabledFor(db: Db, userIds: string[]): Promise<Set<string>> {
  return findEnabledUserIds(db, userIds);
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findTwoFactor(db, userId))?.enabledAt);
}

/** A new secret for the authenticator app; 2FA turns on only once a code from it is confirmed. */
export async function startTwoFactorSetup(
  db: Db,
  serverSecret: string,
  user: { id: string; email: string },
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, user.id)) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
  const secret = new Secret({ size: 20 }).base32;
  await upsertPendingTwoFactor(db, user.id, encryptSecret(serverSecret, secret));
  const otpauthUrl = totpFor(secret, user.email).toString();
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

const invalidCode = () =>
  validationFailed({ code: twoFactorMessages.invalidCode }, twoFactorMessages.invalidCode);

/** Confirms the enrolment with a first code; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(
  db: Db,
  serverSecret: string,
  actor: TwoFactorActor,
  code: string,
): Promise<RecoveryCodes> {
  return db.transaction(async (tx) => {
    const row = await findTwoFactor(tx, actor.userId, true);
    if (row?.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
    if (!row) throw new AppError('CONFLICT', twoFactorMessages.setupMissing);
    const step = stepFor(serverSecret, row.secretEncrypted, code);
    if (step === null) throw invalidCode();
    await enableTwoFactor(tx, actor.userId, step);
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx,
      actor.userId,
      recoveryCodes.map((c) => hashToken(normalizeRecovery(c))),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'two_factor_enable',
      targetType: 'user',
      targetId: actor.userId,
    });
    return { recoveryCodes, message: twoFactorMessages.enabled };
  });
}

/**
 * Checks a code of an enabled user: a TOTP code not used before, or an unused recovery code
 * (which is spent). Null when the code is wrong.
 */
export async function verifyTwoFactorCode(
  db: Db,
  serverSecret: string,
  userId: string,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const row = await findTwoFactor(db, userId);
  if (!row?.enabledAt) return null;
  if (/^\d{6}$/.test(code)) {
    const step = stepFor(serverSecret, row.secretEncrypted, code);
    return step !== null && (await claimTimeStep(db, userId, step)) ? 'totp' : null;
  }
  return (await spendRecoveryCode(db, userId, hashToken(normalizeRecovery(code)))) ? 'recovery' : null;
}

/** The user turns their own 2FA off, proving it with a current code. */
export async function disableTwoFactor(
  db: Db,
  serverSecret: string,
  actor: TwoFactorActor,
  code: string,
): Promise<void> {
  if (!(await isTwoFactorEnabled(db, actor.userId)))
    throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
  if (!(await verifyTwoFactorCode(db, serverSecret, actor.userId, code))) throw invalidCode();
  await db.transaction(async (tx) => {
    await deleteTwoFactor(tx, actor.userId);
    await recordAudit(tx, {
      ...actor,
      action: 'two_factor_disable',
      targetType: 'user',
      targetId: actor.userId,
    });
  });
}

/** An administrator removes a user's authenticator (lost phone); the user may enrol again. */
export async function resetTwoFactor(
  tx: Db,
  actor: TwoFactorActor,
  target: { id: string; username: string },
): Promise<void> {
  if (!(await deleteTwoFactor(tx, target.id))) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
  await recordAudit(tx, {
    ...actor,
    action: 'two_factor_reset',
    targetType: 'user',
    targetId: target.id,
    targetLabel: target.username,
  });
}

/** The short-lived, single-use token between the password step and the code step of a login. */
export async function issueLoginChallenge(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresIn: number }> {
  const token = randomToken();
  await insertLoginChallenge(
    db,
    userId,
    hashToken(token),
    new Date(Date.now() + loginChallengeSeconds * 1000),
  );
  return { token, expiresIn: loginChallengeSeconds };
}

export async function findLoginChallenge(db: Db, token: string) {
  return findLiveChallenge(db, hashToken(token));
}

export async function spendLoginChallenge(db: Db, challengeId: string): Promise<boolean> {
  return spendChallenge(db, challengeId);
}

export async function deleteExpiredLoginChallenges(db: Db): Promise<void> {
  await deleteStaleChallenges(db);
}
