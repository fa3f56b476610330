import type { FastifyBaseLogger } from 'fastify';
import { eventLogRetentionDays } from '@zaplecze/contract/event-log/event-log';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deleteOlderBatch } from './repository';

export const eventLogRetentionJobName = 'event-log.retention';

/** Rows deleted per statement: short transactions, few locks, the table stays writable. */
const batchSize = 5000;

/** Deletes every row older than 90 days, in batches; the number deleted. */
export async function purgeOldEvents(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - eventLogRetentionDays * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await deleteOlderBatch(db, before, batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** Nightly: the event log keeps 90 days. `now` is injectable for tests. */
export function eventLogRetentionJob(
  db: Db,
  logger: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: eventLogRetentionJobName,
    cron: '43 2 * * *',
    retryLimit: 2,
    handle: async () => {
      const deleted = await purgeOldEvents(db, now());
      if (deleted > 0) logger.info({ deleted }, 'event log: old entries deleted');
    },
  };
}
