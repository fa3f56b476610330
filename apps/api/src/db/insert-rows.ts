import { getTableColumns, sql, type Column, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Many rows of one table in one statement with one parameter: the rows as a JSON array read by
 * `json_to_recordset`. The same rows as drizzle's multi-row `insert … values` (columns left out
 * take the table's defaults), without building and binding a parameter per value — for a page
 * of 1 000 orders that was tens of thousands of parameters and most of the write's time in the
 * process (docs/decisions/orders-import.md, "Speed"; audit entries, outbox events and import change records too).
 */

interface Target {
  key: string;
  name: string;
  column: Column;
}

/** The database name of a column (the schema's columns are named by their key in snake_case). */
const columnName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

function targetsOf(table: Table): Target[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: columnName(column),
    column,
  }));
}

/** A value as the JSON reader takes it: json and arrays as they are, the rest as drizzle would bind it. */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.dataType === 'json' || column.dataType === 'array') return value;
  return column.mapToDriverValue(value);
}

/** Rows that give the same columns; a row leaving out a column another gives gets its default. */
function bySignature(targets: Target[], rows: readonly Record<string, unknown>[]) {
  const groups = new Map<string, { given: Target[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    let flags = '';
    for (const target of targets) flags += row[target.key] === undefined ? '0' : '1';
    let group = groups.get(flags);
    if (!group) {
      group = { given: targets.filter((target) => row[target.key] !== undefined), rows: [] };
      groups.set(flags, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads a returned row as drizzle does: keys by the schema, values through the columns' mappers. */
function fromDriver(targets: Target[], raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of targets) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

async function insertGroup(
  db: Db,
  table: Table,
  targets: Target[],
  group: { given: Target[]; rows: Record<string, unknown>[] },
  returning: boolean,
): Promise<Record<string, unknown>[]> {
  const names = group.given.map((target) => ident(target.name)).join(', ');
  const types = group.given.map((target) => `${ident(target.name)} ${target.column.getSQLType()}`).join(', ');
  // One object per row built in place: the rows of an import batch are thousands, their garbage adds up.
  const payload = JSON.stringify(
    group.rows.map((row) => {
      const value: Record<string, unknown> = {};
      for (const target of group.given) value[target.name] = jsonValue(target.column, row[target.key]);
      return value;
    }),
  );
  const query = sql`insert into ${table} (${sql.raw(names)})
    select ${sql.raw(names)} from json_to_recordset(${payload}::json) as r(${sql.raw(types)})
    ${sql.raw(returning ? 'returning *' : '')}`;
  if (!returning) {
    await db.execute(query);
    return [];
  }
  return (await rowsOf<Record<string, unknown>>(db, query)).map((raw) => fromDriver(targets, raw));
}

/** Inserts the rows; answers nothing (see `insertRowsReturning`). */
export async function insertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const targets = targetsOf(table);
  for (const group of bySignature(targets, rows as Record<string, unknown>[]))
    await insertGroup(db, table, targets, group, false);
}

/** Inserts the rows and answers them as stored (in no particular order), like `.returning()`. */
export async function insertRowsReturning<T extends Table>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  const targets = targetsOf(table);
  const stored: Record<string, unknown>[] = [];
  for (const group of bySignature(targets, rows as Record<string, unknown>[]))
    stored.push(...(await insertGroup(db, table, targets, group, true)));
  return stored as T['$inferSelect'][];
}
