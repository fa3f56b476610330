import { describe, expect, it } from 'vitest';
import { isValidEan } from '@zaplecze/contract/products/products';
import { useTestApp } from '../test/test-app';
import { seedCompany } from './company';
import { ensureCatalogueSetup, generateProducts } from './products-generator';

describe('products generator', () => {
  const ctx = useTestApp();
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await ctx.database.executeSql(text, values)).rows as T[];

  it('fills a bare account with unique SKUs and EANs, variants, prices and stock whose sums agree, twice over', async () => {
    const { accountId } = await seedCompany(ctx.database.db, {
      username: 'generator',
      email: 'generator@example.pl',
      password: 'Gen!Erator-1',
      companyName: 'Generator Sp. z o.o.',
    });
    await ensureCatalogueSetup(ctx.database.db, accountId);
    const progress: number[] = [];
    expect(
      await generateProducts(ctx.database.db, {
        accountId,
        count: 500,
        seed: 7,
        batchSize: 200,
        onProgress: (done) => progress.push(done),
      }),
    ).toBe(500);
    expect(progress).toEqual([200, 400, 500]);
    // A second run with another seed must not collide with the first one's SKUs or EANs.
    await generateProducts(ctx.database.db, { accountId, count: 300, seed: 8 });

    const [counts] = await query<Record<string, number>>(
      `
      select count(*)::int as products, count(distinct lower(sku))::int as skus,
             count(*) filter (where type = 'Variable')::int as variable,
             count(*) filter (where price is null)::int as unpriced,
             count(distinct category_id)::int as categories, count(producer_id)::int as with_producer
        from products where account_id = $1`,
      [accountId],
    );
    expect(counts!.products).toBe(800);
    expect(counts!.skus).toBe(800);
    expect(counts!.variable).toBeGreaterThan(800 * 0.05);
    expect(counts!.variable).toBeLessThan(800 * 0.2);
    expect(counts!.unpriced).toBe(0);
    expect(counts!.categories).toBeGreaterThan(15);
    expect(counts!.with_producer).toBeGreaterThan(100);

    const eans = await query<{ ean: string }>(
      `
      select ean from products where account_id = $1 and ean is not null
      union all select ean from product_variants where account_id = $1`,
      [accountId],
    );
    expect(new Set(eans.map((row) => row.ean)).size).toBe(eans.length);
    expect(eans.every((row) => isValidEan(row.ean))).toBe(true);
    const [variantSkus] = await query<{ n: number; distinct: number }>(
      `
      select count(*)::int as n, count(distinct lower(v.sku))::int as distinct from product_variants v
       where v.account_id = $1 and not exists (select 1 from products p where lower(p.sku) = lower(v.sku))`,
      [accountId],
    );
    expect(variantSkus!.n).toBe(variantSkus!.distinct);

    const [mismatch] = await query<{
      products: number;
      variants: number;
      shallow: number;
      orphanPrices: number;
    }>(
      `
      select
        (select count(*)::int from products p where p.account_id = $1
           and p.stock <> coalesce((select sum(on_hand) from stock_levels l where l.product_id = p.id), 0)) as products,
        (select count(*)::int from product_variants v where v.account_id = $1
           and v.stock <> coalesce((select sum(on_hand) from stock_levels l where l.variant_id = v.id), 0)) as variants,
        (select count(*)::int from (select product_id from stock_levels where account_id = $1 group by product_id
           having count(distinct warehouse_id) < 2) x) as shallow,
        (select count(*)::int from product_variants v where v.account_id = $1 and not exists
           (select 1 from product_prices pp where pp.variant_id = v.id)) as "orphanPrices"`,
      [accountId],
    );
    expect(mismatch).toEqual({ products: 0, variants: 0, shallow: 0, orphanPrices: 0 });
    const [variantOnly] = await query<{ n: number }>(
      `
      select count(*)::int as n from stock_levels l join products p on p.id = l.product_id
       where p.account_id = $1 and p.type = 'Variable' and l.variant_id is null`,
      [accountId],
    );
    expect(variantOnly!.n).toBe(0);
  });
});
