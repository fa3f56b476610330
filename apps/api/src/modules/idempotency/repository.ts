import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** How long an answer is replayed, and how long a running request holds its key; tests change `now`. */
export const idempotencySettings = {
  now: () => new Date(),
  keepMs: 24 * 60 * 60 * 1000,
  lockMs: 60 * 1000,
};

export interface IdempotencyScope {
  accountId: string;
  principal: string;
  key: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'running' }
  | { kind: 'done'; status: number; type: string | null; body: string };

const scopeWhere = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.accountId, scope.accountId),
    eq(idempotencyKeys.principal, scope.principal),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Takes the key for this request, atomically: a new key, an expired one, or one whose request died
 * holding it (same fingerprint, lock past) is claimed; otherwise the stored row says what to answer.
 */
export async function claimKey(db: Db, scope: IdempotencyScope, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = idempotencySettings.now();
    const lockedUntil = new Date(now.getTime() + idempotencySettings.lockMs);
    const expiresAt = new Date(now.getTime() + idempotencySettings.keepMs);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint, state: 'running', lockedUntil, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountId, idempotencyKeys.principal, idempotencyKeys.key],
        set: {
          fingerprint,
          state: 'running',
          responseStatus: null,
          responseType: null,
          responseBody: null,
          lockedUntil,
          expiresAt,
          createdAt: now,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} <= ${now} or (${idempotencyKeys.state} = 'running'
          and ${idempotencyKeys.lockedUntil} <= ${now} and ${idempotencyKeys.fingerprint} = ${fingerprint})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(scopeWhere(scope));
    // Released between the two statements (the first request failed): try to claim again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.state === 'running') return { kind: 'running' };
    return {
      kind: 'done',
      status: row.responseStatus!,
      type: row.responseType,
      body: row.responseBody ?? '',
    };
  }
  return { kind: 'running' };
}

/** The first answer, kept for the retries. */
export async function storeAnswer(
  db: Db,
  scope: IdempotencyScope,
  answer: { status: number; type: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: answer.status,
      responseType: answer.type,
      responseBody: answer.body,
    })
    .where(and(scopeWhere(scope), eq(idempotencyKeys.state, 'running')));
}

/** The request failed or was abandoned: the key is free for a retry that will run it again. */
export async function releaseKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(scopeWhere(scope), eq(idempotencyKeys.state, 'running')));
}

/** Run by the cleanup job: answers past their 24 hours. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, idempotencySettings.now()))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
