import { describe, expect, it } from 'vitest';
import { countPl } from './plural';

const users = { one: 'użytkownik', few: 'użytkowników', many: 'użytkowników' };
const orders = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień' };

describe('Polish plural forms', () => {
  it('picks one / few / many as Intl.PluralRules("pl") does', () => {
    expect(countPl(1, orders)).toBe('1 zamówienie');
    expect(countPl(2, orders)).toBe('2 zamówienia');
    expect(countPl(4, orders)).toBe('4 zamówienia');
    expect(countPl(5, orders)).toBe('5 zamówień');
    expect(countPl(12, orders)).toBe('12 zamówień');
    expect(countPl(22, orders)).toBe('22 zamówienia');
    expect(countPl(0, orders)).toBe('0 zamówień');
    expect(countPl(1, users)).toBe('1 użytkownik');
  });
});
