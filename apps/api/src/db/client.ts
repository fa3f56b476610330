import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs one SQL text with positional parameters; used by pg-boss and by raw maintenance code. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  executeSql: ExecuteSql;
  connectionString?: string;
  /** The embedded engine, when there is one; the job queue talks to it directly. */
  pglite?: PGlite;
  close(): Promise<void>;
}

// The list reads' connections (db/planner.ts), kept on the pool's `db` under a registered symbol so that
// a second copy of this module (the benches load their entry points apart) still finds them.
const inMemoryReads = Symbol.for('zaplecze.db.inMemoryReads');
type WithInMemoryReads = Db & { [inMemoryReads]?: Db };

/** The connections opened with random pages at 1.1 for `db`'s list reads, if it has them. */
export const inMemoryReadsOf = (db: Db): Db | undefined => (db as WithInMemoryReads)[inMemoryReads];

/**
 * A pool config whose connections start with one more setting. A URL's own `options` would replace
 * the config's, so the setting joins them there; another form of connection string takes it beside.
 */
function withStartupOption(connectionString: string, option: string): pg.PoolConfig {
  if (!URL.canParse(connectionString)) return { connectionString, options: option };
  const url = new URL(connectionString);
  url.searchParams.set('options', [url.searchParams.get('options'), option].filter(Boolean).join(' '));
  return { connectionString: url.toString() };
}

/**
 * Every connection of the app runs without JIT compilation (docs/decisions/0146-no-jit.md): its
 * statements are short, and a misestimated one (a table grown since its last ANALYZE) crossed the
 * JIT thresholds and spent 60–100 ms compiling a 7 ms read — once per batch of an orders import.
 */
const appSettings = '-c jit=off';

export function connectPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ ...withStartupOption(connectionString, appSettings), max: poolSize });
  // The list reads' connections (db/planner.ts), opened on demand. A third of the pool: list pages are
  // short and CPU-bound, and at 16 operators at once on two cores 2–4 of them in PostgreSQL gave a p99
  // of 82–93 ms, 5 gave 92–114 and 10 gave 122–132 (bench/results/orders-list-2026-11-29-session20.md).
  const readsPool = new pg.Pool({
    ...withStartupOption(connectionString, `${appSettings} -c random_page_cost=1.1`),
    max: Math.max(2, Math.round(poolSize / 3)),
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error'; without a listener that would crash the process. The next query reconnects.
  for (const each of [pool, readsPool])
    each.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  (db as WithInMemoryReads)[inMemoryReads] = drizzleNodePg(readsPool, {
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionString,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    close: async () => {
      await Promise.all([pool.end(), readsPool.end()]);
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // PGlite's extended protocol takes one statement; parameterless texts may hold several (pg-boss DDL).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
