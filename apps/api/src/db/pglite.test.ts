import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createStorage } from '../lib/storage/index';
import { loadConfig } from '../config';
import { startJobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { diskUsageJob } from '../modules/system/jobs';
import { readDiskUsage } from '../modules/system/service';
import { openPglite } from './client';
import { migrateDatabase } from './migrate';
import { withInMemoryPlans } from './planner';
import { rowsOf } from './rows';

describe('embedded PGlite database (the default without DATABASE_URL)', () => {
  it("migrates, answers health checks, keeps the list reads' planner setting and runs jobs", async () => {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { dataDir: '/tmp/zaplecze-test', databaseUrl: undefined },
    );
    const jobs = await startJobQueue(database, [diskUsageJob(database.db, '/tmp')], createLogger(config), {
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    const app = await buildApp(
      { config, database, jobs, storage: await createStorage(config) },
      { webDist: '/nonexistent' },
    );
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/system/info' })).json().database).toBe('pglite');
      // The list reads' planner setting holds in the embedded engine's transactions too.
      const cost = sql`select current_setting('random_page_cost') as cost`;
      expect(await withInMemoryPlans(database.db, (reads) => rowsOf(reads, cost))).toEqual([{ cost: '1.1' }]);
      expect(await rowsOf(database.db, cost)).toEqual([{ cost: '4' }]);

      await jobs.send('system.disk-usage', {});
      const deadline = Date.now() + 15_000;
      let usage = await readDiskUsage(database.db);
      while (!usage && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        usage = await readDiskUsage(database.db);
      }
      expect(usage?.usedPercent).toBeGreaterThan(0);
    } finally {
      await app.close();
      await jobs.stop();
      await database.close();
    }
  }, 60_000);
});
