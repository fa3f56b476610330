import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import { orderImportRows } from '../../db/schema/index';

export type StagedRow = typeof orderImportRows.$inferInsert;

/** The node-postgres client of a transaction; PGlite has none (it cannot COPY FROM STDIN). */
function copyClientOf(tx: Db): pg.Client | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** COPY text format: backslash, tab, newline and carriage return escaped. */
const copyField = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );

/**
 * Writes a chunk of a run's rows: COPY on PostgreSQL (as the product import stages its rows,
 * docs/decisions/0128-import-copy-into-staging.md), a multi-row insert on PGlite. The payload is
 * built before the COPY starts, so no error can leave the connection half-way through a COPY.
 */
export async function copyRows(tx: Db, rows: StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const client = copyClientOf(tx);
  if (!client) {
    await tx.insert(orderImportRows).values(rows);
    return;
  }
  let text = '';
  for (const row of rows)
    text += `${row.accountId}\t${row.runId}\t${row.seq}\t${row.line}\t${copyField(JSON.stringify(row.values))}\n`;
  await pipeline(
    Readable.from([text]),
    client.query(copyFrom('copy order_import_rows (account_id, run_id, seq, line, "values") from stdin')),
  );
}
