import { describe, expect, it } from 'vitest';
import { formatPrice, formatVat, statusLabel, stockLabel } from './format';

describe('products list formatting (spec 002 §4, §9)', () => {
  it('prints prices with the app money formatter, a missing one as 0,00 zł', () => {
    expect(formatPrice({ amount: '19.9', currency: 'PLN' })).toBe('19,90\u00a0zł');
    expect(formatPrice({ amount: '1604.99', currency: 'PLN' })).toBe('1\u00a0604,99\u00a0zł');
    expect(formatPrice({ amount: '12345.5', currency: 'EUR' })).toBe('12\u00a0345,50\u00a0EUR');
    expect(formatPrice(null)).toBe('0,00\u00a0zł');
    expect(formatVat(23)).toBe('23,00%');
  });

  it('names the display statuses and stock levels', () => {
    expect(statusLabel('NotPaid')).toBe('Nieopłacony');
    expect(statusLabel('Something')).toBe('Nieznany');
    expect([0, -2, 1, 4, 5].map(stockLabel)).toEqual([
      'Brak na stanie',
      'Brak na stanie',
      'Niski stan',
      'Niski stan',
      'Na stanie',
    ]);
  });
});
