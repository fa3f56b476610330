import type { Database } from '../db/client';
import { startJobQueue } from '../jobs/queue';
import { createLogger } from '../logger';

/** Polls a condition the queue's worker brings about (the order of events is fixed by the test). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real pg-boss queue whose worker for `name` takes each attempt and holds it until the test
 * crashes it (`crash()`): a worker that dies without any code of ours recording the outcome.
 * `attempts` counts the attempts taken so far; `stop()` crashes any still held and stops the queue.
 */
export async function heldQueue(database: Database, name: string, retryLimit = 0) {
  const held: ((error: Error) => void)[] = [];
  const queue = await startJobQueue(
    database,
    [
      {
        name,
        retryLimit,
        handle: () =>
          new Promise<void>((_resolve, reject) => {
            held.push(reject);
          }),
      },
    ],
    createLogger({ logLevel: 'silent' }),
    { pollingIntervalSeconds: 0.5, schedule: false },
  );
  return {
    queue,
    attempts: () => held.length,
    /** Crashes the latest attempt taken. */
    crash: () => held[held.length - 1]!(new Error('worker crashed')),
    states: (data: object) => queue.jobStates!(name, data),
    stop: async () => {
      for (const reject of held) reject(new Error('queue stopped'));
      await queue.stop();
    },
  };
}
