import { describe, expect, it } from 'vitest';
import { dependentPrice, priceAlongChain, priceListChain, wouldFormCycle } from './price-lists';

describe('dependentPrice', () => {
  it('multiplies in whole grosze and adds the additional value', () => {
    expect(dependentPrice(10_000, '0.85', 0)).toBe(8_500);
    expect(dependentPrice(10_000, '1', 250)).toBe(10_250);
    expect(dependentPrice(1_999, '2', 1)).toBe(3_999);
  });

  it('rounds the product half-up to whole grosze', () => {
    // 12.34 × 0.85 = 10.489 → 10.49
    expect(dependentPrice(1_234, '0.85', 0)).toBe(1_049);
    // 0.10 × 0.85 = 0.085 → 0.09 (half goes up)
    expect(dependentPrice(10, '0.85', 0)).toBe(9);
    // 0.30 × 0.15 = 0.045 → 0.05
    expect(dependentPrice(30, '0.15', 0)).toBe(5);
    // 0.01 × 1.4999 = 0.014999 → 0.01
    expect(dependentPrice(1, '1.4999', 0)).toBe(1);
    // floating point would give 1.1499999… for 1.15 × 1: integers keep it exact
    expect(dependentPrice(115, '1', 0)).toBe(115);
  });

  it('never goes below zero and stays exact for large prices', () => {
    expect(dependentPrice(100, '1', -500)).toBe(0);
    expect(dependentPrice(99_999_999_999, '1.2345', 0)).toBe(123_449_999_999);
  });
});

describe('priceAlongChain', () => {
  it('rounds at every list of the chain', () => {
    // 9.99 × 0.85 = 8.4915 → 8.49; × 0.5 = 4.245 → 4.25; + 1.00 = 5.25
    expect(
      priceAlongChain(999, [
        { multiplier: '0.85', additionalValue: 0 },
        { multiplier: '0.5', additionalValue: 100 },
      ]),
    ).toBe(525);
    expect(priceAlongChain(999, [])).toBe(999);
  });
});

describe('chains and cycles', () => {
  const lists = [
    { id: 'a', basePriceListId: null },
    { id: 'b', basePriceListId: 'a' },
    { id: 'c', basePriceListId: 'b' },
  ];

  it('walks from the root to the list', () => {
    expect(priceListChain(lists, 'c')?.map((list) => list.id)).toEqual(['a', 'b', 'c']);
    expect(priceListChain(lists, 'missing')).toBeNull();
  });

  it('sees a loop before it is stored', () => {
    expect(wouldFormCycle(lists, 'a', 'c')).toBe(true);
    expect(wouldFormCycle(lists, 'b', 'b')).toBe(true);
    expect(wouldFormCycle(lists, 'c', 'a')).toBe(false);
  });
});
