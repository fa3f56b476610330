import type { Db } from '../db/client';
import { findLoginUser } from '../modules/accounts/service';
import { ensureBuiltInFilters } from '../modules/orders/saved-filters/service';
import { seedCompany } from './company';
import { seedDemoShipmentsAndReturns } from './demo-returns';
import { seedDemoProducts } from './demo-products';
import { seedDemoStockLinks } from './demo-stock';
import { seedDemoStaff } from './demo-staff';
import { seedDemoFavorites } from './favorites';
import { seedEventLog } from './event-log';
import { seedDemoFiles } from './files';
import { seedDemoIntegrations } from './integrations';
import { seedLocations } from './locations';
import { generateOrders } from './orders-generator';
import { seedProductParameters } from './product-parameters';
import { seedWarehouseConfiguration } from './warehouses';
import { seedProductDictionaries } from './product-dictionaries';
import { seedDemoImportRun, seedProductImport } from './product-import';
import { seedDemoOrderImport } from './order-import';
import { seedDemoOrderImportLibrary } from './order-import-library';
import type { ImportFiles } from '../modules/product-import/runs/import-files';

export const demoCredentials = {
  username: 'demo',
  email: 'demo@zaplecze.pl',
  password: 'Demo!Zaplecze1',
} as const;

export const demoOrderCount = 300;

/**
 * The demo company 'Sklep Demo Sp. z o.o.' on Profil 3 Professional (unlimited staff, so a visitor
 * can add users beside the four seeded ones), whose administrator logs in
 * at once, with ~300 orders across its statuses so the orders list looks alive, four staff users
 * with different roles and two weeks of history. Idempotent: returns false and changes nothing
 * when the demo user already exists.
 */
export async function seedDemoData(db: Db, files?: ImportFiles): Promise<boolean> {
  if (await findLoginUser(db, { username: demoCredentials.username })) return false;
  const { accountId, userId } = await seedCompany(db, {
    ...demoCredentials,
    displayName: 'Administrator Demo',
    companyName: 'Sklep Demo Sp. z o.o.',
    vatId: '5260001246',
    planId: 'professional',
    licenceDays: 365,
  });
  await generateOrders(db, { accountId, count: demoOrderCount, seed: 2026 });
  await ensureBuiltInFilters(db, accountId);
  const admin = { accountId, adminUserId: userId, adminLabel: 'Administrator Demo' };
  await seedDemoStaff(db, admin, demoCredentials.password);
  const categories = await seedProductDictionaries(db, accountId);
  await seedProductParameters(db, admin, {
    phones: categories.get('Smartfony')!,
    televisions: categories.get('Telewizory')!,
  });
  await seedWarehouseConfiguration(db, { accountId, userId });
  await seedLocations(db, accountId);
  await seedDemoProducts(db, { accountId, userId });
  await seedDemoShipmentsAndReturns(db, { accountId, userId, ip: null });
  await seedDemoStockLinks(db, { accountId, userId, ip: null });
  await seedProductImport(db, { accountId, userId });
  await seedDemoOrderImport(db, { accountId, userId });
  await seedDemoOrderImportLibrary(db, { accountId, userId });
  const demoKeys = await seedDemoIntegrations(db, { accountId, userId });
  await seedEventLog(db, accountId, new Date(), demoKeys);
  await seedDemoFavorites(db, { accountId, userId });
  // The import log's run needs somewhere to keep its file; callers without one (some tests) skip it.
  if (files) await seedDemoImportRun(db, files, { accountId, userId });
  if (files) await seedDemoFiles(db, files.storage, { accountId, userId, ip: null });
  return true;
}
