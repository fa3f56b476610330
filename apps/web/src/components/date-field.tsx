import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
// The field brings its own styles: the pages that use it are lazy chunks, none of which may have them.
import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';

/** How every date field shows and takes a day: Polish "27.11.2026", whatever the browser's language. */
export const polishDateFormat = 'DD.MM.YYYY';

const isoDay = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A typed day: "27.11.2026" (also "7.1.2026" or "2026-11-27") → "2026-11-27"; anything else → null. */
export function parsePolishDate(text: string): string | null {
  const value = text.trim();
  const polish = /^(\d{1,2})[.\-/](\d{1,2})[.\-/](\d{4})$/.exec(value);
  if (polish) return isoDay(Number(polish[3]), Number(polish[2]), Number(polish[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

type Props = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat'> & {
  /** The day as "YYYY-MM-DD", or '' / null for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * The app's date field: Mantine's date input in Polish (month names, Monday first), shown and
 * typed as dd.mm.rrrr, its value the ISO day the API takes ('' when cleared).
 */
export function DateField({ value, onChange, minDate, maxDate, ...props }: Props) {
  return (
    <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
      <DateInput
        valueFormat={polishDateFormat}
        placeholder="dd.mm.rrrr"
        dateParser={parsePolishDate}
        clearable
        clearButtonProps={{ 'aria-label': 'Wyczyść datę' }}
        minDate={minDate || undefined}
        maxDate={maxDate || undefined}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  );
}
