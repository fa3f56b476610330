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

/**
 * Five custom fields of `admin`'s account, one per type, and one of `other`'s; products A-1 and B-2 with
 * every value, C-3 with values stored before the fields were number/date (an old import: must not break
 * a query), D-4 with none, and one product of `other` (`otherSku`) with values of its own.
 */
export async function seedCustomFieldCatalogue(
  ctx: TestContext,
  admin: TestUser,
  other: TestUser,
  otherSku: string,
) {
  const field = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await apiAs(ctx, user)('POST', '/api/custom-fields', body);
    if (response.statusCode !== 201) throw new Error(`custom field not created: ${response.body}`);
  };
  await field(admin, { key: 'material', label: 'Materiał', type: 'text' });
  await field(admin, { key: 'gwarancja', label: 'Gwarancja (mies.)', type: 'number' });
  await field(admin, { key: 'eko', label: 'Ekologiczny', type: 'boolean' });
  await field(admin, { key: 'kolor', label: 'Kolor', type: 'select', options: ['Czerwony', 'Zielony'] });
  await field(admin, { key: 'premiera', label: 'Data premiery', type: 'date' });
  await field(other, { key: 'obce', label: 'Pole innego konta', type: 'text' });
  await insertProducts(ctx.database.db, admin.accountId, [
    {
      sku: 'A-1',
      name: 'Kubek',
      customFieldValues: {
        material: 'Ceramika szkliwiona',
        gwarancja: '24',
        eko: 'true',
        kolor: 'Czerwony',
        premiera: '2024-05-01',
      },
    },
    {
      sku: 'B-2',
      name: 'Miska',
      customFieldValues: {
        material: 'Stal',
        gwarancja: '6',
        eko: 'false',
        kolor: 'Zielony',
        premiera: '2023-12-31',
      },
    },
    { sku: 'C-3', name: 'Talerz', customFieldValues: { gwarancja: 'dwa lata', premiera: 'wkrótce' } },
    { sku: 'D-4', name: 'Łyżka' },
  ]);
  await insertProducts(ctx.database.db, other.accountId, [
    { sku: otherSku, name: 'Obcy kubek', customFieldValues: { material: 'Ceramika', obce: 'x' } },
  ]);
}
