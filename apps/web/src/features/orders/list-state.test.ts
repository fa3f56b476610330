import { describe, expect, it } from 'vitest';
import { encodeFilter } from './filter/filter-tree';
import { parseListState, toSearchParams, type OrdersListState } from './list-state';

describe('list state in the URL', () => {
  it('keeps defaults out of the URL and reads every part back', () => {
    const plain: OrdersListState = { filter: null, page: 1, limit: 20, sort: 'createdAt', direction: 'desc' };
    expect(toSearchParams(plain).toString()).toBe('');
    const state: OrdersListState = {
      statusId: '00000000-0000-4000-8000-000000000801',
      filter: {
        operator: 'OR',
        conditions: [{ fieldId: 'country', operator: 'equals', value: 'DE' }],
        groups: [],
      },
      page: 3,
      limit: 50,
      sort: 'value',
      direction: 'asc',
    };
    const params = toSearchParams(state);
    expect(params.get('f')).toBe(encodeFilter(state.filter!));
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('ignores values a hand-edited URL may carry', () => {
    const state = parseListState(new URLSearchParams('page=-2&size=33&sort=drop&dir=up&status=1;DROP&f=%%%'));
    expect(state).toEqual({
      statusId: undefined,
      filter: null,
      page: 1,
      limit: 20,
      sort: 'createdAt',
      direction: 'desc',
    });
  });
});
