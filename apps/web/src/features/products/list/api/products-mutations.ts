import { useQueryClient } from '@tanstack/react-query';
import { useBulkProducts } from './bulk-products';
import { useCopyProduct } from './copy-product';
import { useDeleteProduct } from './delete-product';
import { useExportProducts } from './export-products';
import { productsKeys } from './keys';

/** The list's actions together, as its toolbar and row menus use them. */
export function useProductsMutations() {
  const client = useQueryClient();
  return {
    bulk: useBulkProducts(),
    exportList: useExportProducts(),
    copy: useCopyProduct(),
    remove: useDeleteProduct(),
    refresh: () => client.invalidateQueries({ queryKey: productsKeys.all }),
  };
}
