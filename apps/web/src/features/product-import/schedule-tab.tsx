import { ActionIcon, Badge, Group, Select, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { QueryState } from '../../components/query-state';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { DatesLocale } from '../../components/dates-locale';
import { useTranslation } from '../../lib/i18n';
import { notifyFailure } from '../../lib/notify';
import { useActivateSchedule } from './api/activate-schedule';
import { useDeleteSchedule } from './api/delete-schedule';
import { useSchedules, type ScheduleFilters } from './api/get-schedules';
import { scheduleIntervalText } from '../../lib/schedule-text';
import { sourceOptionsText } from './labels';
import './translations';

const dateTime = (iso: string | null) => (iso ? formatWarsawDateTime(iso) : '—');

/** Harmonogram (002 §2.3): filters, columns, activate, edit via the import screen, delete that deletes. */
export function Component() {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`productImport.schedules.${key}`, options);
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ScheduleFilters>({});
  const schedules = useSchedules(filters);
  const activate = useActivateSchedule();
  const remove = useDeleteSchedule();
  const set = (patch: Partial<ScheduleFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const confirmDelete = useConfirmDelete(remove, (schedule: { id: string; name: string }) => ({
    title: text('removeTitle'),
    message: text('removeMessage', { name: schedule.name.replace(/[<>&]/g, '') }),
    confirmText: text('remove'),
    variables: schedule.id,
    success: text('removed'),
    failure: text('removeFailed'),
  }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {text('title')}
      </Title>
      <Group align="flex-end">
        <Select
          label={text('type')}
          data={(['import', 'export'] as const).map((value) => ({
            value,
            label: t(`productImport.labels.importType.${value}`),
          }))}
          value={filters.type ?? null}
          onChange={(value) => set({ type: (value ?? undefined) as ScheduleFilters['type'] })}
          placeholder={text('all')}
          clearable
          w={160}
        />
        <Select
          label={text('status')}
          data={(['active', 'inactive'] as const).map((value) => ({ value, label: text(value) }))}
          value={filters.status ?? null}
          onChange={(value) => set({ status: (value ?? undefined) as ScheduleFilters['status'] })}
          placeholder={text('all')}
          clearable
          w={160}
        />
        <DatesLocale>
          <DatePickerInput
            label={text('createdFrom')}
            placeholder={text('datePlaceholder')}
            valueFormat="DD.MM.YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.dateFrom ?? null}
            maxDate={filters.dateTo}
            onChange={(value) => set({ dateFrom: value ?? undefined })}
            w={160}
          />
          <DatePickerInput
            label={text('createdTo')}
            placeholder={text('datePlaceholder')}
            valueFormat="DD.MM.YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.dateTo ?? null}
            minDate={filters.dateFrom}
            onChange={(value) => set({ dateTo: value ?? undefined })}
            w={160}
          />
        </DatesLocale>
      </Group>
      <QueryState query={schedules} errorMessage={text('loadFailed')} empty={text('empty')}>
        {(data) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label={text('table')}>
              <Table.Thead>
                <Table.Tr>
                  {(['name', 'type', 'interval', 'nextRun', 'status', 'actions'] as const).map((column) => (
                    <Table.Th key={column}>{text(`columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((schedule) => (
                  <Table.Tr key={schedule.id}>
                    <Table.Td>
                      <Text fw={500}>{schedule.name}</Text>
                      <Text size="xs" c="dimmed">
                        {schedule.url}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {text('created', {
                          date: dateTime(schedule.created),
                          template: schedule.templateName,
                        })}
                      </Text>
                      {sourceOptionsText(t, schedule.sourceOptions) && (
                        <Text size="xs" c="dimmed">
                          {text('reading', { choices: sourceOptionsText(t, schedule.sourceOptions) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t('productImport.labels.importType.import')}</Table.Td>
                    <Table.Td>
                      {scheduleIntervalText(t, schedule.intervalValue, schedule.intervalUnit)}
                    </Table.Td>
                    <Table.Td>{dateTime(schedule.nextRunAt)}</Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Switch
                          aria-label={text('activeFor', { name: schedule.name })}
                          checked={schedule.isActive}
                          onChange={(event) =>
                            activate.mutate(
                              { id: schedule.id, isActive: event.currentTarget.checked },
                              { onError: (error) => notifyFailure(text('statusFailed'), error) },
                            )
                          }
                        />
                        <Badge color={schedule.isActive ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                          {text(schedule.isActive ? 'active' : 'inactive')}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Tooltip label={text('edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={text('editFor', { name: schedule.name })}
                            onClick={() =>
                              void navigate('/dashboard/products-import-export/import?showSchedule=true')
                            }
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={text('remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={text('removeFor', { name: schedule.name })}
                            onClick={() => confirmDelete(schedule)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
