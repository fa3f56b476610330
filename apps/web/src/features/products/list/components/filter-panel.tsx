import { Button, Card, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productStockStatuses, productStockStatusLabels } from '@zaplecze/contract/products-list';
import { useListOptions, type Option } from '../api';
import { panelKeys, type PanelKey, type PanelValues } from '../list-state';

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

/** The advanced-filter panel of spec 002 §3 ('Filtry zaawansowane'); 'Zastosuj' puts it in the URL. */
export function FilterPanel({
  applied,
  onApply,
}: {
  applied: PanelValues;
  onApply: (values: PanelValues) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PanelValues>(applied);
  const options = useListOptions(true).data ?? emptyOptions();
  const set = (key: PanelKey, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value ?? '' }));

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
    return (
      <TextInput
        key={key}
        label={label}
        size="xs"
        type={dates.includes(key) ? 'date' : 'text'}
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
          onApply(values);
        }}
        noValidate
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {panelKeys.map(field)}
        </SimpleGrid>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setValues({});
              onApply({});
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
