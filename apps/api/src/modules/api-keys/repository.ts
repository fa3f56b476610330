import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/index';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function findApiKeys(db: Db, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
}

export async function findApiKey(
  db: Db,
  accountId: string,
  id: string,
  forUpdate = false,
): Promise<ApiKeyRow | undefined> {
  const query = db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The key whose current or (rotated-out) previous secret has this hash. */
export async function findApiKeyByHash(db: Db, hash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(or(eq(apiKeys.secretHash, hash), eq(apiKeys.previousSecretHash, hash)));
  return row;
}

export async function liveNameTaken(db: Db, accountId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        isNull(apiKeys.revokedAt),
        sql`lower(${apiKeys.name}) = lower(${name})`,
      ),
    );
  return !!row;
}

export async function insertApiKey(tx: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

export async function updateApiKey(
  tx: Db,
  row: ApiKeyRow,
  values: Partial<typeof apiKeys.$inferInsert>,
): Promise<ApiKeyRow> {
  const [saved] = await tx
    .update(apiKeys)
    .set({ ...values, version: row.version + 1, modifiedAt: new Date() })
    .where(eq(apiKeys.id, row.id))
    .returning();
  return saved!;
}

/** Stamps the last use unless a stamp newer than `staleBefore` is there (one write a minute at most). */
export async function touchApiKey(db: Db, id: string, at: Date, ip: string | null, staleBefore: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

export async function countActiveApiKeys(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > ${now}`),
      ),
    );
  return row?.total ?? 0;
}
