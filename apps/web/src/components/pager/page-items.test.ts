import { describe, expect, it } from 'vitest';
import { edgePageItems } from './page-items';

describe('edgePageItems', () => {
  it('lists every page up to seven', () => {
    expect(edgePageItems(1, 1)).toEqual([1]);
    expect(edgePageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven slots with the first, the last and the neighbours of the current page', () => {
    expect(edgePageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(edgePageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(edgePageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(edgePageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(edgePageItems(25, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
