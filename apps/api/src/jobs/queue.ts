import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** What a running job gets besides its data. */
export interface JobContext {
  signal: AbortSignal;
  /** Queues another job (e.g. a tick that starts long work as jobs of their own, so they can be handed back). */
  send: JobQueue['send'];
}

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression (UTC) for jobs that also run on a schedule. */
  cron?: string;
  retryLimit?: number;
  /**
   * `signal` is aborted when this instance starts to stop (SIGTERM) or loses the job's claim: a long
   * job stops at its next safe point and throws `JobHandedBack`, so another instance resumes it.
   */
  handle(data: T, context?: JobContext): Promise<void>;
}

/**
 * Thrown by a job that stopped at a safe point because its instance is stopping: the job fails
 * this attempt and pg-boss retries it (after a second or two) on whichever instance polls first.
 */
export class JobHandedBack extends Error {
  constructor() {
    super('job handed back: this instance is stopping');
    this.name = 'JobHandedBack';
  }
}

/** How long `stop` lets running jobs finish before pg-boss fails them back to the queue. */
export const jobStopSettings = { graceMs: 10_000 };

export interface JobQueue {
  send<T extends object>(name: string, data: T): Promise<string | null>;
  stop(): Promise<void>;
  /**
   * The states of the queue's jobs `name` whose data contains `data` (pg-boss keeps an ended job
   * for days, then drops it). Absent on queues that cannot tell (test doubles that only record).
   */
  jobStates?(name: string, data: object): Promise<string[]>;
}

/** pg-boss states of a job that may still run: waiting, waiting for its retry, being worked on. */
const liveStates = new Set(['created', 'retry', 'active']);

/**
 * What became of the queue's job `name` for `data`: 'live' while it may still run, 'ended' when
 * every such job ended (completed, failed on its last retry, expired past its retries, cancelled),
 * 'gone' when the queue holds none (never sent, or dropped days after it ended), null when the
 * queue cannot tell. A job record of ours still "running" whose queue job is no longer live was
 * abandoned: its worker died, or failed before it could record the outcome.
 */
export async function queueJobFate(
  queue: JobQueue,
  name: string,
  data: object,
): Promise<'live' | 'ended' | 'gone' | null> {
  if (!queue.jobStates) return null;
  try {
    const states = await queue.jobStates(name, data);
    if (states.length === 0) return 'gone';
    return states.some((state) => liveStates.has(state)) ? 'live' : 'ended';
  } catch {
    return null;
  }
}

/**
 * Time a record of ours may go without a queue job: the record is written before its job is sent,
 * so one younger than this with no job may still be starting. Tests may change it.
 */
export const queueJobSettings = { graceMs: 60_000 };

/**
 * Whether a record of ours still under way (queued or running) was abandoned by the queue job
 * `name` for `data`: that job ended (failed on its last attempt, expired, cancelled, or completed
 * without finishing the record), or there is none and the record was started (`startedAt`) longer
 * than the grace ago. Nothing will ever finish such a record. A queue that cannot tell, or a job in
 * 'retry', leaves the record as it is.
 */
export async function jobAbandoned(
  queue: JobQueue,
  name: string,
  data: object,
  startedAt: Date,
): Promise<boolean> {
  const fate = await queueJobFate(queue, name, data);
  if (fate === 'ended') return true;
  return fate === 'gone' && Date.now() - startedAt.getTime() >= queueJobSettings.graceMs;
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
  /** Aborted when `stop` starts: every running handler sees it through its `signal`. */
  const stopping = new AbortController();
  /** Handlers running in this process, so `stop` can wait for them to settle. */
  const running = new Set<Promise<void>>();

  /** This process's worker of each queue, woken right after a send. */
  const workers = new Map<string, string>();
  // A job sent from this process is fetched at once by this process's worker if it is idle,
  // instead of after its next poll (up to 2 s: a user waiting for an import sees that); workers
  // of other processes still find it by polling.
  const send: JobQueue['send'] = async (name, data) => {
    const id = await boss.send(name, data);
    const workerId = workers.get(name);
    if (id && workerId) boss.notifyWorker(workerId);
    return id;
  };
  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    const workerId = await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([item]) => {
        if (!item) return;
        const signal = AbortSignal.any([stopping.signal, item.signal]);
        const run = job.handle(item.data, { signal, send });
        running.add(run);
        try {
          await run;
        } catch (error) {
          if (error instanceof JobHandedBack)
            logger.info({ job: job.name, jobId: item.id }, 'job handed back');
          else logger.warn({ err: error, job: job.name, jobId: item.id }, 'job failed, will retry');
          throw error;
        } finally {
          running.delete(run);
        }
      },
    );
    workers.set(job.name, workerId);
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron);
  }

  return {
    send,
    // Graceful: no job is fetched any more, running ones are told to stop at a safe point (signal)
    // and given `graceMs` to finish or hand back; pg-boss then fails what still runs (retried on
    // another instance) and this waits a little for those handlers to notice before the pools close.
    stop: async () => {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: jobStopSettings.graceMs });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 2_000);
        }),
      ]);
      clearTimeout(timer);
    },
    jobStates: async (name, data) => (await boss.findJobs(name, { data })).map((job) => job.state),
  };
}
