const listDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short' });

/** Dates in lists: dd.MM.yyyy (spec 001 §9). */
export function formatListDate(iso: string): string {
  return listDate.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return fullDate.format(new Date(iso));
}
