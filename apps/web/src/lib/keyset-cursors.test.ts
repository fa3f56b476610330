import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { keysetCursors } from './keyset-cursors';

interface Query {
  page: number;
  sort: string;
}

const signal = new AbortController().signal;
const page = (next: string | null, prev: string | null = null) => ({ nextCursor: next, prevCursor: prev });

describe('keyset cursors of a paged list', () => {
  it('asks for the next page with the cursor the previous answer gave, per list', async () => {
    const get = vi.fn(async (query: Query, _cursor: string | undefined) => page(`after-${query.page}`));
    const pages = keysetCursors(({ page: _page, ...list }: Query) => list, get);
    await pages.fetchPage({ page: 1, sort: 'name' }, signal);
    await pages.fetchPage({ page: 2, sort: 'name' }, signal);
    await pages.fetchPage({ page: 2, sort: 'date' }, signal);
    expect(get.mock.calls.map(([, cursor]) => cursor)).toEqual([undefined, 'after-1', undefined]);
  });

  it('asks again without a cursor the server refuses, and forgets cursors on demand', async () => {
    const get = vi.fn(async (query: Query, cursor: string | undefined) => {
      if (cursor === 'stale') throw new ApiError(400, 'VALIDATION_FAILED', 'Zły kursor');
      return page(query.page === 1 ? 'stale' : null);
    });
    const pages = keysetCursors(({ page: _page, ...list }: Query) => list, get);
    await pages.fetchPage({ page: 1, sort: 'name' }, signal);
    await expect(pages.fetchPage({ page: 2, sort: 'name' }, signal)).resolves.toEqual(page(null));
    expect(get.mock.calls.map(([, cursor]) => cursor)).toEqual([undefined, 'stale', undefined]);
    await pages.fetchPage({ page: 1, sort: 'name' }, signal);
    pages.forget();
    await pages.fetchPage({ page: 2, sort: 'name' }, signal);
    expect(get.mock.calls.at(-1)?.[1]).toBeUndefined();
  });
});
