import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import {
  orderImportTemplateMessages,
  type OrderImportSchedule,
} from '@zaplecze/contract/orders/order-import-templates';
import {
  scheduleIntervals,
  scheduleUnits,
  type ScheduleUnit,
} from '@zaplecze/contract/product-import/product-import';
import { openConfirm } from '../../../components/confirm-modal';
import { QueryState } from '../../../components/query-state';
import { TimeField } from '../../../components/time-field';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { scheduleIntervalText, scheduleUnitLabel } from '../../../lib/schedule-text';
import {
  createOrderImportSchedule,
  deleteOrderImportSchedule,
  libraryKeys,
  setOrderImportScheduleActive,
  useOrderImportSchedules,
  useOrderImportTemplates,
} from '../api/templates';
import { failureText } from './failure-text';

const when = (iso: string | null) => (iso ? formatWarsawDateTime(iso) : '—');

/** A new schedule: a saved template, a URL, the interval and the start time (today, local time). */
function NewSchedule({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const templates = useOrderImportTemplates();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [unit, setUnit] = useState<ScheduleUnit>('Hours');
  const [interval, setInterval] = useState(1);
  const [time, setTime] = useState('06:00');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!templateId) return setError(orderImportTemplateMessages.templateRequired);
    const [hours, minutes] = time.split(':').map(Number);
    const start = new Date();
    start.setHours(hours ?? 6, minutes ?? 0, 0, 0);
    setError(null);
    try {
      await createOrderImportSchedule({
        templateId,
        name: name.trim(),
        url: url.trim(),
        intervalUnit: unit,
        intervalValue: interval,
        startTime: start.toISOString(),
      });
      setName('');
      setUrl('');
      notify('green', t('ordersImportExport.schedules.saved'));
      await onSaved();
    } catch (failure) {
      setError(failureText(failure, t('ordersImportExport.schedules.saveFailed')));
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group align="flex-end">
          <Select
            label={t('ordersImportExport.schedules.template')}
            data={(templates.data?.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
            value={templateId}
            onChange={setTemplateId}
            placeholder={t('ordersImportExport.templates.none')}
            w={220}
          />
          <TextInput
            label={t('ordersImportExport.schedules.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
            w={220}
          />
          <TextInput
            label={t('ordersImportExport.import.url')}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            placeholder="https://"
            maxLength={2000}
            miw={280}
          />
        </Group>
        <Group align="flex-end">
          <Select
            label={t('ordersImportExport.schedules.unit')}
            data={scheduleUnits.map((value) => ({ value, label: scheduleUnitLabel(t, value) }))}
            value={unit}
            onChange={(value) => {
              if (!value) return;
              setUnit(value as ScheduleUnit);
              setInterval(scheduleIntervals[value as ScheduleUnit][0]!);
            }}
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t('ordersImportExport.schedules.every')}
            data={scheduleIntervals[unit].map(String)}
            value={String(interval)}
            onChange={(value) => value && setInterval(Number(value))}
            allowDeselect={false}
            w={100}
          />
          <TimeField
            label={t('ordersImportExport.schedules.start')}
            value={time}
            onChange={(value) => setTime(value)}
            w={130}
          />
          <Button onClick={() => void save()}>{t('ordersImportExport.schedules.add')}</Button>
        </Group>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function LastResult({ schedule }: { schedule: OrderImportSchedule }) {
  const { t } = useTranslation();
  if (schedule.lastError)
    return (
      <Text size="sm" c="red.9">
        {schedule.lastError}
      </Text>
    );
  if (!schedule.lastRun) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {t(`ordersImportExport.import.state.${schedule.lastRun.status}`)}:{' '}
      {t('ordersImportExport.import.done', schedule.lastRun.counts)}
    </Text>
  );
}

/** "Harmonogram": recurring imports from a URL with a saved template; pause, resume, delete. */
export function ScheduleSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schedules = useOrderImportSchedules();
  const refresh = () => queryClient.invalidateQueries({ queryKey: libraryKeys.schedules });
  const toggle = (schedule: OrderImportSchedule) =>
    void setOrderImportScheduleActive(schedule.id, !schedule.isActive)
      .then(refresh)
      .catch((failure: unknown) => notifyFailure(t('ordersImportExport.schedules.saveFailed'), failure));
  const remove = (schedule: OrderImportSchedule) =>
    openConfirm({
      type: 'danger',
      title: t('ordersImportExport.schedules.deleteTitle'),
      message: t('ordersImportExport.schedules.deleteMessage', { name: schedule.name }),
      confirmText: t('ordersImportExport.schedules.delete'),
      onConfirm: () =>
        void deleteOrderImportSchedule(schedule.id)
          .then(refresh)
          .catch((failure: unknown) =>
            notifyFailure(t('ordersImportExport.schedules.deleteFailed'), failure),
          ),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('ordersImportExport.schedules.title')}
      </Title>
      <Text size="sm">{t('ordersImportExport.schedules.intro')}</Text>
      <NewSchedule onSaved={refresh} />
      <QueryState
        query={schedules}
        loadingLabel={t('ordersImportExport.schedules.loading')}
        errorMessage={t('ordersImportExport.schedules.loadError')}
        empty={t('ordersImportExport.schedules.empty')}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" data-testid="order-import-schedules">
              <Table.Thead>
                <Table.Tr>
                  {(['name', 'interval', 'next', 'last', 'state', 'actions'] as const).map((key) => (
                    <Table.Th key={key}>{t(`ordersImportExport.schedules.columns.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((schedule) => (
                  <Table.Tr key={schedule.id} data-testid="order-import-schedule">
                    <Table.Td>
                      <Text size="sm">{schedule.name}</Text>
                      <Text size="xs" c="gray.7">
                        {schedule.templateName} · {schedule.url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {scheduleIntervalText(t, schedule.intervalValue, schedule.intervalUnit)}
                    </Table.Td>
                    <Table.Td>{when(schedule.nextRunAt)}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{when(schedule.lastRunAt)}</Text>
                      <LastResult schedule={schedule} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={schedule.isActive ? 'teal.9' : 'gray.7'}>
                        {t(`ordersImportExport.schedules.${schedule.isActive ? 'active' : 'paused'}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => toggle(schedule)}>
                          {t(`ordersImportExport.schedules.${schedule.isActive ? 'pause' : 'resume'}`)}
                        </Button>
                        <Button size="xs" variant="outline" color="red.9" onClick={() => remove(schedule)}>
                          {t('ordersImportExport.schedules.delete')}
                        </Button>
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
