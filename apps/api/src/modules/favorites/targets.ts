import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FavoriteKind } from '@zaplecze/contract/favorites/favorites';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import type { Db } from '../../db/client';
import { orderSavedFilters, orders, products } from '../../db/schema/index';

/** What a favourite shows of its target, read from the target's own table at the moment of reading. */
export interface TargetView {
  label: string;
  detail: string | null;
  filter: FilterGroup | null;
}

/** The permission a kind's target needs to be read; pages need none of their own. */
export const kindPermission: Record<FavoriteKind, Permission | null> = {
  order: 'oms.read',
  product: 'pim.read',
  savedFilter: 'oms.read',
  page: null,
};

export const orderLabel = (no: number) => `Zamówienie #${no}`;

/**
 * The targets of one kind that the user can see in the account, by id: one indexed query per kind
 * (a user keeps at most 200 favourites). Missing ids were deleted, or — for a saved filter — are no
 * longer shared with the user.
 */
export async function readTargets(
  db: Db,
  viewer: { accountId: string; userId: string },
  kind: Exclude<FavoriteKind, 'page'>,
  ids: string[],
): Promise<Map<string, TargetView>> {
  const found = new Map<string, TargetView>();
  if (ids.length === 0) return found;
  if (kind === 'order') {
    const rows = await db
      .select({ id: orders.id, no: orders.no, customerName: orders.customerName })
      .from(orders)
      .where(and(eq(orders.accountId, viewer.accountId), inArray(orders.id, ids)));
    for (const row of rows)
      found.set(row.id, { label: orderLabel(row.no), detail: row.customerName || null, filter: null });
  } else if (kind === 'product') {
    const rows = await db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(eq(products.accountId, viewer.accountId), inArray(products.id, ids)));
    for (const row of rows) found.set(row.id, { label: row.name || row.sku, detail: row.sku, filter: null });
  } else {
    const rows = await db
      .select({
        id: orderSavedFilters.id,
        name: orderSavedFilters.name,
        rootGroup: orderSavedFilters.rootGroup,
      })
      .from(orderSavedFilters)
      .where(
        and(
          eq(orderSavedFilters.accountId, viewer.accountId),
          inArray(orderSavedFilters.id, ids),
          or(
            eq(orderSavedFilters.userId, viewer.userId),
            eq(orderSavedFilters.shared, true),
            isNull(orderSavedFilters.userId),
          ),
        ),
      );
    for (const row of rows) found.set(row.id, { label: row.name, detail: null, filter: row.rootGroup });
  }
  return found;
}
