import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { loginLockMinutes, maxLoginAttempts } from '@zaplecze/contract/auth/auth';
import type { Db } from '../../db/client';
import { loginAttempts, refreshTokens, roles, sessions, users } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;
type RevokeReason = NonNullable<SessionRow['revokeReason']>;

export async function findLocks(db: Db, identities: string[]) {
  return db.select().from(loginAttempts).where(inArray(loginAttempts.identity, identities));
}

/**
 * Counts one failure for an identity. A running lock is left as it is (never extended); a count
 * restarts once the lock or the last failure is older than the lock window; the failure that
 * reaches the limit sets the lock.
 */
export async function recordLoginFailure(db: Db, identity: string) {
  const window = sql.raw(`interval '${loginLockMinutes} minutes'`);
  const t = loginAttempts;
  const restart = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= now()) or ${t.lastFailedAt} < now() - ${window}`;
  const nextCount = sql`case when ${restart} then 1 else ${t.failedCount} + 1 end`;
  const [row] = await db
    .insert(t)
    .values({ identity, failedCount: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.identity,
      set: {
        failedCount: sql`case when ${t.lockedUntil} > now() then ${t.failedCount} else ${nextCount} end`,
        lockedUntil: sql`case when ${t.lockedUntil} > now() then ${t.lockedUntil}
          when ${nextCount} >= ${maxLoginAttempts} then now() + ${window} else null end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function clearLoginFailures(db: Db, identities: string[]): Promise<void> {
  if (identities.length) await db.delete(loginAttempts).where(inArray(loginAttempts.identity, identities));
}

export async function insertSession(
  tx: Db,
  session: {
    userId: string;
    accountId: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(tx: Db, sessionId: string, tokenHash: string): Promise<void> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Spends a refresh token; false when a concurrent refresh spent it first. */
export async function markRefreshTokenUsed(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * A session with its user's state and role, in one round trip: every protected request needs
 * all three, so the auth hook reads them together and the permission guards read its result.
 */
export async function findSessionAccess(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      session: sessions,
      user: { accountId: users.accountId, isActive: users.isActive },
      role: { id: roles.id, name: roles.name, isAdmin: roles.isAdmin, permissions: roles.permissions },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: string, reason: RevokeReason): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, sessionId));
}

/** Drops what can no longer be used: ended sessions (with their tokens) and stale failure counts. */
export async function deleteStaleAuthData(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '1 day'`);
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.lastFailedAt} < now() - interval '1 day' and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < now())`,
    );
}
