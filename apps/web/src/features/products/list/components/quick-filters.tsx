import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconAdjustments, IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import {
  productStatuses,
  productStatusLabels,
  productTypes,
  productTypeLabels,
} from '@zaplecze/contract/products/products';
import { productSortFields, type ProductSortField } from '@zaplecze/contract/products/products-list';
import { useSearchAsYouType } from '../../../../lib/use-search-as-you-type';
import type { ProductsListState } from '../list-state';

interface Props {
  state: ProductsListState;
  onSearch: (search: string) => void;
  onType: (type: string | null) => void;
  onStatus: (status: string | null) => void;
  onView: (view: ProductsListState['view']) => void;
  onSort: (sort: ProductSortField) => void;
}

/** Search, the two dropdown filters (type, status) and the switch between the panel and the builder. */
export function QuickFilters({ state, onSearch, onType, onStatus, onView, onSort }: Props) {
  const { t } = useTranslation();
  const search = useSearchAsYouType(state.search, onSearch);
  const toggle = (view: 'panel' | 'builder') => onView(state.view === view ? null : view);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        style={{ flex: 1, minWidth: 220 }}
      >
        <TextInput
          aria-label={t('productsList.search')}
          placeholder={t('productsList.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
        />
      </form>
      <Select
        label={t('productsList.type')}
        w={170}
        data={productTypes.map((value) => ({ value, label: productTypeLabels[value] }))}
        value={state.type}
        placeholder={t('productsList.all')}
        clearable
        onChange={onType}
      />
      <Select
        label={t('productsList.status')}
        w={180}
        data={productStatuses.map((value) => ({ value, label: productStatusLabels[value] }))}
        value={state.status}
        placeholder={t('productsList.all')}
        clearable
        onChange={onStatus}
      />
      <Select
        label={t('productsList.sort')}
        w={200}
        data={productSortFields.map((value) => ({ value, label: t(`productsList.sorts.${value}`) }))}
        value={state.sort}
        allowDeselect={false}
        onChange={(value) => value && onSort(value as ProductSortField)}
      />
      <Button
        variant={state.view === 'panel' ? 'filled' : 'default'}
        leftSection={<IconAdjustments size={16} aria-hidden />}
        aria-expanded={state.view === 'panel'}
        onClick={() => toggle('panel')}
      >
        {t('productsList.advanced')}
      </Button>
      <Button
        variant={state.view === 'builder' ? 'filled' : 'default'}
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={state.view === 'builder'}
        onClick={() => toggle('builder')}
      >
        {t('productsList.conditional')}
      </Button>
    </Group>
  );
}
