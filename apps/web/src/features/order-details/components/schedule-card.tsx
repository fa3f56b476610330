import { Badge, Group, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { scheduleCardForm } from '@zaplecze/contract/orders/order-cards';
import { daysUntil } from '@zaplecze/contract/orders/order-details';
import { countPl, type PolishForms } from '@zaplecze/contract/common/plural';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdateSchedule } from '../api/update-schedule';
import { scheduleValues, type ScheduleValues } from '../card-values';
import { formatDateTime, formDateFormat, isoFromPicker, pickerValue } from '../format';
import { useCardEditor } from '../use-card-editor';
import { DetailCard } from './detail-card';
import { InfoList } from './info-list';

const fields = ['shipmentDateEnd', 'deliveryDateEnd'] as const;

/** A passed date says by how much ('Po terminie o 26 dni', in red) instead of 'Pozostało dni: 0'. */
export function DueDate({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  if (!iso) return <Text size="sm">{t('orderDetails.fields.noDate')}</Text>;
  const days = daysUntil(iso) ?? 0;
  const dayForms = t('orderDetails.fields.dayForms', { returnObjects: true }) as PolishForms;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{formatDateTime(iso)}</Text>
      {days < 0 ? (
        <Badge size="sm" variant="filled" color="red.9" tt="none" data-testid="overdue">
          {t('orderDetails.fields.overdue', { days: countPl(-days, dayForms) })}
        </Badge>
      ) : (
        <Badge size="sm" variant="light" color={days === 0 ? 'red' : days <= 2 ? 'orange' : 'gray'} tt="none">
          {t('orderDetails.fields.daysLeft', { count: days })}
        </Badge>
      )}
    </Group>
  );
}

/** 'Terminy wysyłki i dostawy': the two dates with the days left, counted by calendar day with a floor of 0. */
export function ScheduleCard({
  order,
  canEdit,
  onReload,
}: {
  order: Order;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stored = scheduleValues(order);
  const mutation = useUpdateSchedule(order.id);
  const editor = useCardEditor<ScheduleValues>({
    card: 'schedule',
    schema: scheduleCardForm,
    stored,
    mutate: (changes, callbacks) => mutation.mutate(changes, callbacks),
  });
  const label = (key: string) => t(`orderDetails.fields.${key}`);
  return (
    <DetailCard
      title={t('orderDetails.cards.schedule')}
      editor={editor}
      canEdit={canEdit}
      onReload={onReload}
      testId="schedule-card"
      view={
        <InfoList
          items={fields.map((name) => ({
            label: label(name),
            value: <DueDate iso={stored[name]} />,
            wide: true,
            testId: `due-${name}`,
          }))}
        />
      }
    >
      {fields.map((name) => (
        <Controller
          key={name}
          control={editor.form.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimePicker
              size="xs"
              label={label(name)}
              placeholder={label('datePlaceholder')}
              valueFormat={formDateFormat}
              leftSection={<IconCalendar size={14} aria-hidden />}
              value={pickerValue(field.value)}
              onChange={(value) => field.onChange(isoFromPicker(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            />
          )}
        />
      ))}
    </DetailCard>
  );
}
