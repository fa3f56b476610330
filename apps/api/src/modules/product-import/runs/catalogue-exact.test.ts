import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../../test/test-app';
import { addDefaults, fixturePath, importClient, type ImportClient } from '../__fixtures__/client';
import type { LogEntryView as LogEntry } from '@zaplecze/contract/product-import/product-import-api';
import { runImportJob } from './service';

/** Issue 22: what the platforms' own exports carry is stored on create, a re-import changes nothing, rollbacks are exact. */

const shopifyMapping = {
  Handle: 'parentSku',
  Title: 'name',
  'Body (HTML)': 'longDescription',
  'Option1 Name': 'variantOption[1].name',
  'Option1 Value': 'variantOption[1].value',
  'Option2 Name': 'variantOption[2].name',
  'Option2 Value': 'variantOption[2].value',
  'Variant SKU': 'sku',
  'Variant Inventory Qty': 'stock',
  'Variant Price': 'price.amount',
  'Variant Barcode': 'ean',
  'Image Src': 'pictures[0].url',
};
const wooMapping = {
  SKU: 'sku',
  Name: 'name',
  Description: 'longDescription',
  Stock: 'stock',
  'Regular price': 'price.amount',
  Parent: 'parentSku',
  'Attribute 1 name': 'variantOption[1].name',
  'Attribute 1 value(s)': 'variantOption[1].value',
};
const ceneoMapping = {
  id: 'sku',
  name: 'name',
  price: 'price.amount',
  stock: 'stock',
  desc: 'longDescription',
};
const prestaMapping = { Reference: 'sku', Name: 'name', 'Final price': 'price.amount', Quantity: 'stock' };

async function rows<T = Record<string, unknown>>(ctx: TestContext, query: ReturnType<typeof sql>) {
  return (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
}

/** Upload under a file name, dry run, final import; answers the task id and the dry run. */
async function importFile(
  ctx: TestContext,
  api: ImportClient,
  fileName: string,
  bytes: string | Buffer,
  mapping: Record<string, string> | null,
  format = 'CSV',
) {
  const uploaded = await api.upload(fileName, bytes, format);
  expect(uploaded.statusCode).toBe(201);
  const { taskId, autoMapping } = uploaded.json();
  const dry = await api.confirm(taskId, mapping ?? autoMapping);
  expect(dry.statusCode).toBe(200);
  expect((await api.call('POST', `/api/product-import/tasks/${taskId}/import`)).statusCode).toBe(202);
  await runImportJob(ctx.database.db, ctx.app.deps, taskId);
  return { taskId: taskId as string, dry: dry.json() };
}
const fixture = (name: string) => readFileSync(fixturePath(name));

/** Everything of the account's catalogue a rollback must give back, by SKU (ids kept where rows stay). */
async function catalogue(ctx: TestContext, accountId: string) {
  const products = await rows(
    ctx,
    sql`select to_jsonb(p) - 'version' - 'modified_at' - 'modified_by' as row from products p where account_id = ${accountId} order by sku`,
  );
  const variants = await rows(
    ctx,
    sql`select to_jsonb(v) - 'version' - 'modified_at' as row from product_variants v where account_id = ${accountId} order by sku`,
  );
  const prices = await rows(
    ctx,
    sql`select p.sku, v.sku as variant, pp.price_list_id, pp.amount::text from product_prices pp join products p on p.id = pp.product_id
        left join product_variants v on v.id = pp.variant_id where pp.account_id = ${accountId} order by 1, 2`,
  );
  const stock = await rows(
    ctx,
    sql`select p.sku, v.sku as variant, l.warehouse_id, l.on_hand, l.reserved from stock_levels l join products p on p.id = l.product_id
        left join product_variants v on v.id = l.variant_id where l.account_id = ${accountId} and l.on_hand <> 0 order by 1, 2`,
  );
  const parameters = await rows(
    ctx,
    sql`select name, "values" from product_parameters where account_id = ${accountId} order by name`,
  );
  return {
    products: products.rows,
    variants: variants.rows,
    prices: prices.rows,
    stock: stock.rows,
    parameters: parameters.rows,
  };
}

async function variantsOf(ctx: TestContext, accountId: string) {
  return (
    await rows(
      ctx,
      sql`select v.sku, v.stock, pp.amount::text as price
          from product_variants v left join product_prices pp on pp.variant_id = v.id
          where v.account_id = ${accountId} order by v.sku`,
    )
  ).rows;
}
async function productsOf(ctx: TestContext, accountId: string) {
  return (
    await rows(
      ctx,
      sql`select sku, type, price::text as price, stock, long_description as "longDescription", pictures
          from products where account_id = ${accountId} order by sku`,
    )
  ).rows;
}

describe('product import: real exports stored on create, re-imports change nothing', () => {
  const ctx = useTestApp();

  // A fresh account has no warehouse and no price list yet: the file's stock and prices used to be dropped.
  it('Shopify export: variant prices, stock and axes stored on create; description sanitised; identical re-import = no-op', async () => {
    const account = await createAccount(ctx);
    const api = importClient(ctx, account);
    const first = await importFile(
      ctx,
      api,
      'products_export.csv',
      fixture('shopify-export.csv'),
      shopifyMapping,
    );
    // The image-only row adds its picture to the product, after the first row's.
    expect(first.dry).toMatchObject({ created: 3, rejected: 0 });
    expect(first.dry.newEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'utworzy domyślny magazyn: Magazyn główny' }),
        expect.objectContaining({ text: 'utworzy domyślny cennik: Cennik podstawowy' }),
      ]),
    );
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { sku: 'BLUZA-CZ-M', stock: 0, price: '159.00' },
      { sku: 'BLUZA-SZ-L', stock: 2, price: '149.00' },
      { sku: 'BLUZA-SZ-M', stock: 4, price: '149.00' },
    ]);
    const [parent] = await productsOf(ctx, account.accountId);
    // The products module's rule: a Variable product shows its variants' lowest price.
    expect(parent).toMatchObject({ sku: 'bluza-kaptur', type: 'Variable', stock: 6, price: '149.00' });
    expect(parent!.longDescription).toBe('<p>Ciepła bluza.</p>');
    expect(parent!.pictures).toEqual([
      { url: 'https://cdn.example.com/bluza-1.jpg', description: '' },
      { url: 'https://cdn.example.com/bluza-2.jpg', description: '' },
    ]);

    const again = await importFile(
      ctx,
      api,
      'products_export.csv',
      fixture('shopify-export.csv'),
      shopifyMapping,
    );
    expect(again.dry).toMatchObject({ created: 0, updated: 0, unchanged: 4, rejected: 0 });
    expect(again.dry.diffs).toEqual([]);
  });

  it('WooCommerce export: variation prices (Regular price) and Stock stored on create; identical re-import = no-op', async () => {
    const account = await createAccount(ctx);
    const api = importClient(ctx, account);
    const first = await importFile(ctx, api, 'wc-product-export.csv', fixture('woo-export.csv'), wooMapping);
    expect(first.dry).toMatchObject({ created: 4, rejected: 0 });
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { sku: 'KUBEK-B', stock: 12, price: '20.00' },
      { sku: 'KUBEK-N', stock: 5, price: '22.50' },
    ]);
    expect(await productsOf(ctx, account.accountId)).toEqual([
      expect.objectContaining({
        sku: 'KUBEK',
        type: 'Variable',
        stock: 17,
        longDescription: '<p>Ręcznie malowany.</p>',
      }),
      expect.objectContaining({ sku: 'PODSTAWKA', price: '9.90', stock: 30 }),
    ]);
    const again = await importFile(ctx, api, 'wc-product-export.csv', fixture('woo-export.csv'), wooMapping);
    expect(again.dry).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it('PrestaShop (;) Quantity and Ceneo stock attribute stored on create; identical re-imports = no-op', async () => {
    const account = await createAccount(ctx);
    const api = importClient(ctx, account);
    await importFile(ctx, api, 'products.csv', fixture('prestashop-products.csv'), prestaMapping);
    expect((await productsOf(ctx, account.accountId)).map((p) => [p.sku, p.price, p.stock])).toEqual([
      ['PS-DLUG', '4.00', 0],
      ['PS-NOTES', '13.00', 160],
      ['PS-ZAKL', '5.00', 42],
    ]);
    const again = await importFile(
      ctx,
      api,
      'products.csv',
      fixture('prestashop-products.csv'),
      prestaMapping,
    );
    expect(again.dry).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

    const ceneo = await importFile(ctx, api, 'ceneo.xml', fixture('ceneo.xml'), ceneoMapping, 'XML');
    expect(ceneo.dry).toMatchObject({ created: 2 });
    expect((await productsOf(ctx, account.accountId)).find((p) => p.sku === 'CEN-1')).toMatchObject({
      stock: 8,
    });
    const ceneoAgain = await importFile(ctx, api, 'ceneo.xml', fixture('ceneo.xml'), ceneoMapping, 'XML');
    expect(ceneoAgain.dry).toMatchObject({ created: 0, updated: 0 });
  });

  it('a first import into an account with prices but no price list keeps those prices', async () => {
    const account = await createAccount(ctx);
    const api = importClient(ctx, account);
    await importFile(ctx, api, 'a.csv', 'sku;name;cena\nOLD-1;Stary;12,50\n', {
      sku: 'sku',
      name: 'name',
      cena: 'price.amount',
    });
    await importFile(ctx, api, 'b.csv', 'sku;name;stan\nNEW-1;Nowy;3\n', {
      sku: 'sku',
      name: 'name',
      stan: 'stock',
    });
    expect((await productsOf(ctx, account.accountId)).map((p) => [p.sku, p.price, p.stock])).toEqual([
      ['NEW-1', null, 3],
      ['OLD-1', '12.50', 0],
    ]);
  });
});

describe('product import: rollbacks across runs', () => {
  const ctx = useTestApp();

  const woo2 = [
    'ID,Type,SKU,Name,Published,Short description,Description,In stock?,Stock,Regular price,Sale price,Categories,Parent,Attribute 1 name,Attribute 1 value(s)',
    '101,variable,KUBEK,Kubek ceramiczny XL,1,Kubek 500 ml,<p>Nowy opis</p>,1,,,,Kuchnia,,Kolor,"Biały, Zielony"',
    '102,variation,KUBEK-B,Kubek ceramiczny - Biały,1,,,1,3,25.00,,,KUBEK,Kolor,Zielony',
    '105,variation,KUBEK-Z,Kubek ceramiczny - Zielony,1,,,1,8,21.00,,,KUBEK,Kolor,Zielony',
    '104,simple,PODSTAWKA,Podstawka korkowa,1,,<p>Korek naturalny</p>,1,31,10.90,,Kuchnia,,,',
    '106,simple,SERWETKA,Serwetka lniana,1,,,1,4,7.00,,Kuchnia,,,',
    '107,simple,PRZED-1,Produkt sprzed importów - zmieniony,1,,,1,9,99.00,,,,,',
  ].join('\n');

  it('A, then A′ over it: A cannot be rolled back first (409 naming A′); A′ then A roll back to exactly the catalogue before A', async () => {
    const account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    const api = importClient(ctx, account);
    await importFile(ctx, api, 'przed.csv', 'sku;name;cena;stan\nPRZED-1;Produkt sprzed importów;50;2\n', {
      sku: 'sku',
      name: 'name',
      cena: 'price.amount',
      stan: 'stock',
    });
    const before = await catalogue(ctx, account.accountId);

    const a = await importFile(ctx, api, 'woo-a.csv', fixture('woo-export.csv'), wooMapping);
    expect(a.dry).toMatchObject({ created: 4 });
    const afterA = await catalogue(ctx, account.accountId);
    const a2 = await importFile(ctx, api, 'woo-a2.csv', woo2, wooMapping);
    expect(a2.dry).toMatchObject({ created: 2, updated: 4, rejected: 0 });
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      { sku: 'KUBEK-B', stock: 3, price: '25.00' },
      { sku: 'KUBEK-N', stock: 5, price: '22.50' },
      { sku: 'KUBEK-Z', stock: 8, price: '21.00' },
    ]);

    // The log tells the truth before anyone tries: A and the run before it wait for A′; A′ can go.
    const logEntries = async () =>
      new Map(
        ((await api.call('GET', '/api/product-import/logs?limit=100')).json().items as LogEntry[]).map(
          (entry) => [entry.fileName, { canRollback: entry.canRollback, blockedBy: entry.rollbackBlockedBy }],
        ),
      );
    const a2Blocker = [{ id: a2.taskId, fileName: 'woo-a2.csv', created: expect.any(String) }];
    expect(await logEntries()).toEqual(
      new Map([
        ['woo-a2.csv', { canRollback: true, blockedBy: [] }],
        ['woo-a.csv', { canRollback: false, blockedBy: a2Blocker }],
        ['przed.csv', { canRollback: false, blockedBy: a2Blocker }],
      ]),
    );
    const details = (await api.call('GET', `/api/product-import/logs/${a.taskId}`)).json();
    expect(details.entry).toMatchObject({ canRollback: false, rollbackBlockedBy: a2Blocker });

    const refused = await api.call('POST', `/api/product-import/logs/${a.taskId}/rollback`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /^Nie można cofnąć tego importu: późniejszy import „woo-a2\.csv” z \d\d\.\d\d\.\d{4} \d\d:\d\d zmienił te same produkty/,
    );
    expect(await catalogue(ctx, account.accountId)).not.toEqual(afterA);

    const undoA2 = await api.call('POST', `/api/product-import/logs/${a2.taskId}/rollback`);
    expect(undoA2.json()).toMatchObject({ restored: 4, deleted: 2, skipped: [] });
    expect(await catalogue(ctx, account.accountId)).toEqual(afterA);
    expect(await logEntries()).toEqual(
      new Map([
        ['woo-a2.csv', { canRollback: false, blockedBy: [] }],
        ['woo-a.csv', { canRollback: true, blockedBy: [] }],
        // woo-a.csv never touched what przed.csv imported: nothing stands in its way any more.
        ['przed.csv', { canRollback: true, blockedBy: [] }],
      ]),
    );

    const undoA = await api.call('POST', `/api/product-import/logs/${a.taskId}/rollback`);
    expect(undoA.statusCode).toBe(200);
    expect(undoA.json()).toMatchObject({ restored: 0, deleted: 4, skipped: [] });
    // The variant parameter A created (Kolor) goes too: nothing uses it any more.
    expect(await catalogue(ctx, account.accountId)).toEqual(before);
  });

  it('a person’s edit between two runs still counts: the older rollback leaves that product alone', async () => {
    const account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    const api = importClient(ctx, account);
    const mapping = { sku: 'sku', name: 'name' };
    const a = await importFile(ctx, api, 'a.csv', 'sku;name\nE-1;Jeden\nE-2;Dwa\n', mapping);
    await ctx.database.db.execute(
      sql`update products set name = 'Ręcznie', version = version + 1 where sku = 'E-2' and account_id = ${account.accountId}`,
    );
    const b = await importFile(ctx, api, 'b.csv', 'sku;name\nE-1;Jeden B\nE-2;Dwa B\n', mapping);
    expect((await api.call('POST', `/api/product-import/logs/${b.taskId}/rollback`)).json()).toMatchObject({
      restored: 2,
      skipped: [],
    });
    const undoA = (await api.call('POST', `/api/product-import/logs/${a.taskId}/rollback`)).json();
    expect(undoA).toMatchObject({ deleted: 1, skipped: [expect.objectContaining({ sku: 'E-2', line: 3 })] });
    expect((await productsOf(ctx, account.accountId)).map((p) => p.sku)).toEqual(['E-2']);
  });
});
