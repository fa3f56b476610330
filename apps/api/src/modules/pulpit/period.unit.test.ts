import { describe, expect, it } from 'vitest';
import { resolvePeriod, splitPeriod } from './period';

describe('pulpit periods', () => {
  it('cuts a period into whole months, whole weeks from Monday and the days left', () => {
    // November 2026 is whole; 1.12.2026 is a Tuesday, so December's first days stay days.
    expect(splitPeriod({ from: '2026-11-01', to: '2026-12-06', days: 36 })).toEqual({
      months: ['2026-11-01'],
      weeks: [],
      days: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'],
    });
    // 25.10.2026 is a Sunday: whole weeks from Monday 26.10 (across the month's end).
    expect(splitPeriod({ from: '2026-10-25', to: '2026-11-23', days: 30 })).toEqual({
      months: [],
      weeks: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'],
      days: ['2026-10-25', '2026-11-23'],
    });
  });

  it('counts Warsaw days: just after midnight in Warsaw is already the next day', () => {
    const { range, previous } = resolvePeriod({ period: '7d' }, new Date('2026-03-28T23:30:00Z'));
    expect(range).toEqual({ from: '2026-03-23', to: '2026-03-29', days: 7 });
    expect(previous).toEqual({ from: '2026-03-16', to: '2026-03-22', days: 7 });
    const month = resolvePeriod({ period: 'month' }, new Date('2026-03-31T22:30:00Z'));
    expect(month.range).toEqual({ from: '2026-04-01', to: '2026-04-01', days: 1 });
  });
});
