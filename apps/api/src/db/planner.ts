import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs the reads of a list page in one transaction whose planner prices a random page read
 * nearly like a sequential one (`random_page_cost` 1.1 instead of 4): the lists' tables and
 * indexes are in memory, and at the default a short phone fragment found in ~1 % of the orders
 * was read through its trigram index in full (~90 ms at 1 000 000 orders) instead of walking the
 * list's sort index to the first page (~10 ms). Set for these reads only, not for the connection:
 * other screens' plans were measured to move both ways (docs/decisions/orders-filter-speed.md).
 */
export function withInMemoryPlans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx as unknown as Db);
  });
}
