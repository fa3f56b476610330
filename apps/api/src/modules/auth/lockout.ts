import { maxLoginAttempts } from '@zaplecze/contract/auth/auth';
import type { Db } from '../../db/client';
import { clearLoginFailures, findLocks, recordLoginFailure } from './repository';

/**
 * Brute-force keys: what was typed (normalized), and the user's id when such a user exists, so
 * alternating between the username and the e-mail of one user does not double the attempts.
 */
export function lockKeys(entry: string, userId?: string): string[] {
  const typed = `id:${entry.trim().toLowerCase()}`;
  return userId ? [typed, `user:${userId}`] : [typed];
}

/** The end of the running lock of any of the keys, or null. */
export async function activeLock(db: Db, keys: string[]): Promise<Date | null> {
  const now = Date.now();
  const ends = (await findLocks(db, keys))
    .map((row) => row.lockedUntil?.getTime() ?? 0)
    .filter((end) => end > now);
  return ends.length ? new Date(Math.max(...ends)) : null;
}

export async function countFailure(
  db: Db,
  keys: string[],
): Promise<{ remaining: number; lockedUntil: Date | null }> {
  let highest = 0;
  let lockedUntil: Date | null = null;
  for (const key of keys) {
    const row = await recordLoginFailure(db, key);
    highest = Math.max(highest, row.failedCount);
    if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) lockedUntil = row.lockedUntil;
  }
  return { remaining: Math.max(0, maxLoginAttempts - highest), lockedUntil };
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await clearLoginFailures(db, keys);
}
