import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import {
  eventLogLevelLabels,
  eventLogLevels,
  eventLogMethods,
  eventLogStatusClasses,
} from '@zaplecze/contract/event-log/event-log';
import { DateRangeFilter } from '../../../components/list-filters/date-range-filter';
import { FilterForm } from '../../../components/list-filters/filter-form';
import { useSearchAsYouType } from '../../../lib/use-search-as-you-type';
import { filtersOfKind, type EventLogFilters as Filters } from '../use-event-log-filters';

/** The filter bar of the current tab: only the filters of its kind, all applied on the server. */
export function EventLogFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`eventLog.filters.${key}`);
  const shown = new Set(filtersOfKind[filters.kind]);
  const path = useSearchAsYouType(filters.path, (value) => onChange({ path: value }));
  const eventType = useSearchAsYouType(filters.eventType, (value) => onChange({ eventType: value }));
  const active = [...shown].some((key) => filters[key] !== '');

  return (
    <FilterForm
      onSubmit={() => {
        if (shown.has('path')) path.submit();
        if (shown.has('eventType')) eventType.submit();
      }}
    >
      {shown.has('path') && (
        <TextInput
          label={text('path')}
          placeholder={text('pathPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={path.text}
          maxLength={200}
          onChange={(event) => path.setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
      )}
      {shown.has('eventType') && (
        <TextInput
          label={text('eventType')}
          placeholder={text('eventTypePlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={eventType.text}
          maxLength={100}
          onChange={(event) => eventType.setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 220 }}
        />
      )}
      {shown.has('statusClass') && (
        <Select
          label={text('statusClass')}
          placeholder={text('allStatuses')}
          clearable
          data={eventLogStatusClasses.map((value) => ({
            value,
            label: t(`eventLog.statusClasses.${value}`),
          }))}
          value={filters.statusClass || null}
          onChange={(value) => onChange({ statusClass: (value ?? '') as Filters['statusClass'] })}
          w={{ base: '100%', sm: 200 }}
        />
      )}
      {shown.has('method') && (
        <Select
          label={text('method')}
          placeholder={text('allMethods')}
          clearable
          data={[...eventLogMethods]}
          value={filters.method || null}
          onChange={(value) => onChange({ method: (value ?? '') as Filters['method'] })}
          w={{ base: '100%', sm: 160 }}
        />
      )}
      {shown.has('level') && (
        <Select
          label={text('level')}
          placeholder={text('allLevels')}
          clearable
          data={eventLogLevels.map((value) => ({ value, label: eventLogLevelLabels[value] }))}
          value={filters.level || null}
          onChange={(value) => onChange({ level: (value ?? '') as Filters['level'] })}
          w={{ base: '100%', sm: 180 }}
        />
      )}
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
      {active && (
        <Button
          variant="subtle"
          onClick={() => onChange(Object.fromEntries([...shown].map((key) => [key, ''])) as Partial<Filters>)}
        >
          {text('clear')}
        </Button>
      )}
    </FilterForm>
  );
}
