import {
  filterLimits,
  filterMessages,
  isConditionComplete,
  operatorsByType,
  valuelessOperators,
  type FilterFieldType,
  type FilterGroup,
  type FilterIssue,
  type FilterOperator,
  type FilterOption,
} from './orders-filter';
import type { CustomField } from './custom-fields';

/**
 * The catalogue of product fields for conditional filters (automatic category rules now, the
 * products list later). Same field types and operators as the orders catalogue, so one compiler
 * and one builder serve both once the orders builder is shared.
 */
export const productFilterCategories = ['product', 'catalogue', 'stock', 'custom'] as const;
export type ProductFilterCategory = (typeof productFilterCategories)[number];
export const productFilterCategoryLabels: Record<ProductFilterCategory, string> = {
  product: 'Produkt',
  catalogue: 'Katalog',
  stock: 'Cena i stan',
  custom: 'Pola własne',
};

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

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function checkValue(field: ProductFilterField, value: unknown): string | null {
  const text = String(value).trim();
  if (text.length > filterLimits.maxValueLength) return filterMessages.valueTooLong(field.label);
  if (field.type === 'number')
    return typeof value === 'boolean' || !Number.isFinite(Number(text))
      ? filterMessages.numberExpected(field.label)
      : null;
  if (field.type === 'date') {
    const date = new Date(`${text}T00:00:00Z`);
    return datePattern.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
      ? null
      : filterMessages.dateExpected(field.label);
  }
  if (field.type === 'select')
    return field.options?.some((option) => option.value === text)
      ? null
      : filterMessages.optionExpected(field.label);
  return typeof value === 'string' || typeof value === 'number'
    ? null
    : filterMessages.textExpected(field.label);
}

/**
 * The rules of a product filter tree, as `checkOrderFilter` has them for orders (to be one
 * function over a catalogue once the orders filter is shared). Unlike the orders list, a saved
 * rule refuses incomplete conditions: a rule must say exactly what it matches.
 */
export function checkProductFilter(
  root: FilterGroup,
  customFields?: readonly ProductFilterField[],
): FilterIssue[] {
  const issues: FilterIssue[] = [];
  let conditions = 0;
  const visit = (group: FilterGroup, path: (string | number)[], depth: number) => {
    if (depth > filterLimits.maxDepth) return void issues.push({ path, message: filterMessages.tooDeep });
    group.conditions.forEach((condition, index) => {
      conditions += 1;
      const at = [...path, 'conditions', index];
      const key = customFieldKeyOf(condition.fieldId);
      // Without the account's fields (a body's shape check) a custom field is checked later, on the server.
      if (key !== null && !customFields) return;
      const field =
        key === null
          ? findProductFilterField(condition.fieldId)
          : customFields?.find((candidate) => candidate.id === condition.fieldId);
      if (!field)
        return void issues.push({
          path: [...at, 'fieldId'],
          message:
            key === null
              ? filterMessages.unknownField(condition.fieldId)
              : productFilterMessages.unknownCustomField(key),
        });
      if (!operatorsByType[field.type].includes(condition.operator as FilterOperator))
        return void issues.push({
          path: [...at, 'operator'],
          message: filterMessages.unknownOperator(condition.operator, field.label),
        });
      if (valuelessOperators.includes(condition.operator as FilterOperator)) return;
      if (!isConditionComplete(condition))
        return void issues.push({
          path: [...at, 'value'],
          message: productFilterMessages.valueRequired(field.label),
        });
      const problem = checkValue(field, condition.value);
      if (problem) issues.push({ path: [...at, 'value'], message: problem });
    });
    group.groups.forEach((child, index) => visit(child, [...path, 'groups', index], depth + 1));
  };
  visit(root, [], 1);
  if (conditions > filterLimits.maxConditions) issues.unshift({ path: [], message: filterMessages.tooMany });
  if (conditions === 0) issues.unshift({ path: [], message: productFilterMessages.conditionRequired });
  return issues;
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
