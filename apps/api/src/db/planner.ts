import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The list reads' planner prices a random page read nearly like a sequential one
 * (`random_page_cost` 1.1 instead of 4): the lists' tables and indexes are in memory, and at the
 * default a short phone fragment found in ~1 % of the orders was read through its trigram index in
 * full (~90 ms at 1 000 000 orders) instead of walking the list's sort index to the first page
 * (~10 ms). For these reads only, not for other screens: their plans were measured to move both
 * ways (docs/decisions/orders-filter-speed.md).
 */
const inMemoryReads = new WeakMap<Db, Db>();

/** Connections of `db`'s server opened with the setting from their start (`connectPostgres`). */
export function provideInMemoryReads(db: Db, reads: Db): void {
  inMemoryReads.set(db, reads);
}

/**
 * Runs the reads on those connections, without a transaction (BEGIN, SET LOCAL and COMMIT were a
 * third of a cheap page's statements, and under 16 operators at once a fifth of the p99); where
 * there are none (the embedded engine, or `db` is a transaction), in one transaction with `SET LOCAL`.
 */
export function withInMemoryPlans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  const reads = inMemoryReads.get(db);
  if (reads) return read(reads);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx as unknown as Db);
  });
}
