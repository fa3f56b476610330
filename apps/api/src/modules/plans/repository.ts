import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountLicences, billingEvents, plans } from '../../db/schema/index';

export type PlanRow = typeof plans.$inferSelect;
export type LicenceRow = typeof accountLicences.$inferSelect;

export async function allPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}

export async function findPlan(db: Db, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

export async function findLicenceWithPlan(db: Db, accountId: string, lock = false) {
  const query = db
    .select({ licence: accountLicences, plan: plans })
    .from(accountLicences)
    .innerJoin(plans, eq(plans.id, accountLicences.planId))
    .where(eq(accountLicences.accountId, accountId));
  const [row] = lock ? await query.for('update', { of: accountLicences }) : await query;
  return row;
}

export async function insertLicence(
  tx: Db,
  licence: { accountId: string; planId: string; status: LicenceRow['status']; validTo: Date },
): Promise<void> {
  await tx.insert(accountLicences).values(licence);
}

export async function updateLicence(
  tx: Db,
  accountId: string,
  values: { planId?: string; status: LicenceRow['status']; validTo: Date },
): Promise<void> {
  await tx
    .update(accountLicences)
    .set({ ...values, modifiedAt: new Date(), version: sql`${accountLicences.version} + 1` })
    .where(eq(accountLicences.accountId, accountId));
}

/** Marks the licences whose time ran out; reads compute the same from valid_to in between. */
export async function expireLicences(db: Db): Promise<number> {
  const rows = await db
    .update(accountLicences)
    .set({ status: 'expired', modifiedAt: new Date() })
    .where(sql`${accountLicences.validTo} <= now() and ${accountLicences.status} <> 'expired'`)
    .returning({ id: accountLicences.id });
  return rows.length;
}

/** Records a provider event once; false when it was already applied (a redelivery). */
export async function claimBillingEvent(
  tx: Db,
  event: { id: string; type: string; accountId: string | null },
) {
  const rows = await tx
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length === 1;
}
