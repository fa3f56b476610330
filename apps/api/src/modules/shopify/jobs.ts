import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { JobDefinition } from '../../jobs/queue';
import { queueRun, type ShopifyDeps } from './service';
import { dropOldPushRuns, pushingConnections, pushRound } from './push';
import { connectionsDue, dropOldRuns, runSync } from './sync';

export const shopifySyncJobName = 'shopify.sync';
export const shopifyScheduleJobName = 'shopify.schedule';
export const shopifyPushJobName = 'shopify.push';

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
      await dropOldPushRuns(db);
      for (const connection of await connectionsDue(db)) {
        const runId = await queueRun(db, connection, 'schedule');
        if (runId) await context?.send(shopifySyncJobName, { runId });
      }
    },
  };
}

/** How long one push round keeps polling the outbox; the next minute's round takes over. */
const pushRoundMs = 55_000;
const pushIdleMs = 2_000;

/**
 * Stock and prices out: every minute a round starts that, until the minute is over, reads new
 * outbox events of the connections feeding Shopify and pushes the due products, polling every two
 * seconds. Rounds may overlap for a moment; an advisory lock keeps one per database.
 */
export function shopifyPushJob(db: Db, config: AppConfig, logger: FastifyBaseLogger): JobDefinition {
  return {
    name: shopifyPushJobName,
    cron: '* * * * *',
    retryLimit: 0,
    handle: async (_data, context) => {
      const until = Date.now() + pushRoundMs;
      const push = async () => {
        for (const connection of await pushingConnections(db))
          await pushRound(db, shopifyDeps(config), connection).catch((error: unknown) =>
            logger.error({ error, connectionId: connection.id }, 'shopify: push round failed'),
          );
      };
      while (Date.now() < until && !context?.signal.aborted) {
        // The embedded database is one process with one connection: no other instance to keep out,
        // and a transaction held over the round would lock that connection against the round's own
        // queries (the embedded server froze at the first round, a minute after it started).
        if (!config.databaseUrl) await push();
        else
          await db.transaction(async (tx) => {
            const [lock] = await rowsOf<{ ok: boolean }>(
              tx,
              sql`select pg_try_advisory_xact_lock(hashtext('shopify-push')) as ok`,
            );
            if (lock?.ok) await push();
          });
        await new Promise((resolve) => setTimeout(resolve, pushIdleMs));
      }
    },
  };
}
