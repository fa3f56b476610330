import { ApiError } from './api-client';

interface CursorPage {
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * Keyset cursors the server hands out for the neighbouring pages of a list (orders, products).
 * They only make deep pages cheap; the page number stays the identity of a page, so they are
 * hints kept outside the query cache key. A cursor the server refuses (400) is dropped and the
 * page asked for again without it.
 */
export function keysetCursors<Query extends { page: number }, Page extends CursorPage>(
  /** The query without its page (and any cursor): pages of the same list share it. */
  listOf: (query: Query) => unknown,
  get: (query: Query, cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  const cursors = new Map<string, string>();
  const keyOf = (query: Query, page: number) => `${JSON.stringify(listOf(query))}#${page}`;

  async function fetchPage(query: Query, signal: AbortSignal): Promise<Page> {
    const cursor = cursors.get(keyOf(query, query.page));
    let result: Page;
    try {
      result = await get(query, cursor, signal);
    } catch (error) {
      if (!cursor || !(error instanceof ApiError) || error.status !== 400) throw error;
      cursors.delete(keyOf(query, query.page));
      result = await get(query, undefined, signal);
    }
    if (cursors.size > 200) cursors.clear();
    if (result.nextCursor) cursors.set(keyOf(query, query.page + 1), result.nextCursor);
    if (result.prevCursor) cursors.set(keyOf(query, query.page - 1), result.prevCursor);
    return result;
  }

  return { fetchPage, forget: () => cursors.clear() };
}
