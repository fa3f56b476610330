import type { ProductFilterCategory } from '@zaplecze/contract/products/product-filter-fields';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const productFilterCategoryLabels: Record<ProductFilterCategory, string> = {
  product: 'Produkt',
  catalogue: 'Katalog',
  stock: 'Cena i stan',
  custom: 'Pola własne',
};
