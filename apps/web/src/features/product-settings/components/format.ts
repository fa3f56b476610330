const listDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Lists show dates as dd.MM.yyyy (spec 002 §9). */
export function formatListDate(iso: string): string {
  return listDate.format(new Date(iso));
}

/** The server's field messages, for forms that put them under their fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  return fields && typeof fields === 'object' ? fields : {};
}
