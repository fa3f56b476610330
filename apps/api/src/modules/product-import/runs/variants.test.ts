import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '@zaplecze/contract/products/products';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../../test/test-app';
import {
  addDefaults,
  importAccount,
  type ImportClient,
  importClient,
  productsOf,
} from '../__fixtures__/client';

const mapping = { handle: 'parentSku', sku: 'sku', name: 'name', cena: 'price.amount', stan: 'stock' };

async function variantsOf(ctx: TestContext, accountId: string) {
  const result = await ctx.database.db.execute(sql`
    select p.sku as parent, p.type, v.sku, v.ean, v.name, v.stock, v.position, pp.amount::text as price
    from product_variants v join products p on p.id = v.product_id
    left join product_prices pp on pp.variant_id = v.id
    where v.account_id = ${accountId} order by v.position`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('product import: one row per variant', () => {
  const ctx = useTestApp();
  let account: TestUser;
  let api: ImportClient;
  beforeAll(async () => ({ account, api } = await importAccount(ctx)));

  it('maps Shopify Handle to the parent SKU and imports 3 variants under one Variable product', async () => {
    const task = (await api.uploadFixture('shopify-variants.csv')).json();
    expect(task.autoMapping).toMatchObject({
      Handle: 'parentSku',
      'Variant SKU': 'sku',
      'Variant Price': 'price.amount',
      'Variant Inventory Qty': 'stock',
    });
    const dry = (await api.confirm(task.taskId, task.autoMapping)).json();
    expect(dry).toMatchObject({ created: 3, updated: 0, rejected: 0, total: 3 });
    expect((await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`)).statusCode).toBe(202);
    const { runImportJob } = await import('./service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);

    // The Variable product shows its variants' lowest price, as the editor keeps it (issue 22).
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'koszulka-basic', name: 'Koszulka Basic', price: '59.00' },
    ]);
    expect(await variantsOf(ctx, account.accountId)).toEqual([
      {
        parent: 'koszulka-basic',
        type: 'Variable',
        sku: 'KOSZ-S',
        ean: '5901234123457',
        name: 'Koszulka Basic',
        stock: 5,
        position: 1,
        price: '59.00',
      },
      {
        parent: 'koszulka-basic',
        type: 'Variable',
        sku: 'KOSZ-M',
        ean: null,
        name: null,
        stock: 0,
        position: 2,
        price: '59.00',
      },
      {
        parent: 'koszulka-basic',
        type: 'Variable',
        sku: 'KOSZ-L',
        ean: null,
        name: null,
        stock: 2,
        position: 3,
        price: '61.50',
      },
    ]);
    const stock = await ctx.database.db.execute(
      sql`select sum(on_hand)::int as total from stock_levels where account_id = ${account.accountId} and variant_id is not null`,
    );
    expect((stock as unknown as { rows: { total: number }[] }).rows).toEqual([{ total: 7 }]);

    const undo = await api.call('POST', `/api/product-import/logs/${task.taskId}/rollback`);
    expect(undo.json()).toMatchObject({ restored: 0, deleted: 4, skipped: [] });
    expect(await variantsOf(ctx, account.accountId)).toEqual([]);
    expect(await productsOf(ctx, account.accountId)).toEqual([]);
  });

  it('a second import updates a variant price with a diff; rollback restores it, then the first rollback removes all', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    await ctx.database.db.execute(
      sql`insert into products (account_id, sku, name) values (${user.accountId}, 'BLUZA', 'Bluza')`,
    );
    const first = await client.importCsv(
      'handle;sku;name;cena;stan\nBLUZA;BLUZA-S;Bluza S;100;3\nBLUZA;BLUZA-M;Bluza M;100;4\n',
      mapping,
    );
    expect(first.dry).toMatchObject({ created: 2, updated: 0 });
    expect((await variantsOf(ctx, user.accountId)).map((v) => [v.type, v.sku, v.price, v.stock])).toEqual([
      ['Variable', 'BLUZA-S', '100.00', 3],
      ['Variable', 'BLUZA-M', '100.00', 4],
    ]);

    const second = await client.importCsv(
      'handle;sku;name;cena;stan\nBLUZA;BLUZA-S;Bluza S;120;3\nBLUZA;BLUZA-M;Bluza M;100;4\n',
      mapping,
    );
    expect(second.dry).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(second.dry.diffs).toEqual([
      { line: 2, key: 'BLUZA › BLUZA-S', changes: ['cena: 100,00 → 120,00'] },
    ]);
    expect((await variantsOf(ctx, user.accountId)).map((v) => v.price)).toEqual(['120.00', '100.00']);

    const undoSecond = await client.call('POST', `/api/product-import/logs/${second.taskId}/rollback`);
    expect(undoSecond.json()).toMatchObject({ restored: 1, deleted: 0, skipped: [] });
    expect((await variantsOf(ctx, user.accountId)).map((v) => v.price)).toEqual(['100.00', '100.00']);

    // The later run was rolled back: its changes and its rollback do not count as edits since (issue 22).
    const undoFirst = await client.call('POST', `/api/product-import/logs/${first.taskId}/rollback`);
    expect(undoFirst.json()).toMatchObject({ restored: 1, deleted: 2, skipped: [] });
    expect(await variantsOf(ctx, user.accountId)).toEqual([]);
    expect(await productsOf(ctx, user.accountId)).toMatchObject([{ sku: 'BLUZA' }]);
    const type = await ctx.database.db.execute(
      sql`select type from products where account_id = ${user.accountId}`,
    );
    expect((type as unknown as { rows: { type: string }[] }).rows).toEqual([{ type: 'Simple' }]);
  });

  it('rejects a variant whose SKU is a product SKU, with its line; modes apply to variants', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    await client.importCsv('sku;name\nKUBEK;Kubek\n', { sku: 'sku', name: 'name' });
    const clash = await client.importCsv(
      'handle;sku;name;cena;stan\nZESTAW;Z-1;Zestaw;10;1\nZESTAW;KUBEK;Zestaw;10;1\n',
      mapping,
    );
    expect(clash.dry).toMatchObject({ created: 1, rejected: 1 });
    expect(clash.dry.rejectedRows).toEqual([
      { line: 3, field: 'sku', reason: productMessages.skuTaken, value: 'KUBEK' },
    ]);
    expect((await variantsOf(ctx, user.accountId)).map((v) => v.sku)).toEqual(['Z-1']);

    const addOnly = await client.importCsv(
      'handle;sku;name;cena\nZESTAW;Z-1;Zestaw;11\nZESTAW;Z-2;Zestaw;12\n',
      mapping,
      'AddOnly',
    );
    expect(addOnly.dry).toMatchObject({ created: 1, updated: 0, rejected: 1 });
    expect(addOnly.dry.rejectedRows[0]).toMatchObject({ line: 2, reason: rowMessages.existsForAdd });
    const updateOnly = await client.importCsv(
      'handle;sku;name;cena\nZESTAW;Z-1;Zestaw;13\nZESTAW;Z-9;Zestaw;14\n',
      mapping,
      'UpdateOnly',
    );
    expect(updateOnly.dry).toMatchObject({ created: 0, updated: 1, rejected: 1 });
    expect(updateOnly.dry.rejectedRows[0]).toMatchObject({ line: 3, reason: rowMessages.notFoundForUpdate });
    expect((await variantsOf(ctx, user.accountId)).map((v) => [v.sku, v.price])).toEqual([
      ['Z-1', '13.00'],
      ['Z-2', '12.00'],
    ]);
  });

  it('WooCommerce-like parent row in the same file becomes the Variable parent; a product row with a variant SKU is rejected', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    const woo = await client.importCsv(
      'handle;sku;name;cena;stan\n;BUT;Buty;;\nBUT;BUT-40;Buty 40;200;1\nBUT;BUT-41;Buty 41;210;2\n',
      mapping,
    );
    expect(woo.dry).toMatchObject({ created: 3, rejected: 0 });
    expect(await productsOf(ctx, user.accountId)).toMatchObject([{ sku: 'BUT', name: 'Buty' }]);
    expect(
      (await variantsOf(ctx, user.accountId)).map((v) => [v.parent, v.type, v.sku, v.price, v.stock]),
    ).toEqual([
      ['BUT', 'Variable', 'BUT-40', '200.00', 1],
      ['BUT', 'Variable', 'BUT-41', '210.00', 2],
    ]);
    const clash = await client.importCsv('sku;name\nBUT-40;Osobny produkt\n', { sku: 'sku', name: 'name' });
    expect(clash.dry.rejectedRows).toEqual([
      { line: 2, field: 'sku', reason: productMessages.skuTaken, value: 'BUT-40' },
    ]);
    expect(await productsOf(ctx, user.accountId)).toHaveLength(1);
  });
});
