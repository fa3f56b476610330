import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema/index';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: string, lock = false): Promise<TwoFactorRow | undefined> {
  const query = db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Starts (or restarts) an enrolment with a new secret; never touches an enabled one. */
export async function upsertPendingTwoFactor(db: Db, userId: string, secretEncrypted: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(userTwoFactor.enabledAt),
    });
}

export async function enableTwoFactor(tx: Db, userId: string, step: number): Promise<void> {
  await tx
    .update(userTwoFactor)
    .set({ enabledAt: new Date(), lastUsedStep: step })
    .where(eq(userTwoFactor.userId, userId));
}

/** Records the time step of an accepted code; false when that step (or a later one) was already used. */
export async function claimTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), sql`coalesce(${userTwoFactor.lastUsedStep}, -1) < ${step}`))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function deleteTwoFactor(tx: Db, userId: string): Promise<boolean> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await tx
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Db, userId: string, codeHashes: string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code; false when it is unknown or already used. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.total ?? 0;
}

export async function findEnabledUserIds(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(inArray(userTwoFactor.userId, userIds), isNotNull(userTwoFactor.enabledAt)));
  return new Set(rows.map((row) => row.userId));
}

export async function insertLoginChallenge(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(loginChallenges).values({ userId, tokenHash, expiresAt });
}

export async function findLiveChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Spends a challenge; false when a concurrent request spent it first. */
export async function spendChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

export async function deleteStaleChallenges(db: Db): Promise<void> {
  await db.delete(loginChallenges).where(sql`${loginChallenges.expiresAt} < now() - interval '1 day'`);
}
