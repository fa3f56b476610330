import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { skuGenerators } from '../../db/schema/index';

export type SkuGeneratorRow = typeof skuGenerators.$inferSelect;

export async function selectGenerator(db: Db, accountId: string): Promise<SkuGeneratorRow | undefined> {
  const [row] = await db.select().from(skuGenerators).where(eq(skuGenerators.accountId, accountId));
  return row;
}

/** Inserts the account's first pattern; undefined when another request created it meanwhile. */
export async function insertGenerator(
  tx: Db,
  accountId: string,
  fields: { pattern: string; nextNumber: number },
): Promise<SkuGeneratorRow | undefined> {
  const [row] = await tx
    .insert(skuGenerators)
    .values({ accountId, ...fields })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Saves the pattern only when `version` is still the stored one; undefined otherwise. */
export async function updateGenerator(
  tx: Db,
  accountId: string,
  version: number,
  fields: { pattern: string; nextNumber: number },
): Promise<SkuGeneratorRow | undefined> {
  const [row] = await tx
    .update(skuGenerators)
    .set({ ...fields, version: sql`${skuGenerators.version} + 1`, modifiedAt: new Date() })
    .where(sql`${skuGenerators.accountId} = ${accountId} and ${skuGenerators.version} = ${version}`)
    .returning();
  return row;
}

/**
 * Takes the next number: one `UPDATE … RETURNING` on the account's row. The row stays locked
 * until the caller's transaction ends, so concurrent creations queue here and never share a
 * number; a rolled-back creation gives its number back.
 */
export async function takeNumber(
  tx: Db,
  accountId: string,
): Promise<{ pattern: string; number: number } | undefined> {
  const [row] = await tx
    .update(skuGenerators)
    .set({ nextNumber: sql`${skuGenerators.nextNumber} + 1` })
    .where(eq(skuGenerators.accountId, accountId))
    .returning({ pattern: skuGenerators.pattern, number: sql<string>`${skuGenerators.nextNumber} - 1` });
  return row && { pattern: row.pattern, number: Number(row.number) };
}
