import {
  customFieldFilterField,
  customFieldKeysIn,
  type ProductFilterField,
} from '@zaplecze/contract/products/product-filter-fields';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { Db } from '../../../db/client';
import type { FilterCatalogue } from '../../../lib/filters/compiler';
import { customFieldDefinitions } from '../../custom-fields/service';
import { productFilterCatalogue, productFilterCatalogueWith } from './fields';

export interface AccountFilterFields {
  /** The account's custom fields as filter fields, for the contract's check of a tree. */
  customFields: ProductFilterField[];
  catalogue: FilterCatalogue;
}

/** The product filter catalogue of one account: the static fields plus its custom fields (one query). */
export async function accountFilterFields(db: Db, accountId: string): Promise<AccountFilterFields> {
  const definitions = await customFieldDefinitions(db, accountId);
  return {
    customFields: definitions.map(customFieldFilterField),
    catalogue: productFilterCatalogueWith(definitions),
  };
}

/** The catalogue a tree needs: the static one unless it names custom fields (no query then). */
export async function filterFieldsFor(
  db: Db,
  accountId: string,
  tree: FilterGroup,
): Promise<AccountFilterFields> {
  if (customFieldKeysIn(tree).length === 0) return { customFields: [], catalogue: productFilterCatalogue };
  return accountFilterFields(db, accountId);
}
