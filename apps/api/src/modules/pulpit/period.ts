import type { PulpitQuery, PulpitRange } from '@zaplecze/contract/pulpit/pulpit';

export const pulpitTimeZone = 'Europe/Warsaw';
const dayMs = 86_400_000;

const warsawDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: pulpitTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Warsaw at `now`, as YYYY-MM-DD. */
export function warsawToday(now: Date): string {
  return warsawDate.format(now);
}

/** Plain calendar arithmetic on YYYY-MM-DD (UTC midnight stands in for the day; no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

function range(from: string, to: string): PulpitRange {
  return { from, to, days: daysBetween(from, to) };
}

/** The chosen period and the one of the same length right before it, in Warsaw calendar days. */
export function resolvePeriod(
  query: Pick<PulpitQuery, 'period' | 'from' | 'to'>,
  now: Date,
): { range: PulpitRange; previous: PulpitRange } {
  const today = warsawToday(now);
  let current: PulpitRange;
  switch (query.period) {
    case 'today':
      current = range(today, today);
      break;
    case 'yesterday':
      current = range(addDays(today, -1), addDays(today, -1));
      break;
    case '7d':
      current = range(addDays(today, -6), today);
      break;
    case '30d':
      current = range(addDays(today, -29), today);
      break;
    case 'month':
      current = range(`${today.slice(0, 8)}01`, today);
      break;
    case 'custom':
      current = range(query.from!, query.to!);
      break;
  }
  const previousTo = addDays(current.from, -1);
  return { range: current, previous: range(addDays(previousTo, 1 - current.days), previousTo) };
}

/**
 * A period cut into whole calendar months, whole weeks (Monday to Sunday) and the days left over,
 * so sums over it read the coarsest roll-up that fits.
 */
export function splitPeriod(range: PulpitRange): { months: string[]; weeks: string[]; days: string[] } {
  const parts = { months: [] as string[], weeks: [] as string[], days: [] as string[] };
  let cursor = range.from;
  while (cursor <= range.to) {
    const date = new Date(`${cursor}T00:00:00Z`);
    const nextMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
    if (date.getUTCDate() === 1 && addDays(nextMonth, -1) <= range.to) {
      parts.months.push(cursor);
      cursor = nextMonth;
    } else if (date.getUTCDay() === 1 && addDays(cursor, 6) <= range.to) {
      parts.weeks.push(cursor);
      cursor = addDays(cursor, 7);
    } else {
      parts.days.push(cursor);
      cursor = addDays(cursor, 1);
    }
  }
  return parts;
}
