import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import {
  decodeListFilter,
  encodeListFilter,
  neighboursQueryFromSearch,
  orderPath,
  ordersListPath,
} from './orders-list-url';

const statusId = '5c1d7e0a-3b7e-4f8e-8a1a-2e4b6c8d0f01';
const filter: FilterGroup = {
  operator: 'AND',
  conditions: [{ fieldId: 'clientName', operator: 'contains', value: 'Łukasz' }],
  groups: [],
};

describe("the orders list's URL query", () => {
  it('round-trips a filter with Polish letters through the URL form', () => {
    const encoded = encodeListFilter(filter);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListFilter(encoded)).toEqual(filter);
    expect(decodeListFilter('%%%')).toBeNull();
  });

  it("becomes the neighbours query: the list's sort, direction, status and filter, no paging", () => {
    const search = new URLSearchParams({
      status: statusId,
      f: encodeListFilter(filter),
      sort: 'value',
      dir: 'asc',
      page: '3',
      size: '50',
    });
    expect(neighboursQueryFromSearch(search)).toEqual({
      sort: 'value',
      direction: 'asc',
      statusId,
      groupId: undefined,
      filter: JSON.stringify(filter),
      archived: 'exclude',
    });
  });

  it('falls back to the default order for unknown values', () => {
    expect(
      neighboursQueryFromSearch(new URLSearchParams('sort=evil&dir=up&status=1;drop&archived=all')),
    ).toEqual({
      sort: 'createdAt',
      direction: 'desc',
      statusId: undefined,
      groupId: undefined,
      filter: undefined,
      archived: 'exclude',
    });
  });

  it('keeps the query on the order and back on the list', () => {
    expect(orderPath('x', new URLSearchParams('sort=number'))).toBe('/dashboard/orders/x?sort=number');
    expect(ordersListPath('')).toBe('/dashboard/orders');
  });
});
