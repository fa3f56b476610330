import {
  accessTokenSeconds,
  authMessages,
  lockedMessage,
  remainingAttemptsMessage,
  type LoginBody,
  type LoginResponse,
  type SessionUser,
} from '@zaplecze/contract/auth/auth';
import { apiKeyMessages } from '@zaplecze/contract/api-keys/api-keys';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { TwoFactorChallenge } from '@zaplecze/contract/two-factor/two-factor';
import { avatarUrlOf, userMessages } from '@zaplecze/contract/users/users';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLoginUser, getCompanyName, getUser, hashToken, recordUserActivity } from '../accounts/service';
import { authenticateApiKey, isApiKeyToken } from '../api-keys/service';
import { recordAudit } from '../audit/service';
import { assertWritable, getLicenceSummary } from '../plans/service';
import { accessOfRole, getUserAccess, type UserAccess } from '../roles/service';
import { isTwoFactorEnabled, issueLoginChallenge } from '../two-factor/service';
import type { AuthContext, RequestAccess } from '../../plugins/auth';
import type { ClientInfo } from './client-info';
import { activeLock, clearFailures, countFailure, lockKeys } from './lockout';
import { verifyPassword } from './passwords';

export { hashPassword, verifyPassword } from './passwords';
export { mailPasswordResetLink } from './password-reset';
import {
  findRefreshToken,
  findSessionAccess,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type SessionRow,
} from './repository';
import { rotateRefreshToken, sessionEnd, startSession, type IssuedRefresh } from './sessions';
import { signAccessToken, verifyAccessToken } from './tokens';

export type { ClientInfo } from './client-info';

export type SessionResult = LoginResponse & { refresh: IssuedRefresh };
export type LoginResult = SessionResult | TwoFactorChallenge;

export function lockedError(until: Date): AppError {
  const seconds = Math.ceil((until.getTime() - Date.now()) / 1000);
  return new AppError('LOCKED', lockedMessage(Math.ceil(seconds / 60)), undefined, {
    'retry-after': String(seconds),
  });
}

export async function login(
  db: Db,
  config: AppConfig,
  body: LoginBody,
  client: ClientInfo,
): Promise<LoginResult> {
  const entry = (body.email ?? body.username ?? '').trim();
  const user = await findLoginUser(db, body);
  const keys = lockKeys(entry, user?.id);
  const failed = (note: string) => auditFailedLogin(db, user, entry, note, client);
  const lockedUntil = await activeLock(db, keys);
  if (lockedUntil) {
    await failed('Próba logowania w czasie blokady');
    throw lockedError(lockedUntil);
  }

  if (!(await verifyPassword(user?.passwordHash, body.password))) {
    const state = await countFailure(db, keys);
    await failed(
      `Nieprawidłowe hasło. ${state.lockedUntil ? 'Identyfikator zablokowany' : `Pozostałe próby: ${state.remaining}`}`,
    );
    if (state.lockedUntil) throw lockedError(state.lockedUntil);
    throw new AppError('UNAUTHENTICATED', remainingAttemptsMessage(state.remaining), undefined, {
      'x-login-attempts-remaining': String(state.remaining),
    });
  }
  if (!user!.isActive) {
    await failed(user!.activatedAt ? 'Konto dezaktywowane' : 'Konto nieaktywowane');
    throw new AppError(
      'FORBIDDEN',
      user!.activatedAt ? userMessages.deactivated : authMessages.accountInactive,
    );
  }
  // The failure count stays until the second step succeeds, so wrong codes share the 3 attempts.
  if (await isTwoFactorEnabled(db, user!.id)) {
    const challenge = await issueLoginChallenge(db, user!.id);
    return { twoFactorRequired: true, challengeToken: challenge.token, expiresIn: challenge.expiresIn };
  }
  return finishLogin(db, config, user!, keys, client);
}

/**
 * A failed attempt, kept in the history of the account of the user it names; an identifier that
 * names no user is kept without an account, so no account's history reveals guesses. The caller
 * answers the same either way, so nothing here tells the client whether the user exists.
 */
async function auditFailedLogin(
  db: Db,
  user: { id: string; accountId: string; username: string } | null | undefined,
  entry: string,
  note: string,
  client: ClientInfo,
): Promise<void> {
  await recordAudit(db, {
    accountId: user?.accountId ?? null,
    userId: user?.id ?? null,
    action: 'login_failed',
    targetType: 'user',
    targetId: user?.id ?? null,
    targetLabel: user?.username ?? entry.slice(0, 254),
    details: { note },
    ip: client.ip,
  });
}

/** Opens the session of a user who passed every step of the login; audited as a login. */
export async function finishLogin(
  db: Db,
  config: AppConfig,
  user: { id: string; accountId: string; username: string },
  keys: string[],
  client: ClientInfo,
  note?: string,
): Promise<SessionResult> {
  await clearFailures(db, keys);
  const refresh = await startSession(db, user, client);
  await recordUserActivity(db, user.id, new Date());
  await recordAudit(db, {
    accountId: user.accountId,
    userId: user.id,
    action: 'login',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.username,
    details: note ? { note } : {},
    ip: client.ip,
  });
  const token = await signAccessToken(config.jwtSecret, refresh);
  return { token, expiresIn: accessTokenSeconds, user: await getSessionUser(db, refresh), refresh };
}

export async function getSessionUser(
  db: Db,
  claims: { userId: string; accountId: string },
): Promise<SessionUser> {
  const user = await getUser(db, claims.userId);
  if (!user || user.accountId !== claims.accountId) {
    throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
  }
  const access = await getUserAccess(db, user.id, user.accountId);
  if (!access) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName || user.username,
    accountId: user.accountId,
    companyName: await getCompanyName(db, user.accountId),
    licence: await getLicenceSummary(db, user.accountId),
    role: { id: access.roleId, name: access.roleName, isAdmin: access.isAdmin },
    permissions: access.permissions,
    twoFactorEnabled: await isTwoFactorEnabled(db, user.id),
    avatarUrl: user.avatarFile ? avatarUrlOf(user.id, user.version) : null,
  };
}

/** Exchanges the refresh cookie for a new access token and the next refresh token. */
export async function refresh(
  db: Db,
  config: AppConfig,
  presented: string | undefined,
): Promise<{ token: string; refresh: IssuedRefresh }> {
  if (!presented) throw new AppError('UNAUTHENTICATED', authMessages.sessionExpired);
  const outcome = await rotateRefreshToken(db, config.jwtSecret, presented);
  if (outcome.kind === 'rejected') {
    if (outcome.reuse && outcome.session) {
      await recordAudit(db, {
        accountId: outcome.session.accountId,
        userId: outcome.session.userId,
        action: 'logout',
        targetType: 'session',
        targetId: outcome.session.id,
        details: { note: 'Ponowne użycie zużytego tokenu odświeżania — sesja unieważniona' },
      });
    }
    throw new AppError('UNAUTHENTICATED', authMessages.sessionExpired);
  }
  return { token: await signAccessToken(config.jwtSecret, outcome.issued), refresh: outcome.issued };
}

export async function logout(db: Db, presented: string | undefined, client: ClientInfo): Promise<void> {
  if (!presented) return;
  const found = await findRefreshToken(db, hashToken(presented));
  if (!found || found.session.revokedAt) return;
  await revokeSession(db, found.session.id, 'logout');
  await recordAudit(db, {
    accountId: found.session.accountId,
    userId: found.session.userId,
    action: 'logout',
    targetType: 'session',
    targetId: found.session.id,
    ip: client.ip,
  });
}

export async function revokeAllSessions(
  db: Db,
  userId: string,
  reason: NonNullable<SessionRow['revokeReason']> = 'password_reset',
): Promise<number> {
  return revokeUserSessions(db, userId, reason);
}

const activityStepMs = 60_000;

/** The caller of a protected request; `access` is null for a user deactivated while holding a token. */
export interface Authenticated {
  claims: AuthContext;
  access: UserAccess | RequestAccess | null;
}

/**
 * Checks a bearer token and its session (revoked, absolute end, 30 minutes idle) and records
 * activity at most once a minute; a mutating request of a read-only account gets the 402.
 * The session, the user and the role come from one query, so permission checks cost nothing more.
 * A `zk_…` bearer is an API key instead: see `authenticateKey`.
 */
export async function authenticate(
  db: Db,
  config: AppConfig,
  bearer: string | undefined,
  mutating: boolean,
  client: { ip: string | null; now?: Date } = { ip: null },
): Promise<Authenticated> {
  if (bearer && isApiKeyToken(bearer)) return authenticateKey(db, bearer, mutating, client);
  const claims = bearer ? await verifyAccessToken(config.jwtSecret, bearer) : null;
  if (!claims) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
  const found = await findSessionAccess(db, claims.sessionId);
  const session = found?.session;
  if (!session || session.userId !== claims.userId || sessionEnd(session)) {
    throw new AppError('UNAUTHENTICATED', authMessages.sessionExpired);
  }
  const now = new Date();
  if (now.getTime() - session.lastActivityAt.getTime() >= activityStepMs) {
    await touchSession(db, session.id, now);
    await recordUserActivity(db, session.userId, now);
  }
  if (mutating) await assertWritable(db, claims.accountId);
  const { user, role } = found;
  const access = user.isActive && user.accountId === claims.accountId ? accessOfRole(role) : null;
  return { claims, access };
}

/**
 * An API key acts as its own principal in its account: the key's id is the actor id every service
 * stamps and audits (so history reads "Integracja: <name>"), its scopes are its permissions and it
 * is never an administrator, so the routes' permission guards enforce the scopes everywhere.
 * No session: `sessionId` is empty, and the auth hook refuses keys on routes no permission guards.
 */
async function authenticateKey(
  db: Db,
  bearer: string,
  mutating: boolean,
  client: { ip: string | null; now?: Date },
): Promise<Authenticated> {
  const key = await authenticateApiKey(db, bearer, { ip: client.ip, now: client.now ?? new Date() });
  if (!key) throw new AppError('UNAUTHENTICATED', apiKeyMessages.keyInvalid);
  if (mutating) await assertWritable(db, key.accountId);
  return {
    claims: {
      userId: key.id,
      accountId: key.accountId,
      sessionId: '',
      apiKey: { id: key.id, name: key.name, requestsPerMinute: key.requestsPerMinute },
    },
    access: { isAdmin: false, permissions: key.scopes },
  };
}
