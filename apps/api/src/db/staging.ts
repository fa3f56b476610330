import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './client';

export type StagedType = 'text' | 'uuid' | 'integer' | 'boolean' | 'jsonb';

/** One column of a batch: its name in the staging relation, its type and one value per row (null allowed). */
export interface StagedColumn {
  name: string;
  type: StagedType;
  values: readonly unknown[];
}

let stagedTables = 0;

/** The node-postgres client of a transaction; PGlite has none (it cannot COPY FROM STDIN). */
function copyClientOf(tx: Db): pg.Client | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

function copyText(columns: StagedColumn[]): string {
  const count = columns[0]?.values.length ?? 0;
  const lines: string[] = new Array<string>(count);
  for (let row = 0; row < count; row += 1)
    lines[row] = columns.map((column) => copyField(column.values[row])).join('\t');
  return count === 0 ? '' : `${lines.join('\n')}\n`;
}

/**
 * The batch as a relation `u(...)` to select from: on PostgreSQL the rows are COPYed into a temporary
 * staging table dropped at commit; on PGlite (no COPY FROM STDIN) it is an `unnest` of arrays.
 * The COPY payload is built in memory before the COPY starts, so no source error can leave the
 * connection half-way through a COPY (pg-copy-streams' known pitfall).
 */
export async function stageBatch(tx: Db, columns: StagedColumn[]): Promise<SQL> {
  const client = copyClientOf(tx);
  if (!client) {
    const arrays = columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`);
    return sql`unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(columns.map((column) => column.name).join(', '))})`;
  }
  stagedTables = (stagedTables + 1) % 1_000_000;
  const table = `import_stage_${stagedTables}`;
  await client.query(
    `create temp table ${table} (${columns.map((column) => `${column.name} ${column.type}`).join(', ')}) on commit drop`,
  );
  await pipeline(Readable.from([copyText(columns)]), client.query(copyFrom(`copy ${table} from stdin`)));
  // Fresh statistics so the joins below pick the primary-key lookups, not a scan of products.
  await client.query(`analyze ${table}`);
  return sql`${sql.raw(table)} as u`;
}
