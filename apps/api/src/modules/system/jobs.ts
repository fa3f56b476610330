import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { measureDiskUsage, recordDiskUsage } from './service';

export const diskUsageJobName = 'system.disk-usage';

/** Measures the data folder's file system every ten minutes, so the disk alert reads a fresh value. */
export function diskUsageJob(db: Db, dataDir: string): JobDefinition {
  return {
    name: diskUsageJobName,
    cron: '*/10 * * * *',
    retryLimit: 1,
    handle: async () => recordDiskUsage(db, await measureDiskUsage(dataDir)),
  };
}
