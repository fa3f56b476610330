import type { Db } from '../db/client';
import { findLoginUser } from '../modules/accounts/service';
import { seedCompany } from './company';

export const demoCredentials = {
  username: 'demo',
  email: 'demo@zaplecze.pl',
  password: 'Demo!Zaplecze1',
} as const;

/**
 * The demo company 'Sklep Demo Sp. z o.o.' on Profil 2 Extended, whose administrator logs in
 * at once. Idempotent: returns false and changes nothing when the demo user already exists.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await findLoginUser(db, { username: demoCredentials.username })) return false;
  await seedCompany(db, {
    ...demoCredentials,
    displayName: 'Administrator Demo',
    companyName: 'Sklep Demo Sp. z o.o.',
    vatId: '5260001246',
    planId: 'extended',
    licenceDays: 365,
  });
  return true;
}
