import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importSchedules, orderImportSchedules } from '../../db/schema/index';

/**
 * The account's active URL schedules of both imports, products and orders: together they count
 * toward the plan's one 'urls' limit (docs/decisions/orders-import.md). Call it inside the
 * transaction that adds or activates a schedule: it takes the account's lock first, so two schedules
 * added at once cannot both take the last place. Each module writes only its own table; this reads both.
 */
export async function activeUrlSchedules(tx: Db, accountId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`url-schedules:${accountId}`}, 0))`);
  const [products] = await tx
    .select({ used: count() })
    .from(importSchedules)
    .where(and(eq(importSchedules.accountId, accountId), eq(importSchedules.isActive, true)));
  const [orders] = await tx
    .select({ used: count() })
    .from(orderImportSchedules)
    .where(and(eq(orderImportSchedules.accountId, accountId), eq(orderImportSchedules.isActive, true)));
  return (products?.used ?? 0) + (orders?.used ?? 0);
}
