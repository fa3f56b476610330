import { connectPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { templateName, urlFor, withAdmin } from './postgres';

/** Migrates one template database per test run; every test file clones it (fast, isolated). */
export default async function setup(): Promise<() => Promise<void>> {
  await withAdmin(async (client) => {
    const stale = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'zaplecze_t\\_%'",
    );
    for (const row of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${templateName}`);
  });
  const database = connectPostgres(urlFor(templateName), 1);
  await migrateDatabase(database);
  await database.close();
  return async () => {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`));
  };
}
