import type {
  ProductList,
  ProductListItem,
  productListQuery,
} from '@zaplecze/contract/products/products-list';
import { polishVatRates } from '@zaplecze/contract/vat/vat';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { listPage } from '../../../lib/list-page';
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
  const cap = productListSettings.countCap;
  const { records, ...page } = await listPage({
    sort,
    direction,
    page: query.page,
    limit: query.limit,
    cursor: query.cursor ? decodeProductCursor(query.cursor) : undefined,
    byCursor: (cursor) => pageByCursor(db, request, cursor),
    byPosition: (offset, count, limit) => pageByPosition(db, { ...request, limit }, offset, count),
    count: {
      known: async () => {
        const counted = await countUpTo(db, scope, cap + 1);
        return counted > cap ? undefined : counted;
      },
      exact: () => exactCount(db, scope),
      lowerBound: (seen, hasNext) => Math.max(seen + (hasNext ? 1 : 0), cap),
      lastTravelledPageCounts: false,
      offsetReach: productListSettings.offsetReach,
      // An identifier filter matches a few rows: a page that is not full is the count, so it goes first.
      firstPageBeforeCount: scope.narrow,
    },
  });
  return { data: records.map(toItem), ...page };
}

/** GET /api/products/summary: the exact count of the filtered list. */
export async function productSummary(db: Db, accountId: string, filters: ProductFilters) {
  const scope = await buildProductScope(db, accountId, filters);
  return { count: await exactCount(db, scope) };
}
