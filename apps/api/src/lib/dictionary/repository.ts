import { and, asc, count, desc, eq, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

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

/** `lower(name)` → id of the account's rows named (any case) as one of `names`: one query. */
export async function selectIdsByNames<Row>(
  db: Db,
  store: DictionaryStore<Row>,
  name: PgColumn,
  accountId: string,
  names: string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: store.id, key: sql<string>`lower(${name})` })
    .from(store.table)
    .where(
      and(
        eq(store.accountId, accountId),
        sql`lower(${name}) = any(${sql.param(names.map((one) => one.toLowerCase()))}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.key, row.id as string]));
}

/** Inserts the rows at once; a name another save took meanwhile (unique index) is skipped. */
export async function insertRowsSkippingTaken<Row>(
  tx: Db,
  store: DictionaryStore<Row>,
  values: Record<string, unknown>[],
): Promise<Row[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(store.table)
    .values(values as never)
    .onConflictDoNothing()
    .returning();
  return rows as Row[];
}

/** The account's rows among `ids`, locked for a change in the caller's transaction. */
export async function selectRowsForUpdate<Row>(
  tx: Db,
  store: DictionaryStore<Row>,
  accountId: string,
  ids: string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(store.table)
    .where(and(eq(store.accountId, accountId), inArray(store.id, ids)))
    .for('update');
  return rows as Row[];
}

/**
 * The ids among `ids` some row of any table points at through a single-column foreign key to the
 * dictionary's table (products, auto-category rules, …), read from the catalogue so a reference
 * added later is covered too. One query per referencing column.
 */
export async function selectReferencedIds<Row>(
  tx: Db,
  store: DictionaryStore<Row>,
  ids: string[],
): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (ids.length === 0) return referenced;
  const references = await rowsOf<{ tableName: string; columnName: string }>(
    tx,
    sql`select cl.relname as "tableName", a.attname as "columnName"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = ${getTableName(store.table)}::regclass and cardinality(c.conkey) = 1`,
  );
  for (const reference of references) {
    const found = await rowsOf<{ id: string }>(
      tx,
      sql`select distinct r.${sql.identifier(reference.columnName)}::text as id
          from ${sql.identifier(reference.tableName)} r
          where r.${sql.identifier(reference.columnName)} = any(${sql.param(ids)}::uuid[])`,
    );
    for (const row of found) referenced.add(row.id);
  }
  return referenced;
}

export async function deleteRows<Row>(tx: Db, store: DictionaryStore<Row>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(store.table).where(inArray(store.id, ids));
}
