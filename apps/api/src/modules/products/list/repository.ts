import { sql, type SQL } from 'drizzle-orm';
import { productListMessages, type ProductSortField } from '@zaplecze/contract/products/products-list';
import type { Db } from '../../../db/client';
import { producers, productCategories, products, productVariants } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { polishOrder } from '../../../lib/collation';
import {
  afterCursor,
  decodeCursor,
  orderByKey,
  positionWindow,
  scansAscending,
  type Cursor,
  type SortKey,
} from '../../../lib/paging';
import { rowsOf } from '../../../db/rows';
import type { ProductScope } from './scope';

/**
 * The products list's pages (keyset and position paging of lib/paging.ts, as the orders list):
 * the page's ids and sort keys are found first, the rest joined for those rows only.
 */

export type SortName = 'created' | 'name' | 'sku' | 'price' | 'stock';

export function sortOf(field: ProductSortField): { sort: SortName; direction: 'asc' | 'desc' } {
  return field.startsWith('-')
    ? { sort: field.slice(1) as SortName, direction: 'desc' }
    : { sort: field as SortName, direction: 'asc' };
}

const sortNames: Record<SortName, true> = { created: true, name: true, sku: true, price: true, stock: true };

function sortKeyOf(sort: SortName, scope: ProductScope): SortKey {
  switch (sort) {
    case 'name':
      return { column: polishOrder(sql`${products.name}`), cast: 'text', unique: false };
    case 'sku':
      return { column: sql`lower(${products.sku})`, cast: 'text', unique: true };
    case 'price':
      return { column: sql`coalesce(${scope.price}, 0)`, cast: 'numeric', unique: false };
    case 'stock':
      return { column: sql`(${scope.stock})`, cast: 'int4', unique: false };
    default:
      return { column: sql`${products.createdAt}`, cast: 'timestamptz', unique: false };
  }
}

export type ProductCursor = Cursor<SortName>;

export const decodeProductCursor = (text: string): ProductCursor =>
  decodeCursor(
    text,
    sortNames,
    () =>
      new AppError('VALIDATION_FAILED', productListMessages.invalidCursor, {
        cursor: productListMessages.invalidCursor,
      }),
  );

export interface ListRecord {
  id: string;
  sku: string;
  ean: string | null;
  name: string;
  type: string;
  status: string;
  picture_url: string | null;
  price: string | null;
  currency: string;
  stock: number;
  stock_reserved: number;
  vat_rate_id: string;
  producer_name: string | null;
  category_name: string | null;
  variants_count: number;
  created_at: string | Date;
  sort_key: string;
}

export interface PageRequest {
  scope: ProductScope;
  sort: SortName;
  direction: 'asc' | 'desc';
  limit: number;
}

const id = sql`${products.id}`;

/** The rows of the page's ids, with what the list shows, in the page's order. */
function withDetails(request: PageRequest, page: SQL, ascending: boolean): SQL {
  const { scope } = request;
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  return sql`select ${products.id} as id, ${products.sku} as sku, ${products.ean} as ean, ${products.name} as name,
      ${products.type} as type, ${products.status} as status, (${products.pictures}->0->>'url') as picture_url,
      (${scope.price})::text as price, ${scope.currency} as currency, (${scope.stock})::int as stock,
      (${scope.reserved})::int as stock_reserved, ${products.vatRateId} as vat_rate_id,
      (select ${producers.name} from ${producers} where ${producers.id} = ${products.producerId}) as producer_name,
      (select ${productCategories.name} from ${productCategories} where ${productCategories.id} = ${products.categoryId}) as category_name,
      (select count(*)::int from ${productVariants} where ${productVariants.productId} = ${products.id}) as variants_count,
      ${products.createdAt} as created_at, page.sort_key
    from (${page}) page join ${products} on ${products.id} = page.id
    order by page.sort_value ${dir}, page.id ${dir}`;
}

const keysOf = (spec: SortKey, where: SQL, ascending: boolean, limit: number, offset = 0) =>
  sql`select ${products.id} as id, ${spec.column}::text as sort_key, ${spec.column} as sort_value
        from ${products} where ${where}
       order by ${orderByKey(spec, id, ascending)} limit ${limit}${offset > 0 ? sql` offset ${offset}` : sql``}`;

/** Rows after (or before) the cursor's row; `more` tells whether the travel can go on. */
export async function pageByCursor(
  db: Db,
  request: PageRequest,
  cursor: ProductCursor,
): Promise<{ rows: ListRecord[]; more: boolean }> {
  const spec = sortKeyOf(request.sort, request.scope);
  const ascending = scansAscending(request.direction, cursor.towards);
  const where = sql`${request.scope.where} and ${afterCursor(spec, id, cursor, ascending)}`;
  const rows = await rowsOf<ListRecord>(
    db,
    withDetails(request, keysOf(spec, where, ascending, request.limit + 1), ascending),
  );
  const more = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  return { rows: cursor.towards === 'next' ? page : page.reverse(), more };
}

/** The rows at `offset` of `count` matching rows, counted from whichever end is nearer. */
export async function pageByPosition(
  db: Db,
  request: PageRequest,
  offset: number,
  count: number,
): Promise<ListRecord[]> {
  const spec = sortKeyOf(request.sort, request.scope);
  const window = positionWindow(offset, count, request.limit, request.direction === 'asc');
  const rows = await rowsOf<ListRecord>(
    db,
    withDetails(
      request,
      keysOf(spec, request.scope.where, window.scanAscending, window.take, window.skip),
      window.scanAscending,
    ),
  );
  return window.fromEnd ? rows.reverse() : rows;
}

/** How many products match, counting at most `cap` (a broad filter is not counted through). */
export async function countUpTo(db: Db, scope: ProductScope, cap: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} where ${scope.where} limit ${cap}) matching`,
  );
  return row!.n;
}

export async function exactCount(db: Db, scope: ProductScope): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${products} where ${scope.where}`,
  );
  return row!.n;
}
