import type { Favorite } from '@zaplecze/contract/favorites/favorites';
import { encodeListFilter, ordersListPath } from '../../lib/orders-list-url';

/** Where a favourite opens: the order, the product editor, the orders list with the filter, the page. */
export function favoriteHref(favorite: Favorite): string | null {
  if (!favorite.available) return null;
  switch (favorite.kind) {
    case 'order':
      return `/dashboard/orders/${favorite.targetId}`;
    case 'product':
      return `/dashboard/products/${favorite.targetId}`;
    case 'savedFilter':
      return favorite.filter
        ? ordersListPath(new URLSearchParams({ f: encodeListFilter(favorite.filter) }))
        : '/dashboard/orders';
    case 'page':
      return favorite.path;
  }
}
