import {
  productFilterCategories,
  productFilterCategoryLabels,
  productFilterFields,
} from '@zaplecze/contract/product-filter-fields';
import { checkProductListFilter } from '@zaplecze/contract/products-list';
import type { BuilderCatalogue } from '../../../components/filter-builder/builder-catalogue';

/** The product fields of the shared conditional filter builder (spec 001 §2.5, §3). */
export const productBuilderCatalogue: BuilderCatalogue = {
  name: 'product',
  fields: productFilterFields,
  categories: productFilterCategories.map((id) => ({ id, label: productFilterCategoryLabels[id] })),
  check: checkProductListFilter,
  labels: 'productsList.filterLabels',
};
