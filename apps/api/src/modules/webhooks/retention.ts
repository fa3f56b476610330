import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { JobDefinition } from '../../jobs/queue';
import { purgeDispatchedEvents } from '../events/service';

export const webhookRetentionJobName = 'webhooks.retention';

/** Dispatched outbox events and finished deliveries are kept this long (outbox-and-webhooks.md). */
export const webhookRetentionDays = 30;

/** Rows deleted per statement: short transactions, few locks, the tables stay writable. */
const batchSize = 5000;

/**
 * Deletes delivered and failed deliveries created before `before`, per subscription over its
 * (subscription, created_at) index, `batchSize` per statement. Pending ones are kept.
 */
async function purgeDeliveries(db: Db, before: Date, batch: number): Promise<number> {
  const subscriptions = await rowsOf<{ id: string }>(
    db,
    sql`select id::text as id from webhook_subscriptions`,
  );
  let total = 0;
  for (const { id } of subscriptions) {
    for (;;) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (
              delete from webhook_deliveries where id in (
                select id from webhook_deliveries
                 where subscription_id = ${id} and created_at < ${before} and status <> 'pending'
                 limit ${batch})
              returning 1)
            select count(*)::int as n from gone`,
      );
      total += row!.n;
      if (row!.n < batch) break;
    }
  }
  return total;
}

/** Deletes what is older than 30 days at `now` (`batch` rows per statement): dispatched outbox events and finished deliveries. */
export async function purgeWebhookHistory(
  db: Db,
  now: Date = new Date(),
  batch = batchSize,
): Promise<{ events: number; deliveries: number }> {
  const before = new Date(now.getTime() - webhookRetentionDays * 24 * 60 * 60 * 1000);
  const deliveries = await purgeDeliveries(db, before, batch);
  const events = await purgeDispatchedEvents(db, before, batch);
  return { events, deliveries };
}

/** Nightly: the outbox and the delivery log keep 30 days. `now` is injectable for tests. */
export function webhookRetentionJob(
  db: Db,
  logger: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: webhookRetentionJobName,
    cron: '23 3 * * *',
    retryLimit: 2,
    handle: async () => {
      const deleted = await purgeWebhookHistory(db, now());
      if (deleted.events + deleted.deliveries > 0)
        logger.info(deleted, 'webhooks: old events and deliveries deleted');
    },
  };
}
