import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression (UTC) for jobs that also run on a schedule. */
  cron?: string;
  retryLimit?: number;
  handle(data: T): Promise<void>;
}

export interface JobQueue {
  send<T extends object>(name: string, data: T): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application database: on PostgreSQL with its own small pool, on PGlite
 * through the embedded client, so jobs survive restarts on both.
 */
export async function startJobQueue(
  database: Database,
  jobs: JobDefinition[],
  logger: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss' })
      : new PgBoss({ connectionString: database.connectionString!, schema: 'pgboss', max: 3 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([item]) => {
        if (!item) return;
        try {
          await job.handle(item.data);
        } catch (error) {
          logger.warn({ err: error, job: job.name, jobId: item.id }, 'job failed, will retry');
          throw error;
        }
      },
    );
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron);
  }

  return {
    send: (name, data) => boss.send(name, data),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
