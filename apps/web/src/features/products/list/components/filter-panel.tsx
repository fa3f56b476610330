import { DateField } from '../../../../components/date-field';
import {
  Button,
  Card,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { CustomField } from '@zaplecze/contract/custom-fields/custom-fields';
import type {
  CustomInlineFilter,
  CustomInlineFilters,
} from '@zaplecze/contract/products/product-custom-filters';
import { productStockStatuses } from '@zaplecze/contract/products/products-list';
import { useAccountCustomFields } from '../../../../components/filter-builder/product-catalogue';
import { useListOptions, type Option } from '../api/get-list-options';
import { panelKeys, type PanelKey, type PanelValues } from '../list-state';
import { productStockStatusLabels } from '../labels';

const pickers: Partial<Record<PanelKey, keyof ReturnType<typeof emptyOptions>>> = {
  warehouseId: 'warehouses',
  priceListId: 'priceLists',
  categoryId: 'categories',
  producerId: 'producers',
};
const emptyOptions = () => ({
  warehouses: [] as Option[],
  priceLists: [] as Option[],
  categories: [] as Option[],
  producers: [] as Option[],
});
const dates: PanelKey[] = ['dateFrom', 'dateTo'];

/**
 * The advanced-filter panel of spec 002 §3 ('Filtry zaawansowane') with the account's custom fields
 * ('Pola własne', each with the control of its type); 'Zastosuj' puts it in the URL.
 */
export function FilterPanel({
  applied,
  appliedCustom,
  onApply,
}: {
  applied: PanelValues;
  appliedCustom: CustomInlineFilters;
  onApply: (values: PanelValues, custom: CustomInlineFilters) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PanelValues>(applied);
  const [custom, setCustom] = useState<CustomInlineFilters>(appliedCustom);
  const options = useListOptions(true).data ?? emptyOptions();
  const customFields = useAccountCustomFields() ?? [];
  const set = (key: PanelKey, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value ?? '' }));
  const setPart = (key: string, part: keyof CustomInlineFilter, value: string | null) =>
    setCustom((current) => ({ ...current, [key]: { ...current[key], [part]: value ?? '' } }));

  const field = (key: PanelKey) => {
    const label = t(`productsList.panel.${key}`);
    const picker = pickers[key];
    if (picker || key === 'stockStatus') {
      const data = picker
        ? options[picker].map((option) => ({ value: option.id, label: option.name }))
        : productStockStatuses.map((value) => ({ value, label: productStockStatusLabels[value] }));
      return (
        <Select
          key={key}
          label={label}
          size="xs"
          data={data}
          value={values[key] || null}
          clearable
          searchable
          onChange={(value) => set(key, value)}
        />
      );
    }
    if (dates.includes(key))
      return (
        <DateField
          key={key}
          label={label}
          size="xs"
          value={values[key]}
          onChange={(value) => set(key, value)}
        />
      );
    return (
      <TextInput
        key={key}
        label={label}
        size="xs"
        value={values[key] ?? ''}
        onChange={(event) => set(key, event.currentTarget.value)}
      />
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('productsList.advanced')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(values, custom);
        }}
        noValidate
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {panelKeys.map(field)}
        </SimpleGrid>
        {customFields.length > 0 && (
          <section aria-labelledby="products-panel-custom">
            <Title order={3} size="h6" mt="md" mb="xs" id="products-panel-custom">
              {t('productsList.customFields.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {customFields.map((customField) => (
                <CustomFieldControl
                  key={customField.key}
                  field={customField}
                  value={custom[customField.key] ?? {}}
                  onChange={(part, value) => setPart(customField.key, part, value)}
                />
              ))}
            </SimpleGrid>
          </section>
        )}
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setValues({});
              setCustom({});
              onApply({}, {});
            }}
          >
            {t('productsList.clear')}
          </Button>
          <Button type="submit" size="xs">
            {t('productsList.apply')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** One custom field's control: text contains; number and date from/to; yes/no Tak/Nie/Dowolne; list one option. */
function CustomFieldControl({
  field,
  value,
  onChange,
}: {
  field: CustomField;
  value: CustomInlineFilter;
  onChange: (part: keyof CustomInlineFilter, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const range = (type: 'number' | 'date') =>
    (['from', 'to'] as const).map((part) =>
      type === 'date' ? (
        <DateField
          key={part}
          label={t(`productsList.customFields.${part}`, { label: field.label })}
          size="xs"
          value={value[part]}
          onChange={(next) => onChange(part, next)}
        />
      ) : (
        <TextInput
          key={part}
          label={t(`productsList.customFields.${part}`, { label: field.label })}
          size="xs"
          inputMode="decimal"
          value={value[part] ?? ''}
          onChange={(event) => onChange(part, event.currentTarget.value)}
        />
      ),
    );
  switch (field.type) {
    case 'number':
    case 'date':
      return <>{range(field.type)}</>;
    case 'boolean':
      return (
        <Input.Wrapper label={field.label} labelElement="div" size="xs" id={`custom-${field.key}`}>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-labelledby={`custom-${field.key}-label`}
            value={value.equals ?? ''}
            onChange={(next) => onChange('equals', next)}
            data={[
              { value: 'true', label: t('productsList.customFields.yes') },
              { value: 'false', label: t('productsList.customFields.no') },
              { value: '', label: t('productsList.customFields.any') },
            ]}
          />
        </Input.Wrapper>
      );
    case 'select':
      return (
        <Select
          label={field.label}
          size="xs"
          data={field.options}
          value={value.equals || null}
          placeholder={t('productsList.customFields.anyOption')}
          clearable
          searchable
          onChange={(next) => onChange('equals', next)}
        />
      );
    default:
      return (
        <TextInput
          label={field.label}
          size="xs"
          placeholder={t('productsList.customFields.contains')}
          value={value.contains ?? ''}
          onChange={(event) => onChange('contains', event.currentTarget.value)}
        />
      );
  }
}
