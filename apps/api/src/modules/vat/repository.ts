import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vatSettings } from '../../db/schema/index';

export type VatSettingsRow = typeof vatSettings.$inferSelect;

/** The account's row, created with the defaults on first use; `lock` holds it for a change. */
export async function ensureVatSettings(db: Db, accountId: string, lock = false): Promise<VatSettingsRow> {
  await db.insert(vatSettings).values({ accountId }).onConflictDoNothing();
  const query = db.select().from(vatSettings).where(eq(vatSettings.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}

export async function updateVatSettings(
  tx: Db,
  accountId: string,
  changes: Partial<Pick<VatSettingsRow, 'priceCalculation' | 'ossMappings'>>,
): Promise<VatSettingsRow> {
  const [row] = await tx
    .update(vatSettings)
    .set({ ...changes, version: sql`${vatSettings.version} + 1`, modifiedAt: new Date() })
    .where(eq(vatSettings.accountId, accountId))
    .returning();
  return row!;
}
