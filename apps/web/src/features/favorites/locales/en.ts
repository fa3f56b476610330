import type { favoritesPl } from './pl';

export const favoritesEn: typeof favoritesPl = {
  favorites: {
    title: 'Favourites',
    subtitle: 'Your starred orders, products, saved filters and pages. Only you see them.',
    search: 'Search favourites',
    searchPlaceholder: 'Name, order number, customer, SKU',
    loadError: 'Could not load favourites.',
    empty: 'No favourites yet. Star an order, a product, a saved filter or a page to keep it at hand here.',
    noMatches: 'No favourites match the search.',
    count: 'Favourites: {{count}} of {{limit}}',
    unavailable: 'Deleted or unavailable',
    open: 'Open',
    remove: 'Remove from favourites',
    removeTitle: 'Remove from favourites?',
    removeMessage: '“{{label}}” will leave your favourites. The item itself stays unchanged.',
    removeConfirm: 'Remove',
    removed: 'Removed from favourites.',
    removeFailed: 'Could not remove from favourites.',
    kinds: {
      order: 'Orders',
      product: 'Products',
      savedFilter: 'Saved filters',
      page: 'Pages',
    },
  },
};
