import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { diskUsageJob } from '../modules/system/jobs';
import type { JobDefinition } from './queue';

/** Every job the workers run; a module adds its jobs here. */
export function allJobs(db: Db, config: AppConfig): JobDefinition[] {
  return [diskUsageJob(db, config.dataDir)] as JobDefinition[];
}
