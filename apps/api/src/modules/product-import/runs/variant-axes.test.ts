import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../../test/test-app';
import { addDefaults, importAccount, importClient, type ImportClient } from '../__fixtures__/client';

/** Axes as the editor stores them, shown by parameter name. */
async function axesOf(ctx: TestContext, accountId: string) {
  const result = await ctx.database.db.execute(sql`
    select v.sku, (select jsonb_object_agg(p.name, a.value) from jsonb_each_text(v.axes) a join product_parameters p on p.id::text = a.key) as axes
    from product_variants v where v.account_id = ${accountId} order by v.sku`);
  return Object.fromEntries(
    (result as unknown as { rows: { sku: string; axes: Record<string, string> | null }[] }).rows.map(
      (row) => [row.sku, row.axes],
    ),
  );
}
async function parametersOf(ctx: TestContext, accountId: string) {
  const result = await ctx.database.db.execute(sql`
    select name, type, used_in_variants as "usedInVariants", "values" from product_parameters where account_id = ${accountId} order by name`);
  return (
    result as unknown as {
      rows: { name: string; type: string; usedInVariants: boolean; values: { value: string }[] }[];
    }
  ).rows.map((row) => ({
    ...row,
    values: row.values.map((value) => value.value),
  }));
}

// Shopify: the option names only on a product's first row, values on every row; HTML over lines in Body.
const shopify = [
  'Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty,Variant Barcode',
  'bluza-kaptur,Bluza z kapturem,"<p>Ciepła,',
  'z kieszenią</p>",Marka PL,Kolor,Czerwony,Rozmiar,S,BK-CZ-S,149.00,3,5901234123457',
  'bluza-kaptur,,,,,Czerwony,,M,BK-CZ-M,149.00,2,',
  'bluza-kaptur,,,,,niebieski,,S,BK-NB-S,149.00,0,5.90123E+12',
].join('\n');

// WooCommerce: the parent row and one row per variation naming its parent; attributes named on every row.
const woo = [
  'Type;SKU;Parent;Name;Attribute 1 name;Attribute 1 value(s);Regular price;Stock',
  'variable;KUB;;Kubek emaliowany;Kolor;Biały, Czarny;;',
  'variation;KUB-B;KUB;Kubek biały;Kolor;Biały;"29,90";10',
  'variation;KUB-C;KUB;Kubek czarny;Kolor;Czarny;"29,90";4',
].join('\n');

describe('product import: variant axes from the file', () => {
  const ctx = useTestApp();
  let account: TestUser;
  let api: ImportClient;
  beforeAll(async () => ({ account, api } = await importAccount(ctx)));

  it('Shopify: option pairs map to variant parameters created on import; the dry run names them', async () => {
    const task = (await api.upload('products_export.csv', shopify)).json();
    expect(task.autoMapping).toMatchObject({
      'Option1 Name': 'variantOption[1].name',
      'Option1 Value': 'variantOption[1].value',
      'Option2 Name': 'variantOption[2].name',
      'Option2 Value': 'variantOption[2].value',
      Handle: 'parentSku',
      'Variant SKU': 'sku',
    });
    // 'rejectRow': the variant with a mangled EAN is refused (with 'skipField' it would go in without the EAN).
    const dry = (
      await api.confirm(task.taskId, task.autoMapping, 'AddAndUpdate', 'Sku', {
        fieldErrorPolicy: 'rejectRow',
      })
    ).json();
    expect(dry).toMatchObject({ created: 2, rejected: 1 });
    expect(dry.rejectedRows).toEqual([
      expect.objectContaining({ line: 4, field: 'ean', reason: rowMessages.eanScientific }),
    ]);
    expect(dry.newEntries).toEqual(
      expect.arrayContaining([
        {
          dictionary: 'product_parameters',
          count: 2,
          names: ['Kolor', 'Rozmiar'],
          text: 'utworzy 2 nowe parametry wariantów: Kolor, Rozmiar',
        },
      ]),
    );
    expect(await parametersOf(ctx, account.accountId)).toEqual([]);

    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    const { runImportJob } = await import('./service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await axesOf(ctx, account.accountId)).toEqual({
      'BK-CZ-M': { Kolor: 'Czerwony', Rozmiar: 'M' },
      'BK-CZ-S': { Kolor: 'Czerwony', Rozmiar: 'S' },
    });
    expect(await parametersOf(ctx, account.accountId)).toEqual([
      { name: 'Kolor', type: 'ONE_SELECT', usedInVariants: true, values: ['Czerwony'] },
      { name: 'Rozmiar', type: 'ONE_SELECT', usedInVariants: true, values: ['S', 'M'] },
    ]);
  });

  it('a changed axis shows in the diff by name and the rollback restores it', async () => {
    const run = await api.importCsv('handle;sku;kolor\nbluza-kaptur;BK-CZ-M;Zielony\n', {
      handle: 'parentSku',
      sku: 'sku',
      kolor: 'variantAxis.Kolor',
    });
    expect(run.dry.diffs).toEqual([
      {
        line: 2,
        key: 'bluza-kaptur › BK-CZ-M',
        changes: ['osie wariantu: Kolor=Czerwony, Rozmiar=M → Kolor=Zielony, Rozmiar=M'],
      },
    ]);
    expect((await axesOf(ctx, account.accountId))['BK-CZ-M']).toEqual({ Kolor: 'Zielony', Rozmiar: 'M' });
    expect((await parametersOf(ctx, account.accountId))[0]!.values).toEqual(['Czerwony', 'Zielony']);
    expect((await api.call('POST', `/api/product-import/logs/${run.taskId}/rollback`)).json()).toMatchObject({
      restored: 1,
    });
    expect((await axesOf(ctx, account.accountId))['BK-CZ-M']).toEqual({ Kolor: 'Czerwony', Rozmiar: 'M' });
  });

  it('WooCommerce: the parent row becomes Variable, variations get their axis; existing values keep their spelling', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    await ctx.database.db.execute(sql`
      insert into product_parameters (account_id, name, type, used_in_variants, "values")
      values (${user.accountId}, 'kolor', 'ONE_SELECT', true, '[{"value":"biały","en":null,"de":null}]')`);
    const task = (await client.upload('wc-product-export.csv', woo)).json();
    expect(task.autoMapping).toMatchObject({
      Parent: 'parentSku',
      'Attribute 1 name': 'variantOption[1].name',
      'Attribute 1 value(s)': 'variantOption[1].value',
    });
    // Woo's Type column ('variable', 'variation') is mapped too: a variation row is a variant.
    expect(task.autoMapping).toMatchObject({ Type: 'type' });
    const dry = (await client.confirm(task.taskId, task.autoMapping)).json();
    expect(dry).toMatchObject({ created: 3, rejected: 0, newEntries: [] });
    await client.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    const { runImportJob } = await import('./service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await axesOf(ctx, user.accountId)).toEqual({
      'KUB-B': { kolor: 'biały' },
      'KUB-C': { kolor: 'Czarny' },
    });
    const parent = await ctx.database.db.execute(
      sql`select type from products where account_id = ${user.accountId} and sku = 'KUB'`,
    );
    expect((parent as unknown as { rows: { type: string }[] }).rows).toEqual([{ type: 'Variable' }]);
  });

  it('Google Merchant: items grouped by g:item_group_id carry g:color and g:size', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    const item = (id: string, color: string, size: string) =>
      `<item><g:id>${id}</g:id><g:item_group_id>BUTY</g:item_group_id><g:title>Buty trekkingowe</g:title><g:price>299.00 PLN</g:price><g:color>${color}</g:color><g:size>${size}</g:size></item>`;
    const feed = `<?xml version="1.0" encoding="UTF-8"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>Sklep</title>${item('BUTY-42', 'Brązowy', '42')}${item('BUTY-43', 'Brązowy', '43')}</channel></rss>`;
    const task = (await client.upload('feed.xml', feed, 'XML')).json();
    expect(task.autoMapping).toMatchObject({
      'g:item_group_id': 'parentSku',
      'g:color': 'variantAxis.Kolor',
      'g:size': 'variantAxis.Rozmiar',
    });
    await client.confirm(task.taskId, task.autoMapping);
    await client.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    const { runImportJob } = await import('./service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await axesOf(ctx, user.accountId)).toEqual({
      'BUTY-42': { Kolor: 'Brązowy', Rozmiar: '42' },
      'BUTY-43': { Kolor: 'Brązowy', Rozmiar: '43' },
    });
  });

  it('a parameter that exists but is not used in variants refuses the row, naming it', async () => {
    const user = await createAccount(ctx);
    const client = importClient(ctx, user);
    await ctx.database.db.execute(
      sql`insert into product_parameters (account_id, name, type) values (${user.accountId}, 'Materiał', 'TEXT')`,
    );
    const run = await client.importCsv('parent;sku;name;material\nP-1;P-1-A;Poduszka;len\n', {
      parent: 'parentSku',
      sku: 'sku',
      name: 'name',
      material: 'variantAxis.Materiał',
    });
    expect(run.dry.rejectedRows).toEqual([
      {
        line: 2,
        field: 'variantAxis.Materiał',
        reason: rowMessages.axisNotVariant('Materiał'),
        value: 'len',
      },
    ]);
  });
});
