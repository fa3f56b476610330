import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { connectPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runDatabasePrefix, urlFor, withAdmin } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * Migrates one template database per test run; every test file clones it (fast, isolated).
 * Each run has its own template, and only databases hours old are swept, so several runs can
 * share one PostgreSQL server without dropping each other's databases.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = `zaplecze_tpl_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (client) => {
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database
       WHERE (datname LIKE 'zaplecze\\_t\\_%' OR datname LIKE 'zaplecze\\_tpl\\_%' OR datname = 'zaplecze_test_template')
         AND (pg_stat_file('base/' || oid || '/PG_VERSION', true)).modification < now() - interval '3 hours'`,
    );
    for (const row of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${template}`);
  });
  const database = connectPostgres(urlFor(template), 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await withAdmin(async (client) => {
      const left = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [runDatabasePrefix(template)],
      );
      // Drops wait on the disk, not the CPU: all at once take about as long as one.
      await Promise.all(
        left.rows.map((row) =>
          withAdmin((other) => other.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`)),
        ),
      );
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    });
  };
}
