import type { Db } from '../db/client';
import { orderImportProfiles } from '../modules/order-import/profiles';
import { createSchedule } from '../modules/order-import/schedules';
import { createTemplate } from '../modules/order-import/templates';

/**
 * The demo company's saved orders import mapping (Shopify's export columns) and a paused
 * schedule that would fetch such a file every day: both visible on the orders import page.
 */
export async function seedDemoOrderImportLibrary(db: Db, actor: { accountId: string; userId: string }) {
  const who = { ...actor, ip: null };
  const shopify = orderImportProfiles.find((profile) => profile.id === 'shopify')!;
  const template = await createTemplate(db, who, {
    name: 'Shopify — eksport zamówień',
    format: 'CSV',
    identifier: 'external',
    mode: 'addAndUpdate',
    columns: Object.entries(shopify.columns).map(([column, field]) => ({ column, field })),
  });
  const start = new Date();
  start.setUTCHours(5, 0, 0, 0);
  await createSchedule(db, who, {
    templateId: template.id,
    name: 'Zamówienia ze sklepu Shopify (codziennie)',
    url: 'https://sklep.example.pl/eksport/zamowienia.csv',
    intervalUnit: 'Days',
    intervalValue: 1,
    startTime: start.toISOString(),
    isActive: false,
  });
}
