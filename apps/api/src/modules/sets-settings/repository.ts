import { eq, sql } from 'drizzle-orm';
import { defaultSetsSettings, type SetsSettingsValues } from '@zaplecze/contract/sets-settings/sets-settings';
import type { Db } from '../../db/client';
import { setsSettings } from '../../db/schema/index';

export type SetsSettingsRow = typeof setsSettings.$inferSelect;

/** The account's row, created with the defaults of spec 002 §4 on first use. */
export async function ensureSetsSettings(db: Db, accountId: string, lock = false): Promise<SetsSettingsRow> {
  await db.insert(setsSettings).values({ accountId, values: defaultSetsSettings }).onConflictDoNothing();
  const query = db.select().from(setsSettings).where(eq(setsSettings.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}

export async function updateSetsSettings(tx: Db, accountId: string, values: SetsSettingsValues) {
  const [row] = await tx
    .update(setsSettings)
    .set({ values, version: sql`${setsSettings.version} + 1`, modifiedAt: new Date() })
    .where(eq(setsSettings.accountId, accountId))
    .returning();
  return row!;
}
