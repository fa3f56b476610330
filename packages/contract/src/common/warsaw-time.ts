const warsawDateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * "23.11.2026, 14:05": a moment on the Warsaw clock, wherever the browser or the server is
 * (the business runs on Polish time; spec 001 §9 day-first, 2-digit parts).
 */
export function formatWarsawDateTime(value: string | Date): string {
  return warsawDateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const warsawDateTimeSeconds = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "23.11.2026, 14:05:09": `formatWarsawDateTime` with seconds, for logs whose entries come seconds apart. */
export function formatWarsawDateTimeSeconds(value: string | Date): string {
  return warsawDateTimeSeconds.format(typeof value === 'string' ? new Date(value) : value);
}
