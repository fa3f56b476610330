import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { operatorsByType, type FilterOperator } from '@zaplecze/contract/orders/orders-filter';
import type { BuilderCatalogue } from './builder-catalogue';
import { isValueless, type DraftCondition } from './filter-tree';
import './translations';
import { FilterValueInput } from './filter-value-input';
import { operatorLabels } from '../../lib/labels/filters';

/**
 * Field choices grouped by the catalogue's categories (Zamówienie, Klient… or Produkt, Katalog…),
 * translated; an account's own fields (no translation) keep their names; empty groups are left out.
 */
function fieldData(t: TFunction, catalogue: BuilderCatalogue) {
  return catalogue.categories
    .map((category) => ({
      group: t(`${catalogue.labels}.categories.${category.id}`, { defaultValue: category.label }),
      items: catalogue.fields
        .filter((field) => field.category === category.id)
        .map((field) => ({
          value: field.id,
          label: t(`${catalogue.labels}.fields.${field.id}`, { defaultValue: field.label }),
        })),
    }))
    .filter((group) => group.items.length > 0);
}

export function FilterConditionRow({
  condition,
  error,
  catalogue,
  onChange,
  onRemove,
}: {
  condition: DraftCondition;
  error?: string;
  catalogue: BuilderCatalogue;
  onChange: (patch: Partial<Omit<DraftCondition, 'id'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  // A field the catalogue lacks (a deleted custom field, or one still loading) shows no name; the check names it.
  const field = catalogue.fields.find((candidate) => candidate.id === condition.fieldId) ?? {
    id: condition.fieldId,
    category: '',
    type: 'text' as const,
    label: condition.fieldId,
  };
  const operators = operatorsByType[field.type].map((operator: FilterOperator) => ({
    value: operator,
    label: t(`orders.filterLabels.operators.${operator}`, { defaultValue: operatorLabels[operator] }),
  }));
  return (
    <Group gap="xs" wrap="wrap" align="flex-start" data-testid="filter-condition">
      <Select
        aria-label={t('filterBuilder.field')}
        size="xs"
        w={210}
        data={fieldData(t, catalogue)}
        value={field.id}
        placeholder={t('filterBuilder.choose')}
        onChange={(fieldId) => fieldId && onChange({ fieldId })}
        allowDeselect={false}
        searchable
      />
      <Select
        aria-label={t('filterBuilder.operator')}
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
          selectData={catalogue.selectData?.[field.id]}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        aria-label={t('filterBuilder.removeCondition')}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
