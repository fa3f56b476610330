import {
  valuelessOperators,
  type FilterGroup,
  type FilterOperator,
} from '@zaplecze/contract/orders/orders-filter';
import { findProductFilterField } from '@zaplecze/contract/products/product-filter-fields';
import type { BuilderField } from '../../components/filter-builder/builder-catalogue';
import { operatorLabels } from '../../lib/labels/filters';

const joiner = { AND: ' i ', OR: ' lub ' } as const;

/**
 * One line of Polish: 'Nazwa zawiera „TV” i (Producent równa się „Samsung” lub Cena (brutto) większe niż „1000”)'.
 * `fields` is the account's catalogue (its custom fields by name); a field it lacks shows its id.
 */
export function describeCondition(
  group: FilterGroup,
  fields: readonly BuilderField[] = [],
  nested = false,
): string {
  const parts = [
    ...group.conditions.map((condition) => {
      const field =
        fields.find((candidate) => candidate.id === condition.fieldId) ??
        findProductFilterField(condition.fieldId);
      const label = field?.label ?? condition.fieldId;
      const operator = operatorLabels[condition.operator as FilterOperator] ?? condition.operator;
      if (valuelessOperators.includes(condition.operator as FilterOperator)) return `${label} ${operator}`;
      const value =
        field?.options?.find((option) => option.value === String(condition.value))?.label ?? condition.value;
      return `${label} ${operator} „${String(value ?? '')}”`;
    }),
    ...group.groups.map((child) => describeCondition(child, fields, true)),
  ];
  const text = parts.join(joiner[group.operator]);
  return nested && parts.length > 1 ? `(${text})` : text;
}
