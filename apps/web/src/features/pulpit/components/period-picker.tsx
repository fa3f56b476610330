import { Group, SegmentedControl } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { pulpitPeriods, type PulpitPeriod } from '@zaplecze/contract/pulpit/pulpit';
import type { PulpitSelection } from '../api/keys';
import { pulpitPeriodLabels } from '../labels';

interface PeriodPickerProps {
  value: PulpitSelection;
  onChange: (value: PulpitSelection) => void;
}

export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" maw="100%" miw={0}>
      {/* The chips scroll inside their own box on a phone: the page never gets wider than the screen. */}
      <div style={{ maxWidth: '100%', minWidth: 0, overflowX: 'auto' }} data-testid="period-chips">
        <SegmentedControl
          aria-label="Okres"
          value={value.period}
          onChange={(period) => onChange({ ...value, period: period as PulpitPeriod })}
          data={pulpitPeriods.map((period) => ({ value: period, label: pulpitPeriodLabels[period] }))}
        />
      </div>
      {value.period === 'custom' && (
        <Group gap="xs" wrap="nowrap">
          <DateField
            label="Od"
            size="xs"
            w={130}
            value={value.from}
            maxDate={value.to}
            onChange={(from) => onChange({ ...value, from: from || undefined })}
          />
          <DateField
            label="Do"
            size="xs"
            w={130}
            value={value.to}
            minDate={value.from}
            onChange={(to) => onChange({ ...value, to: to || undefined })}
          />
        </Group>
      )}
    </Group>
  );
}
