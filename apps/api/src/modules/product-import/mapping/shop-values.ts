import { productStatuses, productTypes } from '@zaplecze/contract/products';
import { rowMessages } from '@zaplecze/contract/product-import';
import { fail, ok, type Parsed } from './parsed';

/** The product type from a name or a list: WooCommerce 'simple, downloadable, virtual', 'variation', Polish labels. */
const typeWords: Record<string, (typeof productTypes)[number]> = {
  simple: 'Simple',
  prosty: 'Simple',
  variable: 'Variable',
  variation: 'Variable',
  variant: 'Variable',
  'z wariantami': 'Variable',
  wariantowy: 'Variable',
  grouped: 'Grouped',
  grupowy: 'Grouped',
  bundle: 'Grouped',
  external: 'External',
  affiliate: 'External',
  zewnętrzny: 'External',
};
export function parseType(raw: string): Parsed {
  for (const word of raw.toLowerCase().split(/[,;|/]/)) {
    const type = typeWords[word.trim()];
    if (type) return ok(type);
  }
  return fail(rowMessages.enumValue(productTypes));
}

/**
 * The status from its own name or a shop's: WooCommerce 'publish'/'draft'/'pending'/'private' and
 * its 'Published' column (1 / 0 / -1), Shopify 'active'/'draft'/'archived' and TRUE/FALSE, Polish labels.
 */
const statusWords: Record<string, (typeof productStatuses)[number]> = {
  publish: 'Published',
  published: 'Published',
  opublikowany: 'Published',
  '1': 'Published',
  true: 'Published',
  unpublished: 'Unpublished',
  nieopublikowany: 'Unpublished',
  private: 'Unpublished',
  pending: 'Unpublished',
  '0': 'Unpublished',
  false: 'Unpublished',
  draft: 'Draft',
  szkic: 'Draft',
  '-1': 'Draft',
  active: 'Active',
  aktywny: 'Active',
  aktywne: 'Active',
  inactive: 'Inactive',
  nieaktywny: 'Inactive',
  nieaktywne: 'Inactive',
  notpaid: 'NotPaid',
  nieopłacony: 'NotPaid',
  archived: 'Archived',
  archiwalny: 'Archived',
  archiwalne: 'Archived',
  zarchiwizowany: 'Archived',
};
export function parseStatus(raw: string): Parsed {
  const status = statusWords[raw.trim().toLowerCase()];
  return status ? ok(status) : fail(rowMessages.enumValue(productStatuses));
}
