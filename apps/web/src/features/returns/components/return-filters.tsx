import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { returnStatuses, returnStatusLabels } from '@zaplecze/contract/orders/order-returns';
import { useSearchAsYouType } from '../../../lib/use-search-as-you-type';
import type { ReturnFilters as Filters } from '../use-return-filters';

// The picker's placeholder is text in a button, which axe measures: Mantine's default grey is too light.
const placeholderStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

const isoDay = (value: string | null) => (value ? value.slice(0, 10) : '');

/** Status, date range and a search by number, external id, order number or client. */
export function ReturnFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  const search = useSearchAsYouType(filters.search, (value) => onChange({ search: value }));
  const text = (key: string) => t(`returns.filters.${key}`);

  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <TextInput
        label={text('search')}
        placeholder={text('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        maxLength={100}
        onChange={(event) => search.setText(event.currentTarget.value)}
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label={text('status')}
        placeholder={text('allStatuses')}
        clearable
        data={returnStatuses.map((value) => ({ value, label: returnStatusLabels[value] }))}
        value={filters.status || null}
        onChange={(value) => onChange({ status: (value ?? '') as Filters['status'] })}
        w={{ base: '100%', sm: 180 }}
      />
      <DatePickerInput
        type="range"
        label={text('dates')}
        placeholder={text('datesPlaceholder')}
        clearable
        valueFormat="DD.MM.YYYY"
        styles={placeholderStyles}
        value={[filters.from || null, filters.to || null]}
        onChange={([from, to]) => {
          if ((from && to) || (!from && !to)) onChange({ from: isoDay(from), to: isoDay(to) });
        }}
        w={{ base: '100%', sm: 240 }}
      />
      <Button type="submit" variant="light">
        {text('apply')}
      </Button>
    </Group>
  );
}
