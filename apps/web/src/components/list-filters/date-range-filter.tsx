import { DatePickerInput } from '@mantine/dates';
import { DatesLocale } from '../dates-locale';

// The picker's placeholder is text in a button, which axe measures: Mantine's default grey is too light.
const placeholderStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
const isoDay = (value: string | null) => (value ? value.slice(0, 10) : '');

interface Props {
  label: string;
  placeholder: string;
  /** Calendar days `YYYY-MM-DD`, '' when open. */
  from: string;
  to: string;
  /** Called with both days picked, or both cleared; a half-picked range waits. */
  onChange(range: { from: string; to: string }): void;
}

/** A list filter's range of days, both inclusive, shown DD.MM.YYYY. */
export function DateRangeFilter({ label, placeholder, from, to, onChange }: Props) {
  return (
    <DatesLocale>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={placeholder}
        clearable
        valueFormat="DD.MM.YYYY"
        styles={placeholderStyles}
        value={[from || null, to || null]}
        onChange={([start, end]) => {
          if ((start && end) || (!start && !end)) onChange({ from: isoDay(start), to: isoDay(end) });
        }}
        w={{ base: '100%', sm: 240 }}
      />
    </DatesLocale>
  );
}
