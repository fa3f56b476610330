import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CustomField, CustomFieldList } from '@zaplecze/contract/custom-fields/custom-fields';
import type { FilterGroup, FilterIssue } from '@zaplecze/contract/orders/orders-filter';
import {
  checkProductFilter,
  customFieldFilterField,
  productFilterCategories,
  productFilterFields,
  type CustomFieldFilterSource,
  type ProductFilterField,
} from '@zaplecze/contract/products/product-filter-fields';
import { checkProductListFilter } from '@zaplecze/contract/products/products-list';
import { api } from '../../lib/api-client';
import type { BuilderCatalogue } from './builder-catalogue';
import { productFilterCategoryLabels } from './labels';

/**
 * The product fields of the shared conditional filter builder (spec 001 §2.5, §3), for the
 * products list and the automatic category rules: the contract's fields plus the account's
 * custom fields (group 'Pola własne'). A list skips conditions still without a value; a rule
 * refuses them, as the server does.
 */
export type ProductCatalogueUse = 'list' | 'rule';

const checks: Record<
  ProductCatalogueUse,
  (root: FilterGroup, custom: ProductFilterField[]) => FilterIssue[]
> = {
  list: checkProductListFilter,
  rule: checkProductFilter,
};

export function productCatalogueWith(
  customFields: readonly CustomFieldFilterSource[],
  use: ProductCatalogueUse = 'list',
): BuilderCatalogue {
  const custom = customFields.map(customFieldFilterField);
  return {
    name: 'product',
    fields: [...productFilterFields, ...custom],
    categories: productFilterCategories.map((id) => ({ id, label: productFilterCategoryLabels[id] })),
    check: (root) => checks[use](root, custom),
    labels: 'productsList.filterLabels',
  };
}

/** The account's custom fields (every one is filterable: they have no such flag), for the builder and the list's panel. */
export function useAccountCustomFields(): CustomField[] | undefined {
  const { data } = useQuery({
    // Under the custom-fields screen's key, so saving a field there refreshes the builder.
    queryKey: ['custom-fields', 'filter-catalogue'],
    queryFn: ({ signal }) => api.get<CustomFieldList>('/api/custom-fields', { page: 1, limit: 100 }, signal),
    staleTime: 60_000,
  });
  return data?.data;
}

/** The account's product catalogue; until its custom fields load (or when they cannot), the contract's fields. */
export function useProductFilterCatalogue(use: ProductCatalogueUse = 'list'): BuilderCatalogue {
  const fields = useAccountCustomFields();
  return useMemo(() => productCatalogueWith(fields ?? [], use), [fields, use]);
}
