import type { ProductStockStatus } from '@zaplecze/contract/products/products-list';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const productStockStatusLabels: Record<ProductStockStatus, string> = {
  in_stock: 'Na stanie',
  low_stock: 'Niski stan',
  out_of_stock: 'Brak na stanie',
  reserved: 'Zarezerwowane',
};
