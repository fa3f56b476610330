import { ActionIcon, Badge, Group, Select, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { scheduleIntervalText } from './labels';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { QueryState } from '../../components/query-state';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { notifyFailure } from '../../lib/notify';
import { useActivateSchedule } from './api/activate-schedule';
import { useDeleteSchedule } from './api/delete-schedule';
import { useSchedules, type ScheduleFilters } from './api/get-schedules';
import { sourceOptionsText } from './source-options-text';
import 'dayjs/locale/pl';
import '@mantine/dates/styles.css';

const dateTime = (iso: string | null) => (iso ? formatWarsawDateTime(iso) : '—');

/** Harmonogram (002 §2.3): filters, columns, activate, edit via the import screen, delete that deletes. */
export function Component() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ScheduleFilters>({});
  const schedules = useSchedules(filters);
  const activate = useActivateSchedule();
  const remove = useDeleteSchedule();
  const set = (patch: Partial<ScheduleFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const confirmDelete = useConfirmDelete(remove, (schedule: { id: string; name: string }) => ({
    title: 'Potwierdź operację',
    message: `Usunąć harmonogram <b>${schedule.name.replace(/[<>&]/g, '')}</b>? Ta operacja nie może zostać cofnięta.`,
    confirmText: 'Usuń',
    variables: schedule.id,
    success: 'Harmonogram został usunięty',
    failure: 'Nie udało się usunąć harmonogramu',
  }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Harmonogram
      </Title>
      <Group align="flex-end">
        <Select
          label="Typ procesu"
          data={[
            { value: 'import', label: 'Import' },
            { value: 'export', label: 'Eksport' },
          ]}
          value={filters.type ?? null}
          onChange={(value) => set({ type: (value ?? undefined) as ScheduleFilters['type'] })}
          placeholder="Wszystkie"
          clearable
          w={160}
        />
        <Select
          label="Status"
          data={[
            { value: 'active', label: 'Aktywny' },
            { value: 'inactive', label: 'Nieaktywny' },
          ]}
          value={filters.status ?? null}
          onChange={(value) => set({ status: (value ?? undefined) as ScheduleFilters['status'] })}
          placeholder="Wszystkie"
          clearable
          w={160}
        />
        <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
          <DatePickerInput
            label="Utworzono od"
            placeholder="dd.mm.rrrr"
            valueFormat="DD.MM.YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.dateFrom ?? null}
            maxDate={filters.dateTo}
            onChange={(value) => set({ dateFrom: value ?? undefined })}
            w={160}
          />
          <DatePickerInput
            label="Utworzono do"
            placeholder="dd.mm.rrrr"
            valueFormat="DD.MM.YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={filters.dateTo ?? null}
            minDate={filters.dateFrom}
            onChange={(value) => set({ dateTo: value ?? undefined })}
            w={160}
          />
        </DatesProvider>
      </Group>
      <QueryState
        query={schedules}
        errorMessage="Nie udało się pobrać harmonogramów"
        empty="Brak harmonogramów"
      >
        {(data) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label="Harmonogramy">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nazwa</Table.Th>
                  <Table.Th>Typ</Table.Th>
                  <Table.Th>Częstotliwość</Table.Th>
                  <Table.Th>Następne wykonanie</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Akcje</Table.Th>
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
                        Utworzono {dateTime(schedule.created)} · szablon {schedule.templateName}
                      </Text>
                      {sourceOptionsText(schedule.sourceOptions) && (
                        <Text size="xs" c="dimmed">
                          Odczyt pliku: {sourceOptionsText(schedule.sourceOptions)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>Import</Table.Td>
                    <Table.Td>{scheduleIntervalText(schedule.intervalValue, schedule.intervalUnit)}</Table.Td>
                    <Table.Td>{dateTime(schedule.nextRunAt)}</Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Switch
                          aria-label={`Aktywny: ${schedule.name}`}
                          checked={schedule.isActive}
                          onChange={(event) =>
                            activate.mutate(
                              { id: schedule.id, isActive: event.currentTarget.checked },
                              { onError: (error) => notifyFailure('Nie udało się zmienić statusu', error) },
                            )
                          }
                        />
                        <Badge color={schedule.isActive ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                          {schedule.isActive ? 'Aktywny' : 'Nieaktywny'}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Tooltip label="Edytuj">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edytuj ${schedule.name}`}
                            onClick={() =>
                              void navigate('/dashboard/products-import-export/import?showSchedule=true')
                            }
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Usuń">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Usuń ${schedule.name}`}
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
