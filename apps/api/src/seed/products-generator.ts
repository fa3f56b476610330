import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema/index';
import { randomSource } from './order-fakes';
import { loadCatalogueContext } from './product-context';
import { fakeProduct, type Numbering } from './product-fakes';
import { insertProductBatch } from './product-insert';
import { seedProductDictionaries } from './product-dictionaries';
import { seedProductParameters } from './product-parameters';
import { seedWarehouseConfiguration } from './warehouses';

/**
 * Fills an account with realistic catalogue products (`npm run seed:products`, the bench): ~10%
 * Variable with 2–5 variants, prices in every independent price list, stock in 2–3 warehouses.
 * Each batch is one transaction of INSERT … SELECT FROM unnest(arrays), one statement per table.
 * A bulk load, not user actions: no audit entries, no plan limit, and stock levels with their
 * denormalised sums are written directly without movement rows. SKUs carry the run's seed
 * (`SMA-<seed>-0000001`), EANs continue after the account's product and variant count.
 */

export interface GenerateProductsOptions {
  accountId: string;
  count: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

const yearMs = 365 * 86_400_000;

/**
 * An account without a catalogue setup gets the demo one: categories, producers, brands and
 * suppliers when it has no categories; parameters when it has none; price lists and warehouses
 * when it has neither.
 */
export async function ensureCatalogueSetup(db: Db, accountId: string): Promise<void> {
  const found = (
    await rowsOf<{ categories: number; parameters: number; lists: number; warehouses: number }>(
      db,
      sql`
    select (select count(*)::int from product_categories where account_id = ${accountId}) as categories,
           (select count(*)::int from product_parameters where account_id = ${accountId}) as parameters,
           (select count(*)::int from price_lists where account_id = ${accountId}) as lists,
           (select count(*)::int from warehouses where account_id = ${accountId}) as warehouses`,
    )
  )[0]!;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) throw new Error('Konto nie ma użytkowników.');
  let categories = new Map<string, string>();
  if (found.categories === 0) categories = await seedProductDictionaries(db, accountId);
  if (found.parameters === 0)
    await seedProductParameters(
      db,
      { accountId, adminUserId: admin.id },
      {
        phones: categories.get('Smartfony'),
        televisions: categories.get('Telewizory'),
      },
    );
  if (found.lists === 0 && found.warehouses === 0)
    await seedWarehouseConfiguration(db, { accountId, userId: admin.id });
}

/** Adds `count` generated products to the account; returns how many were written. */
export async function generateProducts(db: Db, options: GenerateProductsOptions): Promise<number> {
  const ctx = await loadCatalogueContext(db, options.accountId);
  if (ctx.priceLists.length === 0 || ctx.warehouses.length === 0)
    throw new Error('Konto nie ma cennika niezależnego albo magazynu.');
  const seed = options.seed ?? Number.parseInt(randomUUID().slice(0, 8), 16);
  const random = randomSource(seed);
  const existing = await rowsOf<{ n: number }>(
    db,
    sql`
    select ((select count(*) from products where account_id = ${options.accountId})
          + (select count(*) from product_variants where account_id = ${options.accountId}))::int as n`,
  );
  let ean = existing[0]!.n + 1;
  let sequence = 0;
  const tag = seed.toString(36).toUpperCase();
  const numbering: Numbering = {
    sku: (code) => `${code}-${tag}-${String((sequence += 1)).padStart(7, '0')}`,
    nextEan: () => ean++,
  };
  const batchSize = options.batchSize ?? 5000;
  const span = 3 * yearMs;
  const now = Date.now();
  let done = 0;
  while (done < options.count) {
    const size = Math.min(batchSize, options.count - done);
    const batch = Array.from({ length: size }, (_, index) => {
      const fraction = (done + index + random.next()) / options.count;
      return fakeProduct(random, ctx, numbering, new Date(now - span * (1 - fraction)), {
        variableShare: 0.22,
        descriptions: false,
      });
    });
    await db.transaction((tx) => insertProductBatch(tx, options.accountId, null, batch, true));
    done += size;
    options.onProgress?.(done);
  }
  return done;
}
