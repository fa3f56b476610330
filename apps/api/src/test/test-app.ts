import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { connectPostgres, type Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { createStorage } from '../lib/storage/index';
import { createTestDatabase, dropDatabase, urlFor } from './postgres';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  databaseName: string;
  sentJobs: { name: string; data: unknown }[];
}

/** Jobs are recorded instead of queued; a test that needs a real queue starts one itself. */
function recordingQueue(sent: TestContext['sentJobs']): JobQueue {
  return {
    send: async (name, data) => {
      sent.push({ name, data });
      return String(sent.length);
    },
    stop: async () => {},
  };
}

/**
 * One fresh database and one app per test file: call at the top of a `describe` or file.
 * The returned object is filled in `beforeAll`.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const context = { sentJobs: [] } as unknown as TestContext;
  beforeAll(async () => {
    context.databaseName = await createTestDatabase();
    context.config = loadConfig(
      { NODE_ENV: 'test' },
      {
        databaseUrl: urlFor(context.databaseName),
        // A data folder per test file: a sweep in one file must never see another file's (or run's) files.
        dataDir: path.join(tmpdir(), 'zaplecze-test', context.databaseName),
        ...overrides,
      },
    );
    context.database = connectPostgres(context.config.databaseUrl!, 5);
    context.app = await buildApp(
      {
        config: context.config,
        database: context.database,
        jobs: recordingQueue(context.sentJobs),
        storage: await createStorage(context.config),
      },
      { webDist: '/nonexistent' },
    );
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    if (context.config && !overrides.dataDir)
      await rm(context.config.dataDir, { recursive: true, force: true });
    await context.database?.close();
    if (context.databaseName) await dropDatabase(context.databaseName);
  });
  return context;
}
