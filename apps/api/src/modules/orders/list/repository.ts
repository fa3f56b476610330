import { sql, type SQL } from 'drizzle-orm';
import { orderMessages, type OrderSortField } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../../db/client';
import { orderProducts, orders } from '../../../db/schema/index';
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
import type { ListRecord } from '../mapping';
import { rowsOf } from '../../../db/rows';

/** The orders list's pages (keyset and position paging of lib/paging.ts), each a deferred join (`selectPage`). */

const sorts: Record<OrderSortField, SortKey> = {
  createdAt: { column: sql`${orders.createdAt}`, cast: 'timestamptz', unique: false },
  number: { column: sql`${orders.no}`, cast: 'int4', unique: true },
  value: { column: sql`${orders.totalGross}`, cast: 'numeric', unique: false },
  clientName: { column: polishOrder(sql`${orders.customerName}`), cast: 'text', unique: false },
};

const id = sql`${orders.id}`;

/** The sort column of a list order as the text a cursor's key holds (for previous/next of one order). */
export const sortKeyOf = (sort: OrderSortField): SQL => sql`${sorts[sort].column}::text`;

export type OrderCursor = Cursor<OrderSortField>;

export const decodeOrderCursor = (text: string): OrderCursor =>
  decodeCursor(
    text,
    sorts,
    () =>
      new AppError('VALIDATION_FAILED', orderMessages.invalidCursor, { cursor: orderMessages.invalidCursor }),
  );

const listColumns = sql`${orders.id} as id, ${orders.no} as no, ${orders.externalId} as external_id,
  ${orders.statusId} as status_id, ${orders.source} as source, ${orders.createdAt} as created_at,
  ${orders.customerName} as customer_name, ${orders.email} as email, ${orders.totalGross}::text as total_gross,
  ${orders.currency} as currency, ${orders.deliveryMethod} as delivery_method, ${orders.paymentMethod} as payment_method,
  (${orders.deliveryAddress}->>'country') as country, ${orders.isCancelled} as is_cancelled,
  (${orders.archivedAt} is not null) as archived, ${orders.customerComment} as customer_comment,
  ${orders.version} as version`;

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
function withLines(spec: SortKey, page: SQL, ascending: boolean): SQL {
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

const pageColumns = (spec: SortKey) =>
  sql`${listColumns}, ${spec.column}::text as sort_key, ${spec.column} as sort_value`;

/**
 * A page as a deferred join: the ids of the page's rows first, by the sort key, then their columns.
 * The inner select reads only what the conditions and the sort name, so a covering index answers
 * it without the table (migration 0047: the phone number along the date index, and the order's
 * date by id for the orders of a product line); the table is read for the page's rows only.
 */
const selectPage = (spec: SortKey, where: SQL, ascending: boolean, take: number, skip = 0) =>
  withLines(
    spec,
    sql`select ${pageColumns(spec)} from ${orders}
         where ${orders.id} = any(array(select ${orders.id} from ${orders} where ${where}
                                        order by ${orderByKey(spec, id, ascending)}
                                        limit ${take}${skip > 0 ? sql` offset ${skip}` : sql``}))`,
    ascending,
  );

/** Rows after (or before) the cursor's row; `more` tells whether the travel can go on. */
export async function pageByCursor(
  db: Db,
  request: PageRequest,
  cursor: OrderCursor,
): Promise<{ rows: ListRecord[]; more: boolean }> {
  const spec = sorts[request.sort];
  const ascending = scansAscending(request.direction, cursor.towards);
  const rows = await rowsOf<ListRecord>(
    db,
    selectPage(
      spec,
      sql`${request.where} and ${afterCursor(spec, id, cursor, ascending)}`,
      ascending,
      request.limit + 1,
    ),
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
  const spec = sorts[request.sort];
  const { fromEnd, take, skip, scanAscending } = positionWindow(
    offset,
    count,
    request.limit,
    request.direction === 'asc',
  );
  const query = selectPage(spec, request.where, scanAscending, take, skip);
  const rows = await rowsOf<ListRecord>(db, query);
  return fromEnd ? rows.reverse() : rows;
}
