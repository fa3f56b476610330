/**
 * The field types and operators of conditional filters, shared by every domain's catalogue
 * (orders, products); a domain lists its fields with these types.
 */

export const filterFieldTypes = ['text', 'number', 'date', 'select'] as const;
export type FilterFieldType = (typeof filterFieldTypes)[number];

export const textOperators = [
  'equals',
  'contains',
  'startsWith',
  'endsWith',
  'notEquals',
  'notContains',
  'isEmpty',
  'isNotEmpty',
] as const;
export const numberOperators = [
  'equals',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'notEquals',
] as const;
export const dateOperators = ['equals', 'before', 'after', 'notEquals'] as const;
export const selectOperators = ['equals', 'notEquals'] as const;

export const operatorsByType: Record<FilterFieldType, readonly FilterOperator[]> = {
  text: textOperators,
  number: numberOperators,
  date: dateOperators,
  select: selectOperators,
};

export const filterOperators = [
  ...new Set([...textOperators, ...numberOperators, ...dateOperators, ...selectOperators]),
] as const;
export type FilterOperator =
  | (typeof textOperators)[number]
  | (typeof numberOperators)[number]
  | (typeof dateOperators)[number]
  | (typeof selectOperators)[number];

/** Operators that take no value. */
export const valuelessOperators: readonly FilterOperator[] = ['isEmpty', 'isNotEmpty'];

export interface FilterOption {
  value: string;
  label: string;
}

/** What the checker needs to know of a field; each domain's catalogue adds its own (category…). */
export interface FilterField {
  id: string;
  type: FilterFieldType;
  label: string;
  /** Fixed choices; a select without them takes an id of the account's records (a uuid). */
  options?: readonly FilterOption[];
}
