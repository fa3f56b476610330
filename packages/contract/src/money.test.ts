import { describe, expect, it } from 'vitest';
import { formatMoney, fromGrosze, toGrosze } from './money';

describe('money in integer grosze', () => {
  it('parses decimals and rounds half-up once', () => {
    expect(toGrosze('12.3')).toBe(1230);
    expect(toGrosze('12.345')).toBe(1235);
    expect(toGrosze('12.344')).toBe(1234);
    expect(toGrosze(0.1)).toBe(10);
    expect(toGrosze('-1.005')).toBe(-101);
  });

  it('formats grosze back to two decimals and as Polish currency', () => {
    expect(fromGrosze(1230)).toBe('12.30');
    expect(fromGrosze(-5)).toBe('-0.05');
    expect(formatMoney('12345.5').replace(/\s/g, ' ')).toBe('12 345,50 zł');
  });
});
