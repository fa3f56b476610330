import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deleteExpiredKeys } from './repository';

export const idempotencyCleanupJobName = 'idempotency.cleanup';

/** Hourly: stored answers past their 24 hours are deleted (a retry after that runs the request again). */
export function idempotencyCleanupJob(db: Db): JobDefinition {
  return {
    name: idempotencyCleanupJobName,
    cron: '41 * * * *',
    retryLimit: 1,
    handle: async () => {
      await deleteExpiredKeys(db);
    },
  };
}
