import { sql, type SQL } from 'drizzle-orm';

/**
 * Keyset paging shared by the lists of every domain. Next/previous travel by keyset: the opaque
 * cursor holds the sort key and id of the edge row, so any depth costs one index descent. A page
 * reached without a cursor (a bookmark, 'last page') is found by position from the nearer end, so
 * the cost is bounded by half the matching rows and is small near either end.
 */

export interface SortKey {
  column: SQL;
  /** The PostgreSQL type the cursor's text key is cast back to. */
  cast: string;
  /** A unique key needs no id tie-breaker. */
  unique: boolean;
}

export interface Cursor<Sort extends string = string> {
  sort: Sort;
  direction: 'asc' | 'desc';
  key: string;
  id: string;
  towards: 'next' | 'prev';
}

export function encodeCursor(cursor: Cursor): string {
  const { sort, direction, key, id, towards } = cursor;
  return Buffer.from(JSON.stringify([sort, direction, key, id, towards])).toString('base64url');
}

/** The cursor in `text`, or the error of `invalid()` when it is not one made for these sorts. */
export function decodeCursor<Sort extends string>(
  text: string,
  sorts: Record<Sort, unknown>,
  invalid: () => Error,
): Cursor<Sort> {
  try {
    const [sort, direction, key, id, towards] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const valid =
      typeof sort === 'string' &&
      Object.hasOwn(sorts, sort) &&
      (direction === 'asc' || direction === 'desc') &&
      typeof key === 'string' &&
      /^[0-9a-f-]{36}$/.test(id) &&
      (towards === 'next' || towards === 'prev');
    if (valid) return { sort: sort as Sort, direction, key, id, towards };
  } catch {
    // falls through to the error below
  }
  throw invalid();
}

export function orderByKey(spec: SortKey, id: SQL, ascending: boolean): SQL {
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  return spec.unique ? sql`${spec.column} ${dir}` : sql`${spec.column} ${dir}, ${id} ${dir}`;
}

/** Rows past the cursor's row in the scan direction. */
export function afterCursor(spec: SortKey, id: SQL, cursor: Cursor, ascending: boolean): SQL {
  const op = sql.raw(ascending ? '>' : '<');
  const key = sql`${cursor.key}::${sql.raw(spec.cast)}`;
  return spec.unique
    ? sql`${spec.column} ${op} ${key}`
    : sql`(${spec.column}, ${id}) ${op} (${key}, ${cursor.id}::uuid)`;
}

/** The scan direction is reversed in a travel backwards: the list's order is `direction` read `towards`. */
export const scansAscending = (direction: 'asc' | 'desc', towards: Cursor['towards']) =>
  (direction === 'asc') === (towards === 'next');

/**
 * How to read the rows at `offset` of `count` from whichever end is nearer: `take` rows after
 * skipping `skip` in the scan order; a scan from the end is reversed by the caller (`fromEnd`).
 */
export function positionWindow(offset: number, count: number, limit: number, ascending: boolean) {
  const fromEnd = offset > count / 2;
  const take = fromEnd ? Math.min(limit, count - offset) : limit;
  const skip = fromEnd ? count - offset - take : offset;
  return { fromEnd, take, skip, scanAscending: fromEnd ? !ascending : ascending };
}

/** The cursors of the first and the last row of a page, when there is a page that way. */
export function edgeCursors<Sort extends string>(
  list: { sort: Sort; direction: 'asc' | 'desc' },
  rows: { sort_key: string; id: string }[],
  hasPrev: boolean,
  hasNext: boolean,
): { nextCursor: string | null; prevCursor: string | null } {
  const make = (row: { sort_key: string; id: string } | undefined, towards: Cursor['towards']) =>
    row
      ? encodeCursor({ sort: list.sort, direction: list.direction, key: row.sort_key, id: row.id, towards })
      : null;
  return {
    nextCursor: hasNext ? make(rows[rows.length - 1], 'next') : null,
    prevCursor: hasPrev ? make(rows[0], 'prev') : null,
  };
}
