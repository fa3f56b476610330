import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { scheduleIntervalText } from './schedule-text';

describe('scheduleIntervalText', () => {
  it('names the interval in Polish with the right plural after "co"', () => {
    const text = (value: number, unit: 'Minutes' | 'Hours' | 'Days') =>
      scheduleIntervalText(i18n.t, value, unit);
    expect(text(1, 'Minutes')).toBe('co minutę');
    expect(text(2, 'Minutes')).toBe('co 2 minuty');
    expect(text(5, 'Minutes')).toBe('co 5 minut');
    expect(text(22, 'Minutes')).toBe('co 22 minuty');
    expect(text(1, 'Hours')).toBe('co godzinę');
    expect(text(12, 'Hours')).toBe('co 12 godzin');
    expect(text(1, 'Days')).toBe('codziennie');
    expect(text(14, 'Days')).toBe('co 14 dni');
    expect(text(2, 'Days')).toBe('co 2 dni');
  });
});
