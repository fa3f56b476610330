import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query, on node-postgres and PGlite alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
