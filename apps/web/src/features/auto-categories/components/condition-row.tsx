import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  operatorLabels,
  operatorsByType,
  valuelessOperators,
  type FilterCondition,
  type FilterOperator,
} from '@zaplecze/contract/orders-filter';
import {
  findProductFilterField,
  productFilterCategories,
  productFilterCategoryLabels,
  productFilterFields,
} from '@zaplecze/contract/product-filter-fields';

const fieldOptions = productFilterCategories.map((category) => ({
  group: productFilterCategoryLabels[category],
  items: productFilterFields
    .filter((field) => field.category === category)
    .map((field) => ({ value: field.id, label: field.label })),
}));

interface Props {
  condition: FilterCondition;
  onChange(condition: FilterCondition): void;
  onRemove(): void;
  error?: string | undefined;
}

/** Field, operator and a value input fitting the field's type. */
export function ConditionRow({ condition, onChange, onRemove, error }: Props) {
  const { t } = useTranslation();
  const field = findProductFilterField(condition.fieldId);
  const operators = field ? operatorsByType[field.type] : [];
  const needsValue = !valuelessOperators.includes(condition.operator as FilterOperator);
  const valueLabel = t('autoCategories.builder.value');
  let valueInput = null;
  if (field && needsValue) {
    if (field.type === 'select')
      valueInput = (
        <Select
          aria-label={valueLabel}
          placeholder={valueLabel}
          data={field.options?.map((o) => ({ ...o })) ?? []}
          value={condition.value === undefined || condition.value === null ? null : String(condition.value)}
          onChange={(value) => onChange({ ...condition, value })}
          error={error}
          w={200}
        />
      );
    else if (field.type === 'number')
      valueInput = (
        <NumberInput
          aria-label={valueLabel}
          placeholder={valueLabel}
          value={typeof condition.value === 'number' ? condition.value : ''}
          onChange={(value) => onChange({ ...condition, value: typeof value === 'number' ? value : null })}
          decimalSeparator=","
          error={error}
          w={200}
        />
      );
    else
      valueInput = (
        <TextInput
          aria-label={valueLabel}
          placeholder={field.type === 'date' ? 'RRRR-MM-DD' : valueLabel}
          type={field.type === 'date' ? 'date' : 'text'}
          value={String(condition.value ?? '')}
          onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
          error={error}
          w={200}
        />
      );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid="condition-row">
      <Select
        aria-label={t('autoCategories.builder.field')}
        data={fieldOptions}
        value={condition.fieldId}
        allowDeselect={false}
        onChange={(fieldId) => {
          const next = fieldId ? findProductFilterField(fieldId) : undefined;
          if (next) onChange({ fieldId: next.id, operator: operatorsByType[next.type][0]!, value: null });
        }}
        w={200}
      />
      <Select
        aria-label={t('autoCategories.builder.operator')}
        data={operators.map((operator) => ({ value: operator, label: operatorLabels[operator] }))}
        value={condition.operator}
        allowDeselect={false}
        onChange={(operator) => operator && onChange({ ...condition, operator })}
        w={180}
      />
      {valueInput}
      <ActionIcon
        variant="subtle"
        color="red"
        mt={4}
        aria-label={t('autoCategories.builder.removeCondition')}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
