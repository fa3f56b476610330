import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { markExpiredLicences } from './service';

export const licenceExpiryJobName = 'plans.expire-licences';

/** Keeps the stored licence status in step with valid_to (reads compute it as well). */
export function licenceExpiryJob(db: Db): JobDefinition {
  return {
    name: licenceExpiryJobName,
    cron: '7 * * * *',
    retryLimit: 1,
    handle: async () => void (await markExpiredLicences(db)),
  };
}
