import type { Db } from '../db/client';
import { findLoginUser } from '../modules/accounts/service';
import { ensureBuiltInFilters } from '../modules/orders/saved-filters';
import { seedCompany } from './company';
import { seedDemoStaff } from './demo-staff';
import { generateOrders } from './orders-generator';
import { seedProductDictionaries } from './product-dictionaries';

export const demoCredentials = {
  username: 'demo',
  email: 'demo@zaplecze.pl',
  password: 'Demo!Zaplecze1',
} as const;

export const demoOrderCount = 300;

/**
 * The demo company 'Sklep Demo Sp. z o.o.' on Profil 2 Extended, whose administrator logs in
 * at once, with ~300 orders across its statuses so the orders list looks alive, four staff users
 * with different roles and two weeks of history. Idempotent: returns false and changes nothing
 * when the demo user already exists.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await findLoginUser(db, { username: demoCredentials.username })) return false;
  const { accountId, userId } = await seedCompany(db, {
    ...demoCredentials,
    displayName: 'Administrator Demo',
    companyName: 'Sklep Demo Sp. z o.o.',
    vatId: '5260001246',
    planId: 'extended',
    licenceDays: 365,
  });
  await generateOrders(db, { accountId, count: demoOrderCount, seed: 2026 });
  await ensureBuiltInFilters(db, accountId);
  const admin = { accountId, adminUserId: userId, adminLabel: 'Administrator Demo' };
  await seedDemoStaff(db, admin, demoCredentials.password);
  await seedProductDictionaries(db, accountId);
  return true;
}
