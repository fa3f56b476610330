import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deleteStaleAuthData } from './repository';

export const authCleanupJobName = 'auth.cleanup';

/** Nightly: sessions past their absolute end and old failure counts are deleted. */
export function authCleanupJob(db: Db): JobDefinition {
  return {
    name: authCleanupJobName,
    cron: '17 3 * * *',
    retryLimit: 1,
    handle: () => deleteStaleAuthData(db),
  };
}
