import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, openPglite, type Database } from '../../../db/client';
import { createTestDatabase, dropDatabase, urlFor } from '../../../test/postgres';
import { rowsOf } from '../../../db/rows';
import { stageBatch, type StagedColumn } from './staging';

const tricky = ['tab\there', 'new\nline', 'back\\slash \\N', 'cr\r\nlf', null, 'Zażółć gęślą jaźń', ''];
const columns: StagedColumn[] = [
  { name: 'line', type: 'integer', values: tricky.map((_, index) => index + 2) },
  { name: 'f0', type: 'text', values: tricky },
  { name: 'doc', type: 'jsonb', values: tricky.map((value) => JSON.stringify({ value })) },
];

async function stagedBack(database: Database) {
  return database.db.transaction(async (tx) => {
    const staged = await stageBatch(tx, columns);
    const rows = await rowsOf<{ line: number; f0: string | null; doc: { value: string | null } }>(
      tx,
      sql`select u.line, u.f0, u.doc from ${staged} order by u.line`,
    );
    const [temp] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from pg_class where relname like 'import_stage_%' and relpersistence = 't'`,
    );
    return { rows, tempTables: temp!.count };
  });
}

describe('staging a batch', () => {
  let name: string;
  let postgres: Database;
  beforeAll(async () => {
    name = await createTestDatabase();
    postgres = connectPostgres(urlFor(name), 2);
  });
  afterAll(async () => {
    await postgres.close();
    await dropDatabase(name);
  });

  it('COPYs every value unchanged into a temporary table on PostgreSQL, dropped at commit', async () => {
    const { rows, tempTables } = await stagedBack(postgres);
    expect(tempTables).toBe(1);
    expect(rows.map((row) => row.f0)).toEqual(tricky);
    expect(rows.map((row) => row.doc.value)).toEqual(tricky);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const [left] = await rowsOf<{ count: number }>(
      postgres.db,
      sql`select count(*)::int as count from pg_class where relname like 'import_stage_%'`,
    );
    expect(left!.count).toBe(0);
  });

  it('unnests the same values on PGlite, which cannot COPY FROM STDIN', async () => {
    const pglite = await openPglite(undefined);
    try {
      const { rows, tempTables } = await stagedBack(pglite);
      expect(tempTables).toBe(0);
      expect(rows.map((row) => row.f0)).toEqual(tricky);
      expect(rows.map((row) => row.doc.value)).toEqual(tricky);
    } finally {
      await pglite.close();
    }
  });
});
