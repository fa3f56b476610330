import type { Db } from '../db/client';
import { setStockLevels } from '../modules/stock/set-levels';
import { randomSource } from './order-fakes';
import { loadCatalogueContext } from './product-context';
import { fakeProduct, type FakeProduct, type Numbering } from './product-fakes';
import { insertProductBatch } from './product-insert';

export const demoProductCount = 300;

/**
 * About 300 products of the demo company over its categories, producers, brands and suppliers:
 * half of those in categories with a variant axis have 2–5 variants, prices in the independent
 * price lists, stock in 2–3 warehouses set through the stock service (so every level has its
 * movement), bundled pictures. Deterministic; SKUs are `<category code>-0001`, EANs 590… with
 * valid check digits. Needs the dictionaries, parameters and warehouses seeded first.
 */
export async function seedDemoProducts(db: Db, actor: { accountId: string; userId: string }): Promise<void> {
  const ctx = await loadCatalogueContext(db, actor.accountId);
  const random = randomSource(14);
  const counters = new Map<string, number>();
  let ean = 1;
  const numbering: Numbering = {
    sku: (code) => {
      const next = (counters.get(code) ?? 0) + 1;
      counters.set(code, next);
      return `${code}-${String(next).padStart(4, '0')}`;
    },
    nextEan: () => ean++,
  };
  const now = Date.now();
  const names = new Set<string>();
  const products: FakeProduct[] = [];
  for (let attempt = 0; products.length < demoProductCount && attempt < demoProductCount * 20; attempt += 1) {
    const createdAt = new Date(now - (demoProductCount - products.length) * 7_200_000);
    const product = fakeProduct(random, ctx, numbering, createdAt, {
      variableShare: 0.5,
      descriptions: true,
      customFieldValues: { gwarancja_miesiace: '24' },
    });
    // Distinct names read better in a demo list; a repeat is drawn again.
    if (names.has(product.name)) continue;
    names.add(product.name);
    products.push(product);
  }
  await db.transaction(async (tx) => {
    await insertProductBatch(tx, actor.accountId, actor.userId, products, false);
    const rows = products.flatMap((product) =>
      product.levels.map((level) => ({ productId: product.id, ...level })),
    );
    await setStockLevels(tx, actor, rows, { kind: 'adjustment', reason: 'Stan początkowy' });
  });
}
