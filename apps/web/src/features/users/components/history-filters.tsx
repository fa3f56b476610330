import { Grid, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DatesLocale } from '../../../components/dates-locale';
import { useTranslation } from '../../../lib/i18n';
import { auditFilterActions } from '@zaplecze/contract/audit/audit';
import { useUsers } from '../api/get-users';
import type { HistoryFilters as Filters } from '../use-history-filters';

// The picker's placeholder is text in a button, which axe measures: Mantine's default grey is too light.
const placeholderStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

interface Props {
  filters: Filters;
  onChange(patch: Partial<Filters>): void;
}

/** Search, action, user and date range of the History tab (spec 001 §2.3). */
export function HistoryFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.search);
  const [debounced] = useDebouncedValue(text, 350);
  const users = useUsers({ page: 1, limit: 100 });

  useEffect(() => {
    if (debounced.trim() !== filters.search) onChange({ search: debounced.trim() });
  }, [debounced, filters.search, onChange]);

  const actionOptions = ['all', ...auditFilterActions].map((value) => ({
    value,
    label: t(`employeeAccounts.historyTab.actions.${value}`),
  }));
  const userOptions = (users.data?.data ?? []).map((user) => ({
    value: user.id,
    label: user.name || user.username,
  }));

  return (
    <DatesLocale>
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TextInput
            label={t('employeeAccounts.historyTab.search')}
            placeholder={t('employeeAccounts.historyTab.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            label={t('employeeAccounts.historyTab.action')}
            data={actionOptions}
            value={filters.action}
            allowDeselect={false}
            onChange={(value) => onChange({ action: (value ?? 'all') as Filters['action'] })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('employeeAccounts.historyTab.user')}
            placeholder={t('employeeAccounts.historyTab.allUsers')}
            data={userOptions}
            value={filters.userId || null}
            searchable
            clearable
            nothingFoundMessage={t('employeeAccounts.historyTab.noUsers')}
            onChange={(value) => onChange({ userId: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <DatePickerInput
            label={t('employeeAccounts.historyTab.from')}
            placeholder={t('employeeAccounts.historyTab.datePlaceholder')}
            valueFormat="DD.MM.YYYY"
            styles={placeholderStyles}
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.from || null}
            maxDate={filters.to || undefined}
            onChange={(value) => onChange({ from: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <DatePickerInput
            label={t('employeeAccounts.historyTab.to')}
            placeholder={t('employeeAccounts.historyTab.datePlaceholder')}
            valueFormat="DD.MM.YYYY"
            styles={placeholderStyles}
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.to || null}
            minDate={filters.from || undefined}
            onChange={(value) => onChange({ to: value ?? '' })}
          />
        </Grid.Col>
      </Grid>
    </DatesLocale>
  );
}
