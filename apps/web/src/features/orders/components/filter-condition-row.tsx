import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  filterCategories,
  filterCategoryLabels,
  findFilterField,
  operatorLabels,
  operatorsByType,
  orderFilterFields,
  type FilterOperator,
} from '@zaplecze/contract/orders-filter';
import { isValueless, type DraftCondition } from '../filter/filter-tree';
import '../filter/filter-labels';
import { FilterValueInput } from './filter-value-input';
import type { StatusOptions } from './status-options';

/** Field choices grouped by category (Zamówienie, Klient, Produkt, Dostawa, Płatność), in the current language. */
function fieldData(t: TFunction) {
  return filterCategories.map((category) => ({
    group: t(`orders.filterLabels.categories.${category}`, { defaultValue: filterCategoryLabels[category] }),
    items: orderFilterFields
      .filter((field) => field.category === category)
      .map((field) => ({
        value: field.id,
        label: t(`orders.filterLabels.fields.${field.id}`, { defaultValue: field.label }),
      })),
  }));
}

export function FilterConditionRow({
  condition,
  error,
  statusData,
  onChange,
  onRemove,
}: {
  condition: DraftCondition;
  error?: string;
  statusData: StatusOptions;
  onChange: (patch: Partial<Omit<DraftCondition, 'id'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const field = findFilterField(condition.fieldId) ?? orderFilterFields[0];
  const operators = operatorsByType[field.type].map((operator: FilterOperator) => ({
    value: operator,
    label: t(`orders.filterLabels.operators.${operator}`, { defaultValue: operatorLabels[operator] }),
  }));
  return (
    <Group gap="xs" wrap="wrap" align="flex-start" data-testid="filter-condition">
      <Select
        aria-label={t('orders.filter.field')}
        size="xs"
        w={210}
        data={fieldData(t)}
        value={field.id}
        onChange={(fieldId) => fieldId && onChange({ fieldId })}
        allowDeselect={false}
        searchable
      />
      <Select
        aria-label={t('orders.filter.operator')}
        size="xs"
        w={170}
        data={operators}
        value={condition.operator}
        onChange={(operator) => operator && onChange({ operator })}
        allowDeselect={false}
      />
      {!isValueless(condition.operator) && (
        <FilterValueInput
          field={field}
          value={condition.value}
          onChange={(value) => onChange({ value })}
          error={error}
          statusData={statusData}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        aria-label={t('orders.filter.removeCondition')}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
