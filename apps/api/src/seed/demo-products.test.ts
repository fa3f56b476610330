import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidEan } from '@zaplecze/contract/products/products';
import { apiRoot } from '../paths';
import { useTestApp } from '../test/test-app';
import { seedDemoData } from './demo';
import { demoProductCount } from './demo-products';

describe('demo products', () => {
  const ctx = useTestApp();
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await ctx.database.executeSql(text, values)).rows as T[];

  it('seeds the demo catalogue: products with valid EANs, variants, statuses, tags and bundled pictures', async () => {
    expect(await seedDemoData(ctx.database.db)).toBe(true);
    const products = await query<{
      ean: string | null;
      type: string;
      status: string;
      tags: string[];
      pictures: { url: string }[];
      name: string;
      category_id: string | null;
      producer_id: string | null;
    }>('select ean, type, status, tags, pictures, name, category_id, producer_id from products');
    expect(products).toHaveLength(demoProductCount);
    const variants = await query<{ ean: string; product_id: string }>(
      'select ean, product_id from product_variants',
    );
    const eans = [...products.map((p) => p.ean).filter((ean) => ean !== null), ...variants.map((v) => v.ean)];
    expect(eans.every((ean) => isValidEan(ean!))).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
    const variable = products.filter((p) => p.type === 'Variable');
    expect(variable.length).toBeGreaterThan(20);
    const perProduct = new Map<string, number>();
    for (const v of variants) perProduct.set(v.product_id, (perProduct.get(v.product_id) ?? 0) + 1);
    expect(perProduct.size).toBe(variable.length);
    expect([...perProduct.values()].every((n) => n >= 2 && n <= 5)).toBe(true);
    const statuses = products.map((p) => p.status);
    expect(statuses.filter((s) => s === 'Active' || s === 'Published').length).toBeGreaterThan(
      demoProductCount * 0.7,
    );
    expect(statuses).toContain('Draft');
    expect(statuses).toContain('Archived');
    expect(products.filter((p) => p.tags.length > 0).length).toBeGreaterThan(30);
    expect(new Set(products.map((p) => p.name)).size).toBe(demoProductCount);
    expect(new Set(products.map((p) => p.category_id)).size).toBeGreaterThan(15);
    expect(products.filter((p) => p.producer_id).length).toBeGreaterThan(50);
    for (const url of new Set(products.map((p) => p.pictures[0]!.url))) {
      expect(url).toMatch(/^\/demo-products\/[a-z]+\.webp$/);
      expect(existsSync(path.resolve(apiRoot, '../web/public', url.slice(1)))).toBe(true);
    }
  });

  it('gives every product a gross price in the default list equal to products.price, variants their own', async () => {
    const missing = await query(`
      select p.id from products p
        join price_lists l on l.account_id = p.account_id and l.is_default
        left join product_prices pp on pp.product_id = p.id and pp.variant_id is null and pp.price_list_id = l.id
       where pp.amount is null or p.price is distinct from pp.amount`);
    expect(missing).toEqual([]);
    const unpricedVariants = await query(`
      select v.id from product_variants v join price_lists l on l.account_id = v.account_id and l.is_default
       where not exists (select 1 from product_prices pp where pp.variant_id = v.id and pp.price_list_id = l.id)`);
    expect(unpricedVariants).toEqual([]);
    const [euro] = await query<{ n: number }>(`
      select count(*)::int as n from product_prices pp join price_lists l on l.id = pp.price_list_id
       where l.currency = 'EUR'`);
    expect(euro!.n).toBeGreaterThan(demoProductCount / 2);
  });

  it('keeps stock consistent: levels in 2–3 warehouses, on-hand explained by the movements (the seeded adjustment, then the sales of demo orders), sums on products and variants', async () => {
    const [sums] = await query<{
      products: number;
      variants: number;
      movements: number;
      warehouses: number;
    }>(`
      select
        (select count(*)::int from products p where p.stock <> coalesce((select sum(on_hand) from stock_levels l where l.product_id = p.id), 0)) as products,
        (select count(*)::int from product_variants v where v.stock <> coalesce((select sum(on_hand) from stock_levels l where l.variant_id = v.id), 0)) as variants,
        (select count(*)::int from stock_levels l where l.on_hand <> coalesce((select sum(on_hand_delta) from stock_movements m
           where m.product_id = l.product_id and m.variant_id is not distinct from l.variant_id and m.warehouse_id = l.warehouse_id), 0)) as movements,
        (select count(*)::int from (select product_id from stock_levels group by product_id
           having count(distinct warehouse_id) not between 2 and 3) odd) as warehouses`);
    expect(sums).toEqual({ products: 0, variants: 0, movements: 0, warehouses: 0 });
    const [spread] = await query<{ zero: number; low: number; plenty: number }>(`
      select count(*) filter (where stock = 0)::int as zero, count(*) filter (where stock between 1 and 4)::int as low,
             count(*) filter (where stock >= 5)::int as plenty from products`);
    expect(spread!.zero + spread!.low).toBeGreaterThan(0);
    expect(spread!.plenty).toBeGreaterThan(demoProductCount / 2);
    const [levels] = await query<{ zero: number; low: number }>(`
      select count(*) filter (where on_hand = 0)::int as zero, count(*) filter (where on_hand between 1 and 4)::int as low from stock_levels`);
    expect(levels!.zero).toBeGreaterThan(0);
    expect(levels!.low).toBeGreaterThan(0);
  });
});
