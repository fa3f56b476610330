import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { ProductLookupItem } from '@zaplecze/contract/stock/stock';
import { minLookupLength, useCatalogLookup } from '../api/catalog';
import '../stock-translations';

/**
 * The catalogue search of 'Dodaj produkt': name, SKU or EAN, debounced; arrows move through the
 * results, Enter picks one, Escape closes them. Prices come from the order's price list, the
 * available quantity from its warehouse.
 */
export function CatalogSearch({
  priceListId,
  warehouseId,
  onPick,
}: {
  priceListId: string | null;
  warehouseId: string | null;
  onPick: (item: ProductLookupItem) => void;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const lookup = useCatalogLookup(debounced, priceListId, warehouseId);
  const items = lookup.data?.data ?? [];
  const searching = debounced.trim().length >= minLookupLength;

  const pick = (value: string) => {
    const item = items[Number(value)];
    if (!item) return;
    onPick(item);
    setQuery('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={t('orderDetails.catalog.search')}
          description={t('orderDetails.catalog.hint')}
          placeholder={t('orderDetails.catalog.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={lookup.isFetching ? <Loader size={16} /> : null}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          error={lookup.isError ? t('orderDetails.catalog.failed') : undefined}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching} data-testid="catalog-results">
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {items.map((item, index) => (
            <Combobox.Option value={String(index)} key={`${item.productId}-${item.variantId ?? ''}`}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[`SKU ${item.sku}`, item.ean ? `EAN ${item.ean}` : null].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="sm">
                    {item.grossPrice
                      ? formatMoney(item.grossPrice, item.currency)
                      : t('orderDetails.catalog.noPrice')}
                  </Text>
                  <Text size="xs" c={item.available > 0 ? 'dimmed' : 'red'}>
                    {t('orderDetails.catalog.available', { count: item.available })}
                  </Text>
                </Stack>
              </Group>
            </Combobox.Option>
          ))}
          {searching && !lookup.isFetching && items.length === 0 && !lookup.isError && (
            <Combobox.Empty>{t('orderDetails.catalog.noResults')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
