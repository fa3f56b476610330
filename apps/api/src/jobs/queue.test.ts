import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../db/client';
import { createLogger } from '../logger';
import { diskUsageJob } from '../modules/system/jobs';
import { readDiskUsage } from '../modules/system/service';
import { createTestDatabase, dropDatabase, urlFor } from '../test/postgres';
import { startJobQueue, type JobQueue } from './queue';

async function eventually<T>(read: () => Promise<T | null | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job queue on PostgreSQL', () => {
  let name: string;
  let database: Database;
  let queue: JobQueue;
  const received: unknown[] = [];
  let failures = 0;

  beforeAll(async () => {
    name = await createTestDatabase();
    database = connectPostgres(urlFor(name), 3);
    queue = await startJobQueue(
      database,
      [
        diskUsageJob(database.db, '/tmp'),
        { name: 'test.echo', handle: async (data) => void received.push(data) },
        {
          name: 'test.flaky',
          retryLimit: 2,
          handle: async (data) => {
            failures += 1;
            if (failures < 2) throw new Error('first attempt fails');
            received.push(data);
          },
        },
      ],
      createLogger({ logLevel: 'silent' }),
      { pollingIntervalSeconds: 0.5, schedule: false },
    );
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await dropDatabase(name);
  });

  it('runs a job that was sent', async () => {
    await queue.send('test.echo', { hello: 'świat' });
    await eventually(async () => received.find((item) => JSON.stringify(item) === '{"hello":"świat"}'));
  });

  it('retries a failed job until it succeeds', async () => {
    await queue.send('test.flaky', { attempt: 'retry' });
    await eventually(
      async () => received.find((item) => JSON.stringify(item) === '{"attempt":"retry"}'),
      30_000,
    );
    expect(failures).toBe(2);
  }, 40_000);

  it('stores a disk measurement through the disk-usage job', async () => {
    await queue.send('system.disk-usage', {});
    const usage = await eventually(() => readDiskUsage(database.db));
    expect(usage.usedPercent).toBeGreaterThan(0);
    expect(usage.totalBytes).toBeGreaterThan(usage.freeBytes);
  });
});

describe('job queue: a job sent by this process', () => {
  let name: string;
  let database: Database;
  let queue: JobQueue;
  const received: string[] = [];

  beforeAll(async () => {
    name = await createTestDatabase();
    database = connectPostgres(urlFor(name), 3);
    // A poll far longer than the test waits: only the wake-up after a send can run the job in time.
    queue = await startJobQueue(
      database,
      [{ name: 'test.wake', handle: async (data: { id: string }) => void received.push(data.id) }],
      createLogger({ logLevel: 'silent' }),
      { pollingIntervalSeconds: 60, schedule: false },
    );
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await dropDatabase(name);
  });

  it("is started by this process's idle worker at once, not at its next poll", async () => {
    await queue.send('test.wake', { id: 'first' });
    await eventually(async () => received.includes('first'), 30_000);
    // The worker is now idle in its 60 s poll delay; 30 s leaves room for a loaded machine and
    // still fails when the job waits for the next poll.
    const sent = Date.now();
    await queue.send('test.wake', { id: 'second' });
    await eventually(async () => received.includes('second'), 30_000);
    expect(Date.now() - sent).toBeLessThan(30_000);
  }, 70_000);
});
