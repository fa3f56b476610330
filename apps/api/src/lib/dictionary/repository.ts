import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * SQL shared by the product dictionaries: one account's page, one row, insert, versioned update,
 * delete. Each dictionary describes its table with a `DictionaryStore`; the rows come back typed
 * as that dictionary's row (Drizzle cannot infer a row type through a table passed generically).
 */
export interface DictionaryStore<Row> {
  table: PgTable;
  id: PgColumn;
  accountId: PgColumn;
  version: PgColumn;
  /** Sort keys of the list (`name`, `created`) and the SQL each orders by. */
  sorts: Record<string, SQL | PgColumn>;
  /** The condition a trimmed, non-empty search adds. */
  search: (text: string) => SQL;
  /** Counted as `activeCount` in the list when present. */
  active?: PgColumn;
  /** Only for typing: never read. */
  row?: Row;
}

export interface PageRequest {
  page: number;
  limit: number;
  sort: string;
  search: string;
}

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function selectPage<Row>(
  db: Db,
  store: DictionaryStore<Row>,
  accountId: string,
  request: PageRequest,
) {
  const where = and(
    eq(store.accountId, accountId),
    request.search ? store.search(request.search) : undefined,
  );
  const descending = request.sort.startsWith('-');
  const key = descending ? request.sort.slice(1) : request.sort;
  const column = store.sorts[key] ?? Object.values(store.sorts)[0]!;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(store.table)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), asc(store.id))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db
      .select({
        total: count(),
        active: store.active ? sql<number>`count(*) filter (where ${store.active})::int` : sql<number>`0`,
      })
      .from(store.table)
      .where(where),
  ]);
  return { rows: rows as Row[], count: totals?.total ?? 0, activeCount: Number(totals?.active ?? 0) };
}

export async function selectRow<Row>(
  db: Db,
  store: DictionaryStore<Row>,
  accountId: string,
  id: string,
  lock = false,
): Promise<Row | undefined> {
  const query = db
    .select()
    .from(store.table)
    .where(and(eq(store.id, id), eq(store.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row as Row | undefined;
}

/** Whether another row of the account already satisfies `matches` (e.g. the same name, any case). */
export async function isTaken<Row>(
  db: Db,
  store: DictionaryStore<Row>,
  accountId: string,
  matches: SQL,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: store.id })
    .from(store.table)
    .where(and(eq(store.accountId, accountId), matches, exceptId ? ne(store.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertRow<Row>(tx: Db, store: DictionaryStore<Row>, values: Record<string, unknown>) {
  const [row] = await tx
    .insert(store.table)
    .values(values as never)
    .returning();
  return row as Row;
}

export async function updateRow<Row>(
  tx: Db,
  store: DictionaryStore<Row>,
  id: string,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = await tx
    .update(store.table)
    .set({ ...values, modifiedAt: new Date(), version: sql`${store.version} + 1` } as never)
    .where(eq(store.id, id))
    .returning();
  return row as Row;
}

export async function deleteRow<Row>(tx: Db, store: DictionaryStore<Row>, id: string): Promise<void> {
  await tx.delete(store.table).where(eq(store.id, id));
}
