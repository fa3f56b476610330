import { databaseUrl } from './environment';

/** Extra seeded data: `productDictionaries` = the demo company's producers, brands, suppliers, categories, GPSR. */
export interface SeedOptions {
  productDictionaries?: boolean;
  /** The demo company's event-log entries (seed/event-log.ts). */
  eventLog?: boolean;
}

/** What apps/api/src/test/e2e-seed.ts exports (typed here so `tsc` does not check the API again). */
interface Seeding {
  seedActivatedCompany(
    databaseUrl: string,
    company: { username: string; email: string; password: string },
    options?: SeedOptions,
  ): Promise<{ accountId: string; userId: string }>;
}

// A computed specifier: Playwright loads the API's TypeScript at run time; tsc leaves it to the api project.
const seedingModule = new URL('../../apps/api/src/test/e2e-seed.ts', import.meta.url).href;
let seeding: Promise<Seeding> | undefined;

/** An activated company on its free trial in the e2e database, through the API's own seeding code. */
export async function seedActivatedCompany(
  company: { username: string; email: string; password: string },
  options: SeedOptions = {},
) {
  seeding ??= import(seedingModule) as Promise<Seeding>;
  return (await seeding).seedActivatedCompany(databaseUrl, company, options);
}
