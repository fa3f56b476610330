import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createStorage } from '../lib/storage/index';
import { createLogger } from '../logger';
import { allJobs } from './registry';

/**
 * The embedded database is one connection: a job that holds a transaction and meanwhile queries
 * through `db` instead of its `tx` waits for itself forever, and every request after it too (the
 * Shopify push round did, a minute after the embedded server started). Every scheduled job runs
 * once here and must finish.
 */
describe('scheduled jobs on the embedded PGlite database', () => {
  it('each runs to its end without waiting on its own connection', async () => {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zap-pglite-jobs-'));
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir, databaseUrl: undefined });
    const jobs = allJobs(database.db, config, await createStorage(config), createLogger(config));
    const scheduled = jobs.filter((job) => job.cron);
    expect(scheduled.length).toBeGreaterThan(5);
    const stuck: string[] = [];
    try {
      for (const job of scheduled) {
        const stopping = new AbortController();
        // Long rounds (a minute of polling) stop at their next safe point once asked to.
        const asked = setTimeout(() => stopping.abort(), 50);
        const finished = await Promise.race([
          job.handle({}, { signal: stopping.signal, send: async () => null }).then(
            () => true,
            () => true,
          ),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 8_000)),
        ]);
        clearTimeout(asked);
        if (!finished) {
          stuck.push(job.name);
          break; // The connection is held for good: the jobs after it would wait too.
        }
      }
    } finally {
      if (stuck.length === 0) await database.close();
    }
    expect(stuck).toEqual([]);
  }, 120_000);
});
