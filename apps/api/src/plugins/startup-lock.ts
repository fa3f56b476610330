import pg from 'pg';
import type { Database } from '../db/client';

/** Any fixed number: the advisory lock every instance takes while it migrates and seeds. */
const startupLockKey = 2_024_062_406;

/**
 * Runs the start-up steps that must not run twice at once (migrations, the demo seed) under a
 * PostgreSQL advisory lock held by a connection of its own: instances started together wait for
 * each other, and the next one finds the database migrated and the demo company there. The embedded
 * database is single-instance: no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.connectionString) return work();
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await client.end();
  }
}
