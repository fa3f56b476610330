import { sql, type SQL } from 'drizzle-orm';
import { orderMessages, type OrderSortField } from '@zaplecze/contract/orders';
import type { Db } from '../../../db/client';
import { orderProducts, orders } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import type { ListRecord } from '../mapping';
import { rowsOf } from '../repository';

/**
 * Paging of the orders list. Next/previous travel by keyset: the opaque cursor holds the sort key
 * and id of the edge row, so any depth costs one index descent. A page reached without a cursor
 * (a bookmark, 'last page') is found by position from the nearer end, on ids only (a deferred
 * join), so the cost is bounded by half the matching rows and is small near either end.
 */

interface SortSpec {
  column: SQL;
  cast: string;
  /** A unique key needs no id tie-breaker. */
  unique: boolean;
}

const sorts: Record<OrderSortField, SortSpec> = {
  createdAt: { column: sql`${orders.createdAt}`, cast: 'timestamptz', unique: false },
  number: { column: sql`${orders.no}`, cast: 'int4', unique: true },
  value: { column: sql`${orders.totalGross}`, cast: 'numeric', unique: false },
  clientName: { column: sql`${orders.customerName}`, cast: 'text', unique: false },
};

/** The sort column of a list order as the text a cursor's key holds (for previous/next of one order). */
export const sortKeyOf = (sort: OrderSortField): SQL => sql`${sorts[sort].column}::text`;

export interface Cursor {
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  key: string;
  id: string;
  towards: 'next' | 'prev';
}

export function encodeCursor(cursor: Cursor): string {
  const { sort, direction, key, id, towards } = cursor;
  return Buffer.from(JSON.stringify([sort, direction, key, id, towards])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const [sort, direction, key, id, towards] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const valid =
      sort in sorts &&
      (direction === 'asc' || direction === 'desc') &&
      typeof key === 'string' &&
      /^[0-9a-f-]{36}$/.test(id) &&
      (towards === 'next' || towards === 'prev');
    if (valid) return { sort, direction, key, id, towards };
  } catch {
    // falls through to the 400 below
  }
  throw new AppError('VALIDATION_FAILED', orderMessages.invalidCursor, {
    cursor: orderMessages.invalidCursor,
  });
}

const listColumns = sql`${orders.id} as id, ${orders.no} as no, ${orders.externalId} as external_id,
  ${orders.statusId} as status_id, ${orders.source} as source, ${orders.createdAt} as created_at,
  ${orders.customerName} as customer_name, ${orders.email} as email, ${orders.totalGross}::text as total_gross,
  ${orders.currency} as currency, ${orders.deliveryMethod} as delivery_method, ${orders.paymentMethod} as payment_method,
  (${orders.deliveryAddress}->>'country') as country, ${orders.isCancelled} as is_cancelled,
  (${orders.archivedAt} is not null) as archived, ${orders.customerComment} as customer_comment,
  ${orders.version} as version`;

function orderBy(spec: SortSpec, ascending: boolean): SQL {
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  return spec.unique ? sql`${spec.column} ${dir}` : sql`${spec.column} ${dir}, ${orders.id} ${dir}`;
}

export interface PageRequest {
  where: SQL;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  limit: number;
}

/**
 * The page's rows with their first three product lines and line count, in one statement: the
 * lines are looked up for the page's rows only, after the limit.
 */
function withLines(spec: SortSpec, page: SQL, ascending: boolean): SQL {
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  return sql`select page.*,
      coalesce((select json_agg(json_build_object('name', line.name, 'sku', line.sku, 'quantity', line.quantity)
                                order by line.position)
                  from (select name, sku, quantity, position from ${orderProducts}
                         where order_id = page.id order by position limit 3) line), '[]'::json) as lines,
      (select count(*)::int from ${orderProducts} where order_id = page.id) as product_count
    from (${page}) page
    order by page.sort_value ${dir}${spec.unique ? sql`` : sql`, page.id ${dir}`}`;
}

const pageColumns = (spec: SortSpec) =>
  sql`${listColumns}, ${spec.column}::text as sort_key, ${spec.column} as sort_value`;

const selectPage = (spec: SortSpec, where: SQL, ascending: boolean, limit: number) =>
  withLines(
    spec,
    sql`select ${pageColumns(spec)} from ${orders} where ${where} order by ${orderBy(spec, ascending)} limit ${limit}`,
    ascending,
  );

/** Rows after (or before) the cursor's row; `more` tells whether the travel can go on. */
export async function pageByCursor(
  db: Db,
  request: PageRequest,
  cursor: Cursor,
): Promise<{ rows: ListRecord[]; more: boolean }> {
  const spec = sorts[request.sort];
  const forward = cursor.towards === 'next';
  const ascending = (request.direction === 'asc') === forward;
  const op = sql.raw(ascending ? '>' : '<');
  const key = sql`${cursor.key}::${sql.raw(spec.cast)}`;
  const after = spec.unique
    ? sql`${spec.column} ${op} ${key}`
    : sql`(${spec.column}, ${orders.id}) ${op} (${key}, ${cursor.id}::uuid)`;
  const rows = await rowsOf<ListRecord>(
    db,
    selectPage(spec, sql`${request.where} and ${after}`, ascending, request.limit + 1),
  );
  const more = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  return { rows: forward ? page : page.reverse(), more };
}

/** The rows at `offset` of `count` matching rows, counted from whichever end is nearer. */
export async function pageByPosition(
  db: Db,
  request: PageRequest,
  offset: number,
  count: number,
): Promise<ListRecord[]> {
  const spec = sorts[request.sort];
  const ascending = request.direction === 'asc';
  const fromEnd = offset > count / 2;
  const take = fromEnd ? Math.min(request.limit, count - offset) : request.limit;
  const skip = fromEnd ? count - offset - take : offset;
  const scanAscending = fromEnd ? !ascending : ascending;
  const query =
    skip === 0
      ? selectPage(spec, request.where, scanAscending, take)
      : withLines(
          spec,
          sql`select ${pageColumns(spec)} from ${orders}
               where ${orders.id} in (select ${orders.id} from ${orders} where ${request.where}
                                      order by ${orderBy(spec, scanAscending)} limit ${take} offset ${skip})`,
          scanAscending,
        );
  const rows = await rowsOf<ListRecord>(db, query);
  return fromEnd ? rows.reverse() : rows;
}

export function edgeCursors(
  request: PageRequest,
  rows: ListRecord[],
  hasPrev: boolean,
  hasNext: boolean,
): { nextCursor: string | null; prevCursor: string | null } {
  const make = (row: ListRecord | undefined, towards: Cursor['towards']) =>
    row
      ? encodeCursor({
          sort: request.sort,
          direction: request.direction,
          key: row.sort_key,
          id: row.id,
          towards,
        })
      : null;
  return {
    nextCursor: hasNext ? make(rows[rows.length - 1], 'next') : null,
    prevCursor: hasPrev ? make(rows[0], 'prev') : null,
  };
}
