import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { pulpitPeriodLabels, pulpitPeriods, type PulpitPeriod } from '@zaplecze/contract/pulpit/pulpit';
import type { PulpitSelection } from '../api/keys';

interface PeriodPickerProps {
  value: PulpitSelection;
  onChange: (value: PulpitSelection) => void;
}

export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Okres"
        value={value.period}
        onChange={(period) => onChange({ ...value, period: period as PulpitPeriod })}
        data={pulpitPeriods.map((period) => ({ value: period, label: pulpitPeriodLabels[period] }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      {value.period === 'custom' && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="date"
            label="Od"
            size="xs"
            value={value.from ?? ''}
            max={value.to}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Do"
            size="xs"
            value={value.to ?? ''}
            min={value.from}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value || undefined })}
          />
        </Group>
      )}
    </Group>
  );
}
