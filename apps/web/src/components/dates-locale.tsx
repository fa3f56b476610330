import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * Calendars in the app's language (Polish month and day names, Monday first), whatever the
 * browser's: wrap every Mantine date or date-time picker that is not a `DateField`.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pl', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
