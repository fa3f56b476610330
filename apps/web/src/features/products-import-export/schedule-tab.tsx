import { ActionIcon, Badge, Group, Select, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { scheduleIntervalText } from '@zaplecze/contract/product-import';
import { formatWarsawDateTime } from '@zaplecze/contract/warsaw-time';
import { openConfirm } from '../../components/confirm-modal';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states';
import { notify, notifyFailure } from '../../lib/notify';
import { useScheduleChange, useSchedules, type ScheduleFilters } from './api';
import { sourceOptionsText } from './source-options-text';
import 'dayjs/locale/pl';
import '@mantine/dates/styles.css';

const dateTime = (iso: string | null) => (iso ? formatWarsawDateTime(iso) : '—');

/** Harmonogram (002 §2.3): filters, columns, activate, edit via the import screen, delete that deletes. */
export function Component() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ScheduleFilters>({});
  const schedules = useSchedules(filters);
  const { activate, remove } = useScheduleChange();
  const set = (patch: Partial<ScheduleFilters>) => setFilters((current) => ({ ...current, ...patch }));
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
      {schedules.isPending ? (
        <LoadingState />
      ) : schedules.isError ? (
        <ErrorState message="Nie udało się pobrać harmonogramów" onRetry={() => void schedules.refetch()} />
      ) : schedules.data.length === 0 ? (
        <EmptyState text="Brak harmonogramów" />
      ) : (
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
              {schedules.data.map((schedule) => (
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
                          onClick={() =>
                            openConfirm({
                              type: 'danger',
                              title: 'Potwierdź operację',
                              message: `Usunąć harmonogram <b>${schedule.name.replace(/[<>&]/g, '')}</b>? Ta operacja nie może zostać cofnięta.`,
                              confirmText: 'Usuń',
                              onConfirm: () =>
                                remove.mutate(schedule.id, {
                                  onSuccess: () => notify('green', 'Harmonogram został usunięty'),
                                  onError: (error) =>
                                    notifyFailure('Nie udało się usunąć harmonogramu', error),
                                }),
                            })
                          }
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
    </Stack>
  );
}
