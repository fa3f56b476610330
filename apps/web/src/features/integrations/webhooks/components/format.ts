const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium' });

/** A moment as people read it in Poland: 27.11.2026, 18:04:05. */
export function formatMoment(iso: string): string {
  return dateTime.format(new Date(iso));
}
