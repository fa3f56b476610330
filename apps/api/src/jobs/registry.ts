import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { authCleanupJob } from '../modules/auth/jobs';
import { mailSendJob } from '../modules/mail/jobs';
import { orderBulkJob } from '../modules/orders/bulk/job';
import { autoCategoryRunJob } from '../modules/products/auto-categories/job';
import { productBulkJob } from '../modules/products/bulk/job';
import { productExportJob } from '../modules/products/export/service';
import { pictureSweepJob } from '../modules/products/picture-files';
import { licenceExpiryJob } from '../modules/plans/jobs';
import { importFilesSweepJob } from '../modules/product-import/runs/cleanup';
import { scheduleTickJob } from '../modules/product-import/schedules/service';
import { productImportJob } from '../modules/product-import/service';
import { diskUsageJob } from '../modules/system/jobs';
import { webhookPumpJob } from '../modules/webhooks/jobs';
import type { JobDefinition } from './queue';

/** Every job the workers run; a module adds its jobs here. */
export function allJobs(db: Db, config: AppConfig, logger: FastifyBaseLogger): JobDefinition[] {
  return [
    diskUsageJob(db, config.dataDir),
    mailSendJob(db, config, logger),
    licenceExpiryJob(db),
    authCleanupJob(db),
    orderBulkJob(db, logger),
    productBulkJob(db, config.dataDir, logger),
    autoCategoryRunJob(db, logger),
    pictureSweepJob(db, config.dataDir, logger),
    productExportJob(db, config.dataDir, logger),
    productImportJob(db, logger),
    scheduleTickJob(db, config.dataDir, logger),
    importFilesSweepJob(db, config.dataDir, logger),
    webhookPumpJob(db, config, logger),
  ] as JobDefinition[];
}
