import {
  type FilterFieldType,
  type FilterGroup,
  type FilterIssue,
  type FilterOption,
} from '@zaplecze/contract/orders/orders-filter';

export type SelectData =
  { value: string; label: string }[] | { group: string; items: { value: string; label: string }[] }[];

export interface BuilderField {
  id: string;
  category: string;
  type: FilterFieldType;
  label: string;
  options?: readonly FilterOption[];
}

/**
 * What the conditional filter builder (spec 001 §2.5) works over: a domain's field catalogue, its
 * categories, the contract's rules for a tree and where the labels' translations live. Orders and
 * products each bring one; the builder itself is shared.
 */
export interface BuilderCatalogue {
  /** A short name for ids and test ids, e.g. 'order'. */
  name: string;
  fields: readonly BuilderField[];
  categories: readonly { id: string; label: string }[];
  check: (root: FilterGroup) => FilterIssue[];
  /** i18n prefix of the field, category and operator labels ('orders.filterLabels'). */
  labels: string;
  /** Choices that replace a field's fixed options, by field id (the account's order statuses). */
  selectData?: Record<string, SelectData>;
}
