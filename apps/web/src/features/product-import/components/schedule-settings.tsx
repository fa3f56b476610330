import { Group, Select, TextInput } from '@mantine/core';
import {
  scheduleIntervals,
  scheduleUnits,
  type ScheduleUnit,
} from '@zaplecze/contract/product-import/product-import';
import { TimeField } from '../../../components/time-field';
import { useTranslation } from '../../../lib/i18n';
import { scheduleUnitLabel } from '../../../lib/schedule-text';
import type { ImportWizard } from '../use-import-wizard';

/** Recurring import settings; only the intervals of 002 §9 can be chosen. */
export function ScheduleSettings({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation();
  const { schedule } = wizard;
  return (
    <Group align="flex-end">
      <TextInput
        label={t('productImport.scheduleSettings.name')}
        value={schedule.name}
        onChange={(event) => wizard.setScheduleName(event.currentTarget.value)}
        w={240}
      />
      <Select
        label={t('productImport.scheduleSettings.unit')}
        data={scheduleUnits.map((unit) => ({
          value: unit,
          label: scheduleUnitLabel(t, unit),
        }))}
        value={schedule.unit}
        onChange={(value) => value && wizard.setScheduleUnit(value as ScheduleUnit)}
        allowDeselect={false}
        w={140}
      />
      <Select
        label={t('productImport.scheduleSettings.interval')}
        data={scheduleIntervals[schedule.unit].map((value) => String(value))}
        value={String(schedule.interval)}
        onChange={(value) => value && wizard.setScheduleInterval(Number(value))}
        allowDeselect={false}
        w={100}
      />
      <TimeField
        label={t('productImport.scheduleSettings.time')}
        value={schedule.time}
        onChange={(value) => wizard.setScheduleTime(value)}
        w={130}
      />
    </Group>
  );
}
