import dayjs from 'dayjs';

const twoDigits = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const listDate = new Intl.DateTimeFormat('pl-PL', twoDigits);
const dateTime = new Intl.DateTimeFormat('pl-PL', { ...twoDigits, hour: '2-digit', minute: '2-digit' });

/** dd.MM.yyyy, as dates in lists (spec 001 §9). */
export function formatDate(iso: string): string {
  return listDate.format(new Date(iso));
}

/** dd.MM.yyyy, HH:mm in the Polish locale. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The format of dates on edit forms: dd/MM/yyyy HH:mm (Mantine's dayjs tokens). */
export const formDateFormat = 'DD/MM/YYYY HH:mm';

/** Mantine's date pickers speak 'YYYY-MM-DD HH:mm:ss' in local time; the API speaks ISO with an offset. */
export function pickerValue(iso: string | null | undefined): string | null {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null;
}

export function isoFromPicker(value: string | null): string | null {
  return value ? dayjs(value).toISOString() : null;
}

/** Escapes text placed into a confirmation message that allows simple HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
