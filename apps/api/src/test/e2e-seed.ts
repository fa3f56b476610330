import { freePlanId, trialDays } from '@zaplecze/contract/plans/plans';
import { connectPostgres } from '../db/client';
import { seedCompany } from '../seed/company';

/**
 * For the browser journeys (loaded by e2e/support/seed.ts): a company as registration plus the
 * activation link leave it (account active, administrator active, predefined roles, default order
 * statuses, the free trial), written through the API's own seeding code in one transaction, with
 * no page, no mail and no waiting. The journeys of registration and activation themselves still
 * go through the UI and SMTP.
 */
export async function seedActivatedCompany(
  databaseUrl: string,
  company: { username: string; email: string; password: string },
): Promise<{ accountId: string; userId: string }> {
  // A connection per company (a few ms): nothing stays open to keep a Playwright worker alive.
  const database = connectPostgres(databaseUrl, 1);
  try {
    return await seedCompany(database.db, {
      username: company.username,
      email: company.email,
      password: company.password,
      companyName: `Firma ${company.username}`,
      vatId: '5260250274',
      planId: freePlanId,
      licenceDays: trialDays,
    });
  } finally {
    await database.close();
  }
}
