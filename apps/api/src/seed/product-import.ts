import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importRuns, importSchedules, importTemplates, products } from '../db/schema/index';
import { confirmMapping, createTaskFromUpload, runImportJob } from '../modules/product-import/service';
import type { ImportFiles } from '../modules/product-import/runs/import-files';

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
        fieldMapping: {
          'Kod produktu': 'sku',
          'Nazwa produktu': 'name',
          EAN: 'ean',
          'Cena brutto': 'price.amount',
          Ilość: 'stock',
          Producent: 'producentName',
        },
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

/**
 * One finished import in the demo's logs: the wholesaler's price list (Polish Excel: ';', prices
 * with a decimal comma) raises the prices and sets the stock of twelve demo products, through the
 * real engine, so the log entry shows its per-field changes and can be rolled back.
 */
export async function seedDemoImportRun(
  db: Db,
  files: ImportFiles,
  actor: { accountId: string; userId: string },
): Promise<void> {
  const picked = await db
    .select({ sku: products.sku, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.accountId, actor.accountId), eq(products.type, 'Simple')))
    .orderBy(asc(products.sku))
    .limit(12);
  if (picked.length === 0) return;
  const lines = picked.map((product, index) => {
    const raised = Math.round(Number(product.price ?? 10) * 1.05 * 100) / 100;
    return [
      product.sku,
      `"${product.name.replaceAll('"', '""')}"`,
      raised.toFixed(2).replace('.', ','),
      10 + index * 3,
    ].join(';');
  });
  const csv = ['Kod produktu;Nazwa produktu;Cena brutto;Ilość', ...lines].join('\r\n');
  const run = await createTaskFromUpload(db, files, actor, 'CSV', {
    filename: 'cennik-hurtownia.csv',
    stream: Readable.from([Buffer.from(csv, 'utf8')]),
  });
  await confirmMapping(db, files, actor, run.id, {
    mapping: {
      'Kod produktu': 'sku',
      'Nazwa produktu': 'name',
      'Cena brutto': 'price.amount',
      Ilość: 'stock',
    },
    importMode: 'UpdateOnly',
    productIdentifier: 'Sku',
  });
  // What startFinalImport does, without the queue: the seed runs the job itself.
  await db.update(importRuns).set({ stage: 'queued', status: 'InProgress' }).where(eq(importRuns.id, run.id));
  await runImportJob(db, files, run.id);
}
