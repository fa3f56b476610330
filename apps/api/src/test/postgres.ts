import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The server the API tests run against: the machine's real PostgreSQL (trust auth). */
export const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Test databases are thrown away, so their commits need not wait for the disk: without the
 * flush a commit here took 0.24 ms instead of 1.2 ms. docs/decisions/api-test-databases-prepared-ahead.md
 */
export function urlFor(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Test databases of this run are named after its template, so the run's teardown can drop the
 * ones a worker left behind (a drop still in flight when the worker exits, the clone prepared
 * for a file that never came).
 */
export function runDatabasePrefix(template: string): string {
  return `zaplecze_t_${template.replace(/^zaplecze_tpl_/, '')}_`;
}

async function cloneTemplate(): Promise<string> {
  const template = inject('templateDatabase');
  const name = `${runDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

let prepared: Promise<string> | undefined;

/**
 * A fresh database cloned from the migrated template; dropped again by `dropDatabase`.
 * Cloning waits on the disk (0.6 s, the same for one clone as for four at once), not on the
 * CPU, so the clone for the worker's next file is started now and made while this file runs.
 * docs/decisions/api-test-databases-prepared-ahead.md
 */
export async function createTestDatabase(): Promise<string> {
  const name = await (prepared ?? cloneTemplate());
  prepared = cloneTemplate();
  prepared.catch(() => undefined);
  return name;
}

/** Drops a test database without holding up the next file; the run's teardown sweeps stragglers. */
export function dropDatabase(name: string): Promise<void> {
  void withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
    () => undefined,
  );
  return Promise.resolve();
}
