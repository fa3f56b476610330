import { checkFilter } from '../common/filters/check-filter';
import type { FilterFieldType, FilterOption } from '../common/filters/fields';
import { filterTreeMessages, type FilterGroup, type FilterIssue } from '../common/filters/tree';
import type { CustomField } from '../custom-fields/custom-fields';

/**
 * The catalogue of product fields for conditional filters (automatic category rules now, the
 * products list later). Same field types and operators as the orders catalogue, so one compiler
 * and one builder serve both once the orders builder is shared.
 */
export const productFilterCategories = ['product', 'catalogue', 'stock', 'custom'] as const;
export type ProductFilterCategory = (typeof productFilterCategories)[number];

export interface ProductFilterField {
  id: string;
  category: ProductFilterCategory;
  type: FilterFieldType;
  label: string;
  /** Fixed choices; a select without them takes an id of the account's records (producer, category…). */
  options?: readonly FilterOption[];
}

export const productStatuses = [
  'Published',
  'Unpublished',
  'Draft',
  'Active',
  'Inactive',
  'NotPaid',
  'Archived',
] as const;
export const productStatusLabels: Record<(typeof productStatuses)[number], string> = {
  Published: 'Opublikowany',
  Unpublished: 'Nieopublikowany',
  Draft: 'Szkic',
  Active: 'Aktywny',
  Inactive: 'Nieaktywny',
  NotPaid: 'Nieopłacony',
  Archived: 'Archiwalne',
};
export const productTypes = ['Simple', 'Variable', 'Grouped', 'External'] as const;
export const productTypeLabels: Record<(typeof productTypes)[number], string> = {
  Simple: 'Prosty',
  Variable: 'Z wariantami',
  Grouped: 'Grupowy',
  External: 'Zewnętrzny',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const productFilterFields = [
  { id: 'name', category: 'product', type: 'text', label: 'Nazwa' },
  { id: 'sku', category: 'product', type: 'text', label: 'SKU' },
  { id: 'ean', category: 'product', type: 'text', label: 'EAN' },
  {
    id: 'status',
    category: 'product',
    type: 'select',
    label: 'Status',
    options: options(productStatuses, productStatusLabels),
  },
  {
    id: 'type',
    category: 'product',
    type: 'select',
    label: 'Typ produktu',
    options: options(productTypes, productTypeLabels),
  },
  { id: 'createdAt', category: 'product', type: 'date', label: 'Data utworzenia' },
  { id: 'producerName', category: 'catalogue', type: 'text', label: 'Producent' },
  { id: 'brandName', category: 'catalogue', type: 'text', label: 'Marka' },
  { id: 'supplierName', category: 'catalogue', type: 'text', label: 'Dostawca' },
  { id: 'categoryName', category: 'catalogue', type: 'text', label: 'Kategoria główna' },
  { id: 'tags', category: 'catalogue', type: 'text', label: 'Tagi' },
  { id: 'price', category: 'stock', type: 'number', label: 'Cena (brutto)' },
  { id: 'stock', category: 'stock', type: 'number', label: 'Stan magazynowy' },
  { id: 'weight', category: 'stock', type: 'number', label: 'Waga (kg)' },
] as const satisfies readonly ProductFilterField[];

export type ProductFilterFieldId = (typeof productFilterFields)[number]['id'];

export function findProductFilterField(id: string): ProductFilterField | undefined {
  return (productFilterFields as readonly ProductFilterField[]).find((field) => field.id === id);
}

/**
 * The account's custom fields as filter fields: id `custom.<key>` (the key never changes), label
 * the field's name, group 'Pola własne'. A yes/no field is a select of Tak/Nie ('true'/'false',
 * as products store it); a list field offers its options.
 */
export const customFieldFilterPrefix = 'custom.';
const customFieldIdPattern = /^custom\.([a-z][a-z0-9_]{0,39})$/;
export type CustomFieldFilterSource = Pick<CustomField, 'key' | 'label' | 'type' | 'options'>;
export const yesNoFilterOptions: readonly FilterOption[] = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];

/** The custom-field key a filter field id names, or null when the id is not `custom.<key>`. */
export function customFieldKeyOf(fieldId: string): string | null {
  return customFieldIdPattern.exec(fieldId)?.[1] ?? null;
}

export function customFieldFilterField(field: CustomFieldFilterSource): ProductFilterField {
  const base = {
    id: `${customFieldFilterPrefix}${field.key}`,
    category: 'custom' as const,
    label: field.label,
  };
  if (field.type === 'boolean') return { ...base, type: 'select', options: yesNoFilterOptions };
  if (field.type === 'select')
    return { ...base, type: 'select', options: field.options.map((value) => ({ value, label: value })) };
  return { ...base, type: field.type };
}

/**
 * The rules of a product filter tree: the one filter checker over the product catalogue (and the
 * account's custom fields when given). Unlike the orders list, a saved rule refuses incomplete
 * conditions: a rule must say exactly what it matches.
 */
export function checkProductFilter(
  root: FilterGroup,
  customFields?: readonly ProductFilterField[],
): FilterIssue[] {
  return checkFilter(root, {
    field: (id) =>
      customFieldKeyOf(id) === null
        ? findProductFilterField(id)
        : customFields?.find((candidate) => candidate.id === id),
    // Without the account's fields (a body's shape check) a custom field is checked later, on the server.
    checkedLater: (id) => !customFields && customFieldKeyOf(id) !== null,
    unknownField: (id) => {
      const key = customFieldKeyOf(id);
      return key === null
        ? filterTreeMessages.unknownField(id)
        : productFilterMessages.unknownCustomField(key);
    },
    valueRequired: (label) => productFilterMessages.valueRequired(label),
    conditionRequired: productFilterMessages.conditionRequired,
  });
}

export const productFilterMessages = {
  valueRequired: (field: string) => `Podaj wartość dla pola „${field}”.`,
  conditionRequired: 'Reguła musi mieć co najmniej jeden warunek.',
  unknownCustomField: (key: string) =>
    `Pole własne „${key}” nie istnieje na tym koncie — wybierz inne pole filtra.`,
} as const;

/** The custom-field keys a tree names, so the server loads the account's fields only when needed. */
export function customFieldKeysIn(root: FilterGroup): string[] {
  const keys = new Set<string>();
  const visit = (group: FilterGroup) => {
    for (const condition of group.conditions) {
      const key = customFieldKeyOf(condition.fieldId);
      if (key) keys.add(key);
    }
    group.groups.forEach(visit);
  };
  visit(root);
  return [...keys];
}
