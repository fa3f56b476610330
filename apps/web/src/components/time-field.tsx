import { TimePicker, type TimePickerProps } from '@mantine/dates';
// The field brings its own styles: the pages that use it are lazy chunks, none of which may have them.
import '@mantine/dates/styles.css';

type Props = Omit<TimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'format' | 'withSeconds'> & {
  /** The time as "HH:mm" (24-hour), or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The app's time-of-day field: hours and minutes typed or picked in the 24-hour clock ("06:00",
 * never "06:00 AM"), whatever the browser's language; its value the "HH:mm" the API takes.
 */
export function TimeField({ value, onChange, ...props }: Props) {
  const name = typeof props.label === 'string' ? `${props.label}: ` : '';
  return (
    <TimePicker
      format="24h"
      withDropdown
      hoursInputLabel={`${name}godziny`}
      minutesInputLabel={`${name}minuty`}
      hoursPlaceholder="gg"
      minutesPlaceholder="mm"
      {...props}
      value={value}
      onChange={onChange}
    />
  );
}
