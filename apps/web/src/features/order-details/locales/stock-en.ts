import type { orderStockPl } from './stock-pl';

export const orderStockEn: typeof orderStockPl = {
  orderDetails: {
    catalog: {
      search: 'Search the catalogue',
      placeholder: 'Name, SKU or EAN',
      hint: 'Pick a catalogue product or type the line by hand below.',
      noResults: 'No results',
      failed: 'Could not search the catalogue',
      available: 'available: {{count}}',
      noPrice: 'no price',
      linked: 'From the catalogue: {{sku}}',
      unlink: 'Unlink from the catalogue',
      taxFromCatalog: 'VAT rate from the catalogue: {{rate}}% (set by the server)',
    },
    warehouse: {
      label: 'Warehouse',
      none: 'No warehouse',
      failed: 'Could not change the order warehouse',
    },
  },
};
