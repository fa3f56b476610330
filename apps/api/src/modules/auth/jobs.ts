import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deleteExpiredLoginChallenges } from '../two-factor/service';
import { deleteStaleAuthData } from './repository';

export const authCleanupJobName = 'auth.cleanup';

/** Nightly: sessions past their absolute end, old failure counts and expired login challenges are deleted. */
export function authCleanupJob(db: Db): JobDefinition {
  return {
    name: authCleanupJobName,
    cron: '17 3 * * *',
    retryLimit: 1,
    handle: async () => {
      await deleteStaleAuthData(db);
      await deleteExpiredLoginChallenges(db);
    },
  };
}
