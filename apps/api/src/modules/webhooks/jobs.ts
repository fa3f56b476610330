import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deliverMail } from '../mail/service';
import { pumpOnce, type DeliveryDeps, type WebhookAttemptRecord } from './delivery';

export const webhookPumpJobName = 'webhooks.pump';

/** How long one scheduled round keeps polling; the next minute's round takes over. */
const roundMs = 55_000;
const idleMs = 500;

/**
 * The delivery worker: every minute a round starts that, until the minute is over, fans new
 * outbox events out and posts due deliveries, polling every half second when idle. Routes wake
 * a round at once after a resend or a test event. Rounds may overlap: the dispatcher takes an
 * advisory lock and deliveries are claimed with SKIP LOCKED.
 */
export function webhookPumpJob(
  db: Db,
  config: AppConfig,
  logger: FastifyBaseLogger,
  onAttempt?: (record: WebhookAttemptRecord) => void | Promise<void>,
): JobDefinition {
  const deps: DeliveryDeps = {
    db,
    secretsKey: config.secretsKey,
    allowLoopback: config.webhooksAllowLoopback,
    onAttempt,
    sendMails: async (ids) => {
      for (const id of ids) await deliverMail(db, config, logger, id);
    },
  };
  return {
    name: webhookPumpJobName,
    cron: '* * * * *',
    retryLimit: 0,
    // A stopping instance ends its round at once (signal); the next minute's round runs elsewhere.
    handle: async (_data, context) => {
      const until = Date.now() + roundMs;
      while (Date.now() < until && !context?.signal.aborted) {
        const done = await pumpOnce(deps);
        if (done === 0) await new Promise((resolve) => setTimeout(resolve, idleMs));
      }
    },
  };
}
