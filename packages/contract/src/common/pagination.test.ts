import { describe, expect, it } from 'vitest';
import { cursorPageQuery, pageCount, pageQuery, pageRange, pageWindow, pageSizeMessage } from './pagination';

describe('paging', () => {
  it('keeps a window of five page numbers around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it('computes the "X do Y z N" range and page count', () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('coerces and bounds the query parameters', () => {
    expect(pageQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it("takes the keyset lists' page sizes only, 20 by default, and their cursor", () => {
    expect(cursorPageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(cursorPageQuery.parse({ page: '2', limit: '50', cursor: 'abc' })).toEqual({
      page: 2,
      limit: 50,
      cursor: 'abc',
    });
    const odd = cursorPageQuery.safeParse({ limit: '15' });
    expect(odd.success).toBe(false);
    expect(odd.error?.issues[0]?.message).toBe(pageSizeMessage);
    expect(cursorPageQuery.safeParse({ cursor: 'x'.repeat(501) }).success).toBe(false);
  });
});
