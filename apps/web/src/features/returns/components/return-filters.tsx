import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { returnStatuses, returnStatusLabels } from '@zaplecze/contract/orders/order-returns';
import { DateRangeFilter } from '../../../components/list-filters/date-range-filter';
import { FilterForm } from '../../../components/list-filters/filter-form';
import { useSearchAsYouType } from '../../../lib/use-search-as-you-type';
import type { ReturnFilters as Filters } from '../use-return-filters';

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
    <FilterForm onSubmit={search.submit}>
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
      <DateRangeFilter
        label={text('dates')}
        placeholder={text('datesPlaceholder')}
        from={filters.from}
        to={filters.to}
        onChange={onChange}
      />
      <Button type="submit" variant="light">
        {text('apply')}
      </Button>
    </FilterForm>
  );
}
