import { sql } from 'drizzle-orm';
import { inMemoryReadsOf, type Db } from './client';

/**
 * The list reads' planner prices a random page read nearly like a sequential one
 * (`random_page_cost` 1.1 instead of 4): the lists' tables and indexes are in memory, and at the
 * default a short phone fragment found in ~1 % of the orders was read through its trigram index in
 * full (~90 ms at 1 000 000 orders) instead of walking the list's sort index to the first page
 * (~10 ms). For these reads only, not for other screens: their plans were measured to move both
 * ways (docs/decisions/orders-filter-speed.md).
 *
 * On PostgreSQL the reads run on connections opened with that setting (`connectPostgres`): no BEGIN,
 * SET LOCAL and COMMIT around them (three of a cheap page's five statements). The embedded engine,
 * or a `db` that is already a transaction, sets it with `SET LOCAL` in one transaction.
 */
export function withInMemoryPlans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  const reads = inMemoryReadsOf(db);
  if (reads) return read(reads);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx as unknown as Db);
  });
}
