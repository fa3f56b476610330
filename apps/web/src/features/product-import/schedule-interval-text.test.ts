import { describe, expect, it } from 'vitest';
import { scheduleIntervalText } from './labels';

describe('scheduleIntervalText', () => {
  it('names the interval in Polish with the right plural after "co"', () => {
    expect(scheduleIntervalText(1, 'Minutes')).toBe('co minutę');
    expect(scheduleIntervalText(2, 'Minutes')).toBe('co 2 minuty');
    expect(scheduleIntervalText(5, 'Minutes')).toBe('co 5 minut');
    expect(scheduleIntervalText(22, 'Minutes')).toBe('co 22 minuty');
    expect(scheduleIntervalText(1, 'Hours')).toBe('co godzinę');
    expect(scheduleIntervalText(12, 'Hours')).toBe('co 12 godzin');
    expect(scheduleIntervalText(1, 'Days')).toBe('codziennie');
    expect(scheduleIntervalText(14, 'Days')).toBe('co 14 dni');
    expect(scheduleIntervalText(2, 'Days')).toBe('co 2 dni');
  });
});
