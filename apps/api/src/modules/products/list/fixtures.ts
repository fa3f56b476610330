import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  locations,
  locationTypes,
  priceLists,
  producers,
  productCategories,
  productPrices,
  products,
  stockLevels,
  warehouses,
} from '../../../db/schema/index';
import type { TestContext } from '../../../test/test-app';
import type { TestUser } from '../../../test/auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as one test user. */
export function apiAs(ctx: TestContext, user: Pick<TestUser, 'headers'>) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
}

export type NewProduct = Partial<typeof products.$inferInsert> & { sku: string };

/** Products written straight to the table (the editor's API is another module's). */
export async function insertProducts(db: Db, accountId: string, rows: NewProduct[]) {
  return db
    .insert(products)
    .values(rows.map((row) => ({ name: `Produkt ${row.sku}`, ...row, accountId })))
    .returning();
}

let systemIds = 1;

export async function insertPriceList(
  db: Db,
  accountId: string,
  values: Partial<typeof priceLists.$inferInsert> = {},
) {
  const id = systemIds++;
  const [row] = await db
    .insert(priceLists)
    .values({
      accountId,
      systemId: id,
      hierarchy: id,
      name: `Cennik ${id}`,
      type: 'independent',
      currency: 'PLN',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertWarehouse(db: Db, accountId: string, name: string) {
  const id = systemIds++;
  const [row] = await db
    .insert(warehouses)
    .values({ accountId, systemId: id, name, hierarchyPosition: id })
    .returning();
  return row!;
}

export async function insertLocation(db: Db, accountId: string, warehouseId: string, code: string) {
  const [type] = await db
    .insert(locationTypes)
    .values({ accountId, name: 'Regał', type: 'REGULAR', mode: 'fixed', color: '#3B82F6' })
    .returning();
  const [row] = await db
    .insert(locations)
    .values({ accountId, warehouseId, code, typeId: type!.id, systemId: systemIds++ })
    .returning();
  return row!;
}

export async function setLevel(
  db: Db,
  accountId: string,
  productId: string,
  warehouseId: string,
  onHand: number,
  reserved = 0,
  locationId: string | null = null,
) {
  await db.insert(stockLevels).values({ accountId, productId, warehouseId, onHand, reserved, locationId });
}

export async function setPrice(
  db: Db,
  accountId: string,
  productId: string,
  priceListId: string,
  amount: string,
) {
  await db.insert(productPrices).values({ accountId, productId, priceListId, amount });
}

export async function insertProducer(db: Db, accountId: string, name: string) {
  const [row] = await db
    .insert(producers)
    .values({
      accountId,
      name,
      street: '',
      postalCode: '',
      city: '',
      email: '',
      phoneNumber: '',
      formUrl: '',
    })
    .returning();
  return row!;
}

export async function insertCategory(db: Db, accountId: string, name: string) {
  const [row] = await db.insert(productCategories).values({ accountId, name }).returning();
  return row!;
}

/** `count` products named in order, for paging tests. */
export async function manyProducts(db: Db, accountId: string, count: number, prefix: string) {
  await db.execute(sql`insert into products (account_id, sku, name, price, stock, created_at)
    select ${accountId}::uuid, ${prefix} || '-' || lpad(n::text, 5, '0'), 'Seria ' || ${prefix} || ' ' || lpad(n::text, 5, '0'),
           (n % 100) + 0.99, n % 7, now() - (n || ' minutes')::interval
      from generate_series(1, ${count}) n`);
}
