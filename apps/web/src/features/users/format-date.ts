import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';

const relativeFormats = {
  pl: new Intl.RelativeTimeFormat('pl-PL', { numeric: 'auto' }),
  en: new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }),
};

/** "5 minut temu" ("5 minutes ago" in English) within the last week, the absolute date after that. */
export function formatLastActivity(iso: string, now = Date.now(), language: string = 'pl'): string {
  const relative = language === 'en' ? relativeFormats.en : relativeFormats.pl;
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(seconds) < 60) return relative.format(0, 'second');
  const minutes = seconds / 60;
  if (Math.abs(minutes) < 60) return relative.format(Math.round(minutes), 'minute');
  const hours = minutes / 60;
  if (Math.abs(hours) < 24) return relative.format(Math.round(hours), 'hour');
  const days = hours / 24;
  if (Math.abs(days) <= 7) return relative.format(Math.round(days), 'day');
  return formatWarsawDateTime(iso);
}
