import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage/index';
import { authCleanupJob } from '../modules/auth/jobs';
import { idempotencyCleanupJob } from '../modules/idempotency/jobs';
import { mailSendJob } from '../modules/mail/jobs';
import { orderBulkJob } from '../modules/orders/bulk/job';
import { orderExportJob } from '../modules/orders/export/service';
import { orderScheduleTickJob } from '../modules/order-import/schedules';
import { orderImportJob } from '../modules/order-import/service';
import { autoCategoryRunJob } from '../modules/products/auto-categories/job';
import { productBulkJob } from '../modules/products/bulk/job';
import { productExportJob } from '../modules/products/export/service';
import { pictureSweepJob } from '../modules/products/picture-files';
import { licenceExpiryJob } from '../modules/plans/jobs';
import { importFilesSweepJob } from '../modules/product-import/runs/cleanup';
import { scheduleTickJob } from '../modules/product-import/schedules/service';
import { productImportJob } from '../modules/product-import/service';
import { diskUsageJob } from '../modules/system/jobs';
import { eventLogRetentionJob } from '../modules/event-log/jobs';
import { recordWebhookDelivery } from '../modules/event-log/service';
import { webhookPumpJob } from '../modules/webhooks/jobs';
import { webhookRetentionJob } from '../modules/webhooks/retention';
import { dpdBulkJob } from '../modules/dpd/service';
import { shopifyScheduleJob, shopifyPushJob, shopifySyncJob } from '../modules/shopify/jobs';
import type { JobDefinition } from './queue';

/** Every job the workers run; a module adds its jobs here. */
export function allJobs(
  db: Db,
  config: AppConfig,
  storage: FileStorage,
  logger: FastifyBaseLogger,
): JobDefinition[] {
  return [
    diskUsageJob(db, config.dataDir),
    mailSendJob(db, config, logger),
    licenceExpiryJob(db),
    authCleanupJob(db),
    idempotencyCleanupJob(db),
    orderBulkJob(db, logger),
    orderExportJob(db, storage, logger),
    orderImportJob(db, logger),
    orderScheduleTickJob(db, logger),
    productBulkJob(db, storage, logger),
    autoCategoryRunJob(db, logger),
    pictureSweepJob(db, storage, logger),
    productExportJob(db, storage, logger),
    productImportJob(db, { storage, config }, logger),
    scheduleTickJob(db, { storage, config }, logger),
    importFilesSweepJob(db, { storage, config }, logger),
    eventLogRetentionJob(db, logger),
    webhookRetentionJob(db, logger),
    shopifySyncJob(db, config, logger),
    shopifyScheduleJob(db),
    shopifyPushJob(db, config, logger),
    dpdBulkJob(db, { secretsKey: config.secretsKey, baseUrl: config.dpdBaseUrl, storage }, logger),
    // Each attempt also goes to the account's event log; a failed log write never fails a delivery.
    webhookPumpJob(db, config, logger, (attempt) =>
      recordWebhookDelivery(db, attempt).catch((error: unknown) =>
        logger.warn({ error }, 'event log: a webhook delivery attempt was not recorded'),
      ),
    ),
  ] as JobDefinition[];
}
