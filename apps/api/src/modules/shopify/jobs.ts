import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { queueRun, type ShopifyDeps } from './service';
import { connectionsDue, dropOldRuns, runSync } from './sync';

export const shopifySyncJobName = 'shopify.sync';
export const shopifyScheduleJobName = 'shopify.schedule';

export const shopifyDeps = (config: AppConfig): ShopifyDeps => ({
  secretsKey: config.secretsKey,
  baseUrl: config.shopifyApiBaseUrl,
});

/** One queued sync run ("Synchronizuj teraz" or the schedule). */
export function shopifySyncJob(
  db: Db,
  config: AppConfig,
  logger: FastifyBaseLogger,
): JobDefinition<{ runId: string }> {
  return {
    name: shopifySyncJobName,
    retryLimit: 0,
    handle: async ({ runId }) => {
      await runSync(db, shopifyDeps(config), runId).catch((error: unknown) => {
        logger.error({ error, runId }, 'shopify: sync run failed');
        throw error;
      });
    },
  };
}

/**
 * Every 5 minutes each active connection without a run under way gets one (webhooks bring the
 * rest at once); runs older than 30 days go.
 */
export function shopifyScheduleJob(db: Db): JobDefinition {
  return {
    name: shopifyScheduleJobName,
    cron: '*/5 * * * *',
    retryLimit: 0,
    handle: async (_data, context) => {
      await dropOldRuns(db);
      for (const connection of await connectionsDue(db)) {
        const runId = await queueRun(db, connection, 'schedule');
        if (runId) await context?.send(shopifySyncJobName, { runId });
      }
    },
  };
}
