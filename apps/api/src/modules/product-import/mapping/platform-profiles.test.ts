import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { useTestApp, type TestContext } from '../../../test/test-app';
import { fixturePath, importAccount, type ImportClient, productsOf } from '../__fixtures__/client';
import { runImportJob } from '../runs/service';

/**
 * Real platform exports imported with the automatic mapping alone (no change by hand, no
 * missing-entries choice sent): the recognised profile maps them and creates their categories,
 * producers and brands, so rows are created, not rejected.
 */
async function importAuto(ctx: TestContext, api: ImportClient, file: string, format = 'CSV') {
  const uploaded = await api.upload(file, readFileSync(fixturePath(`platforms/${file}`)), format);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const task = uploaded.json();
  const dry = await api.confirm(task.taskId, task.autoMapping);
  expect(dry.statusCode, dry.body).toBe(200);
  const started = await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
  expect(started.statusCode, started.body).toBe(202);
  await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
  const done = (await api.call('GET', `/api/product-import/tasks/${task.taskId}`)).json();
  return { task, dry: dry.json(), done };
}

async function rows(ctx: TestContext, query: ReturnType<typeof sql>) {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const variantsOf = (ctx: TestContext, accountId: string) =>
  rows(
    ctx,
    sql`select p.sku as parent, v.sku, v.ean, v.stock, pp.amount::text as price
    from product_variants v join products p on p.id = v.product_id
    left join product_prices pp on pp.variant_id = v.id
    where v.account_id = ${accountId} order by v.sku`,
  );
const namesIn = async (ctx: TestContext, table: string, accountId: string) =>
  (
    await rows(
      ctx,
      sql`select name from ${sql.identifier(table)} where account_id = ${accountId} order by name`,
    )
  ).map((row) => row.name);

describe('product import: platform exports with automatic mapping only', () => {
  const ctx = useTestApp();

  it('Shopify export: recognised, Handle groups the variants, "1000,00 zł" prices read', async () => {
    const { account, api } = await importAccount(ctx);
    const { task, dry, done } = await importAuto(ctx, api, 'shopify-products-export.csv');
    expect(task.profile).toEqual({ id: 'shopify', name: 'Shopify' });
    expect(task.autoMapping.Type).toBeUndefined();
    // Every product and variant row goes in. Rows carrying only Handle + Image Src (extra images)
    // are the variants engine's to fold into the product's pictures; no row with a SKU is refused.
    expect(dry).toMatchObject({ created: 3 });
    const refusedWithSku = dry.rejectedRows.filter((row: { line: number }) => ![4, 6].includes(row.line));
    expect(refusedWithSku).toEqual([]);
    expect(done).toMatchObject({ created: 3 });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'bidon-stalowy', name: 'Bidon stalowy 0,75 l' },
      { sku: 'plecak-miejski', name: 'Plecak miejski 20 l' },
    ]);
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { parent: 'bidon-stalowy', sku: 'BID-075', ean: '5901234123518', stock: 15, price: '59.90' },
      { parent: 'plecak-miejski', sku: 'PLC-CZ', ean: '5901234123495', stock: 4, price: '1000.00' },
      { parent: 'plecak-miejski', sku: 'PLC-ZI', ean: '5901234123501', stock: 0, price: '1000.00' },
    ]);
    expect(await namesIn(ctx, 'product_categories', account.accountId)).toEqual([
      'Bagaż i torby > Plecaki',
      'Sport > Bidony',
    ]);
    expect(await namesIn(ctx, 'producers', account.accountId)).toEqual(['Turysta']);
  });

  it('WooCommerce export: ID left out, variations under their Parent, categories created', async () => {
    const { account, api } = await importAccount(ctx);
    const { task, dry } = await importAuto(ctx, api, 'woocommerce-export.csv');
    expect(task.profile).toEqual({ id: 'woocommerce', name: 'WooCommerce' });
    expect(task.autoMapping.ID).toBeUndefined();
    expect(task.autoMapping['Tax status']).toBeUndefined();
    expect(dry).toMatchObject({ rejected: 0, rejectedRows: [] });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'woo-czapka', name: 'Czapka wełniana', price: '1000.00', ean: '5901234123488' },
      { sku: 'woo-koszulka', name: 'Koszulka lniana' },
      { sku: 'woo-kubek', name: 'Kubek emaliowany „Las”', price: '29.90', ean: '5901234123471' },
    ]);
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { parent: 'woo-koszulka', sku: 'woo-koszulka-m', ean: '5901234123464', stock: 2, price: '89.00' },
      { parent: 'woo-koszulka', sku: 'woo-koszulka-s', ean: '5901234123457', stock: 5, price: '89.00' },
    ]);
    expect(await namesIn(ctx, 'product_categories', account.accountId)).toEqual([
      'Dom > Kuchnia',
      'Odzież > Dodatki',
      'Odzież > Koszulki',
    ]);
  });

  it('PrestaShop (;): Reference # is the SKU, the gross price, supplier and manufacturer created', async () => {
    const { account, api } = await importAccount(ctx);
    const { task, dry } = await importAuto(ctx, api, 'prestashop-products.csv');
    expect(task.profile).toEqual({ id: 'prestashop', name: 'PrestaShop' });
    expect(dry).toMatchObject({ created: 3, rejected: 0 });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'DZB-1', name: 'Dzbanek szklany', price: '100.00', ean: '5901234123549', stock: 0 },
      {
        sku: 'HRB-SEN-100',
        name: 'Herbata zielona Sencha 100 g',
        price: '24.90',
        ean: '5901234123525',
        stock: 40,
      },
      { sku: 'KAW-1KG', name: 'Kawa ziarnista 1 kg', price: '79.00', ean: '5901234123532', stock: 7 },
    ]);
    expect(await namesIn(ctx, 'suppliers', account.accountId)).toEqual(['Hurtownia Smaków']);
    expect(await namesIn(ctx, 'producers', account.accountId)).toEqual([
      'Herbaciarnia',
      'Palarnia',
      'Szkło Polskie',
    ]);
  });

  it('Google Merchant with Polish headers: identyfikator is the SKU, stan is not the stock, grouped by item group', async () => {
    const { account, api } = await importAccount(ctx);
    const { task, dry } = await importAuto(ctx, api, 'google-merchant-pl.csv');
    expect(task.profile).toEqual({ id: 'google-merchant', name: 'Google Merchant' });
    expect(task.autoMapping.identyfikator).toBe('sku');
    expect(task.autoMapping.stan).toBeUndefined();
    expect(dry).toMatchObject({ rejected: 0, rejectedRows: [] });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'BUTY-TR', name: 'Buty trekkingowe 42' },
      { sku: 'GM-PL-3', name: 'Latarka czołowa', price: '89.99', ean: '5901234123570' },
    ]);
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { parent: 'BUTY-TR', sku: 'GM-PL-1', ean: '5901234123556', stock: 0, price: '349.00' },
      { parent: 'BUTY-TR', sku: 'GM-PL-2', ean: '5901234123563', stock: 0, price: '349.00' },
    ]);
    expect(await namesIn(ctx, 'brands', account.accountId)).toEqual(['Góral', 'Lumen']);
  });

  it('Ceneo XML: offer id is the SKU, cat is the category NAME (created), attrs give producer and EAN', async () => {
    const { account, api } = await importAccount(ctx);
    const { task, dry } = await importAuto(ctx, api, 'ceneo-offers.xml', 'XML');
    expect(task.profile).toEqual({ id: 'ceneo', name: 'Ceneo' });
    expect(task.autoMapping).toMatchObject({ id: 'sku', cat: 'categoryName' });
    expect(dry).toMatchObject({ created: 3, rejected: 0 });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: '1201', name: 'Lampa stołowa „Łuk”', price: '149.99', ean: '5901234123457', stock: 8 },
      { sku: '1202', name: 'Żarówka LED E27 9 W', price: '39.00', ean: '5901234123464', stock: 0 },
      { sku: '1203', name: 'Lampa podłogowa — zestaw', price: '1000.00', ean: '5901234123471', stock: 2 },
    ]);
    expect(await namesIn(ctx, 'product_categories', account.accountId)).toEqual([
      'Dom i ogród/Oświetlenie/Lampy stojące',
      'Dom i ogród/Oświetlenie/Lampy stołowe',
      'Dom i ogród/Oświetlenie/Żarówki',
    ]);
  });

  it('a missing-entries choice sent with the dry run still wins over the profile', async () => {
    const { api } = await importAccount(ctx);
    const uploaded = await api.upload(
      'ceneo.xml',
      readFileSync(fixturePath('platforms/ceneo-offers.xml')),
      'XML',
    );
    const task = uploaded.json();
    const dry = await api.call('POST', `/api/product-import/tasks/${task.taskId}/confirm`, {
      mapping: task.autoMapping,
      missingEntries: { categories: 'reject' },
    });
    expect(task.autoMapping.cat).toBe('categoryName');
    expect(dry.json()).toMatchObject({ created: 0, rejected: 3 });
    expect(dry.json().rejectedRows[0]).toMatchObject({
      line: 2,
      reason: rowMessages.categoryMissing('Dom i ogród/Oświetlenie/Lampy stołowe'),
    });
  });
});
