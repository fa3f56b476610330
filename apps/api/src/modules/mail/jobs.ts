import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { deliverMail, mailRetryLimit, mailSendJobName } from './service';

export function mailSendJob(
  db: Db,
  config: AppConfig,
  logger: FastifyBaseLogger,
): JobDefinition<{ mailId: string }> {
  return {
    name: mailSendJobName,
    retryLimit: mailRetryLimit,
    handle: (data) => deliverMail(db, config, logger, data.mailId),
  };
}
