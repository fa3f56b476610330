import { freePlanId, trialDays } from '@zaplecze/contract/plans/plans';
import { connectPostgres } from '../db/client';
import { seedCompany } from '../seed/company';
import { seedProductDictionaries } from '../seed/product-dictionaries';
import { seedEventLog } from '../seed/event-log';

/**
 * For the browser journeys (loaded by e2e/support/seed.ts): a company as registration plus the
 * activation link leave it (account active, administrator active, predefined roles, default order
 * statuses, the free trial), written through the API's own seeding code in one transaction, with
 * no page, no mail and no waiting. The journeys of registration and activation themselves still
 * go through the UI and SMTP.
 * `productDictionaries` adds the demo company's producers, brands, suppliers, main categories and
 * GPSR entries, for the product settings journeys that edit those lists beside the seeded rows.
 * `eventLog` adds the demo company's event-log entries (API calls, webhook deliveries, integration events).
 */
export async function seedActivatedCompany(
  databaseUrl: string,
  company: { username: string; email: string; password: string },
  options: { productDictionaries?: boolean; eventLog?: boolean } = {},
): Promise<{ accountId: string; userId: string }> {
  // A connection per company (a few ms): nothing stays open to keep a Playwright worker alive.
  const database = connectPostgres(databaseUrl, 1);
  try {
    const seeded = await seedCompany(database.db, {
      username: company.username,
      email: company.email,
      password: company.password,
      companyName: `Firma ${company.username}`,
      vatId: '5260250274',
      planId: freePlanId,
      licenceDays: trialDays,
    });
    if (options.productDictionaries) await seedProductDictionaries(database.db, seeded.accountId);
    if (options.eventLog) await seedEventLog(database.db, seeded.accountId);
    return seeded;
  } finally {
    await database.close();
  }
}
