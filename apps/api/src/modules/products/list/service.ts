import { pageCount } from '@zaplecze/contract/common/pagination';
import type {
  ProductList,
  ProductListItem,
  productListQuery,
} from '@zaplecze/contract/products/products-list';
import { polishVatRates } from '@zaplecze/contract/vat/vat';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { edgeCursors } from '../../../lib/paging';
import {
  countUpTo,
  decodeProductCursor,
  exactCount,
  pageByCursor,
  pageByPosition,
  sortOf,
  type ListRecord,
  type PageRequest,
} from './repository';
import { buildProductScope, type ProductFilters } from './scope';

type ListQuery = z.output<typeof productListQuery>;

/**
 * `countCap`: up to this many matches are counted before a page answers; past it the count is a
 * lower bound. `offsetReach`: a page asked for by number this many rows from the start or fewer
 * is read by offset over the sort's index without the exact count; farther ones count exactly and
 * read from the nearer end.
 */
export const productListSettings = { countCap: 1_000, offsetReach: 20_000 };

const vatValues = new Map<string, number>(polishVatRates.map((rate) => [rate.id, rate.value ?? 0]));

function toItem(row: ListRecord): ProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    ean: row.ean ?? '',
    name: row.name,
    displayName: row.name,
    type: row.type as ProductListItem['type'],
    status: row.status as ProductListItem['status'],
    pictureUrl: row.picture_url,
    price: row.price === null ? null : { amount: Number(row.price).toFixed(2), currency: row.currency },
    stock: row.stock,
    stockReserved: row.stock_reserved,
    available: row.stock - row.stock_reserved,
    vatRate: vatValues.get(row.vat_rate_id) ?? 0,
    producerName: row.producer_name,
    categoryName: row.category_name,
    variantsCount: row.variants_count,
    created: new Date(row.created_at).toISOString(),
  };
}

/**
 * GET /api/products. The first page and a page travelled to by cursor never wait for an exact
 * count of a broad filter: matches are counted up to `productListSettings.countCap` alongside the page, beyond it the
 * count is a lower bound (`countExact: false`) and GET /api/products/summary counts. A page asked
 * for by number within `offsetReach` rows of the start is read by offset without counting either;
 * a farther one needs the exact count to read its rows from the nearer end; past the last page it
 * answers the last page. A cursor made for another sort is ignored.
 */
export async function listProducts(db: Db, accountId: string, query: ListQuery): Promise<ProductList> {
  const scope = await buildProductScope(db, accountId, query);
  const { sort, direction } = sortOf(query.sort);
  const request: PageRequest = { scope, sort, direction, limit: query.limit };
  const cursor = query.cursor ? decodeProductCursor(query.cursor) : undefined;
  const byCursor = cursor && cursor.sort === sort && cursor.direction === direction ? cursor : undefined;
  const cappedCount = async () => {
    const cap = productListSettings.countCap;
    const counted = await countUpTo(db, scope, cap + 1);
    return counted > cap ? undefined : counted;
  };

  let records: ListRecord[];
  let hasPrev: boolean;
  let hasNext: boolean;
  let page = query.page;
  let count: number | undefined;
  if (byCursor) {
    const [counted, travelled] = await Promise.all([cappedCount(), pageByCursor(db, request, byCursor)]);
    records = travelled.rows;
    hasNext = byCursor.towards === 'next' ? travelled.more : true;
    hasPrev = byCursor.towards === 'prev' ? travelled.more : true;
    count = counted;
  } else if (query.page === 1) {
    const firstPage = () =>
      pageByPosition(db, { ...request, limit: query.limit + 1 }, 0, Number.POSITIVE_INFINITY);
    // An identifier filter matches a few rows: a page that is not full is the count, so it goes first.
    const [counted, rows] = scope.narrow
      ? await firstPage().then(
          async (found) => [found.length > query.limit ? await cappedCount() : undefined, found] as const,
        )
      : await Promise.all([cappedCount(), firstPage()]);
    hasNext = rows.length > query.limit;
    records = rows.slice(0, query.limit);
    hasPrev = false;
    count = hasNext ? counted : records.length;
  } else {
    const offset = (query.page - 1) * query.limit;
    const [counted, near] = await Promise.all([
      cappedCount(),
      // Near the start a page is read by offset without counting everything first.
      offset <= productListSettings.offsetReach
        ? pageByPosition(db, { ...request, limit: query.limit + 1 }, offset, Number.POSITIVE_INFINITY)
        : Promise.resolve([]),
    ]);
    if (counted === undefined && near.length > 0) {
      hasNext = near.length > query.limit;
      records = near.slice(0, query.limit);
      hasPrev = true;
      // The last page tells the count.
      if (!hasNext) count = offset + records.length;
    } else {
      // Far pages (and past the end) are read from the nearer end, which takes the exact count.
      count = counted ?? (await exactCount(db, scope));
      page = Math.max(1, Math.min(query.page, pageCount(count, query.limit)));
      const from = (page - 1) * query.limit;
      records = count === 0 ? [] : await pageByPosition(db, request, from, count);
      hasPrev = from > 0;
      hasNext = from + records.length < count;
    }
  }

  const seen = (page - 1) * query.limit + records.length + (hasNext ? 1 : 0);
  return {
    data: records.map(toItem),
    count: count ?? Math.max(seen, productListSettings.countCap),
    countExact: count !== undefined,
    page,
    limit: query.limit,
    ...edgeCursors(
      { sort, direction },
      records,
      hasPrev && records.length > 0,
      hasNext && records.length > 0,
    ),
  };
}

/** GET /api/products/summary: the exact count of the filtered list. */
export async function productSummary(db: Db, accountId: string, filters: ProductFilters) {
  const scope = await buildProductScope(db, accountId, filters);
  return { count: await exactCount(db, scope) };
}
