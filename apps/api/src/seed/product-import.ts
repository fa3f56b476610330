import type { Db } from '../db/client';
import { importSchedules, importTemplates } from '../db/schema/index';

/** Demo import templates (Polish Excel export, Google Merchant feed) and one inactive nightly schedule. */
export async function seedProductImport(db: Db, actor: { accountId: string; userId: string }): Promise<void> {
  const [excel] = await db
    .insert(importTemplates)
    .values([
      {
        accountId: actor.accountId,
        name: 'Eksport z Excela (hurtownia)',
        format: 'CSV',
        importMode: 'AddAndUpdate',
        productIdentifier: 'Sku',
        fieldMapping: { 'Kod produktu': 'sku', 'Nazwa produktu': 'name', EAN: 'ean', 'Cena brutto': 'price.amount', 'Ilość': 'stock', Producent: 'producentName' },
      },
      {
        accountId: actor.accountId,
        name: 'Google Merchant (feed XML)',
        format: 'XML',
        importMode: 'UpdateOnly',
        productIdentifier: 'Sku',
        fieldMapping: { 'g:id': 'sku', 'g:title': 'name', 'g:price': 'price.amount', 'g:gtin': 'ean' },
      },
    ])
    .returning();
  const start = new Date();
  start.setUTCHours(2, 0, 0, 0);
  await db.insert(importSchedules).values({
    accountId: actor.accountId,
    userId: actor.userId,
    templateId: excel!.id,
    name: 'Cennik hurtowni — co noc',
    url: 'https://hurtownia.example.com/cennik.csv',
    intervalUnit: 'Days',
    intervalValue: 1,
    startTime: start,
    nextRunAt: new Date(start.getTime() + 86_400_000),
    isActive: false,
  });
}
