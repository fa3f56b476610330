import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { allPermissions } from '@zaplecze/contract/roles/permissions';
import type { Db } from '../db/client';
import { orderSavedFilters, orders, products } from '../db/schema/index';
import { addFavorite } from '../modules/favorites/service';

/**
 * A few favourites of the demo administrator, so the sidebar's 'Ulubione' and its page show
 * something: two recent orders, two products, the first built-in saved filter and the webhooks page.
 */
export async function seedDemoFavorites(db: Db, owner: { accountId: string; userId: string }) {
  const viewer = { ...owner, permissions: allPermissions };
  const recentOrders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.accountId, owner.accountId))
    .orderBy(desc(orders.no))
    .limit(2);
  const someProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, owner.accountId))
    .orderBy(asc(products.sku))
    .limit(2);
  const [filter] = await db
    .select({ id: orderSavedFilters.id })
    .from(orderSavedFilters)
    .where(and(eq(orderSavedFilters.accountId, owner.accountId), isNotNull(orderSavedFilters.builtInKey)))
    .orderBy(asc(orderSavedFilters.builtInKey))
    .limit(1);
  await addFavorite(db, viewer, {
    kind: 'page',
    path: '/dashboard/integrations/webhooks',
    label: 'Webhooki · Integracje',
  });
  if (filter) await addFavorite(db, viewer, { kind: 'savedFilter', targetId: filter.id });
  for (const { id } of someProducts) await addFavorite(db, viewer, { kind: 'product', targetId: id });
  for (const { id } of recentOrders.reverse()) await addFavorite(db, viewer, { kind: 'order', targetId: id });
}
