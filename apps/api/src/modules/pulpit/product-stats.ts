import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The Pulpit's top products wait, for the rest of the caller's transaction, for `settleProductStats`:
 * the lines it inserts are summed as deltas instead of updating the daily and period rows per statement
 * (migration 0048; an orders import's batches, docs/decisions/0147-pulpit-product-stats-deferred-by-imports.md).
 */
export async function deferProductStats(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('zaplecze.pulpit_deferred', 'on', true)`);
}

/** Adds the account's waiting deltas to its top-product figures in one statement (none: nothing to do). */
export async function settleProductStats(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`select order_product_stats_settle(${accountId}::uuid)`);
}
