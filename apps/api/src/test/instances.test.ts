import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { connectPostgres, type Database } from '../db/client';
import { startJobQueue, type JobDefinition, type JobQueue } from '../jobs/queue';
import { allJobs } from '../jobs/registry';
import { createStorage } from '../lib/storage/index';
import { createLogger } from '../logger';
import { importJobName } from '../modules/product-import/service';
import { importBatchSettings } from '../modules/product-import/runs/run-batches';
import { addDefaults } from '../modules/product-import/__fixtures__/client';
import { redisQuotaStore } from '../plugins/api-quota/store';
import { withStartupLock } from '../plugins/startup-lock';
import { createAccount, testPassword, type TestUser } from './auth-helpers';
import { eventually } from './held-queue';
import { multipartFile, tinyPng } from './multipart';
import { createTestDatabase, dropDatabase, urlFor } from './postgres';
import { startTestS3Server, type TestS3Server } from './s3-server';
import type { TestContext } from './test-app';

/** The real Redis every machine runs (scripts/ensure-services.sh starts it); keys under a unique prefix. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  name: string;
  app: FastifyInstance;
  database: Database;
  jobs: JobQueue;
  config: AppConfig;
  base: string;
  stopped: boolean;
}

/**
 * Two API instances as production runs them: one PostgreSQL database, one S3 server, one Redis,
 * real pg-boss queues (each instance works every queue), each listening on its own port; requests
 * alternate between them over HTTP. See docs/decisions/several-instances.md.
 */
describe('two instances behind a load balancer', () => {
  let s3: TestS3Server;
  let databaseName: string;
  const instances: Instance[] = [];
  /** Which instance ran each attempt of the import job, in order. */
  const importAttempts: string[] = [];
  const loginsPerMinute = 4;
  const jwtSecret = randomUUID() + randomUUID();
  const prefix = `zaplecze:test:${randomUUID()}:`;
  const batchRows = importBatchSettings.rows;

  async function startInstance(name: string): Promise<Instance> {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        databaseUrl: urlFor(databaseName),
        dataDir: path.join(tmpdir(), 'zaplecze-test', `${databaseName}-${name}`),
        storage: { driver: 's3', ...s3.config },
        redisUrl,
        jwtSecret,
        rateLimitPerMinute: loginsPerMinute,
      },
    );
    const logger = createLogger(config);
    const database = connectPostgres(config.databaseUrl!, 5);
    const storage = await createStorage(config);
    const definitions = allJobs(database.db, config, storage, logger).map((job): JobDefinition => {
      if (job.name !== importJobName) return job;
      return {
        ...job,
        handle: (data, context) => {
          importAttempts.push(name);
          return job.handle(data, context);
        },
      };
    });
    const jobs = await startJobQueue(database, definitions, logger, {
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    const app = await buildApp(
      { config, database, jobs, storage, quotaStore: redisQuotaStore(redisUrl, { prefix }) },
      { webDist: '/nonexistent', logger },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { name, app, database, jobs, config, base: `http://127.0.0.1:${port}`, stopped: false };
  }

  /** What server.ts does on SIGTERM (without the drain wait). */
  async function stopInstance(instance: Instance) {
    if (instance.stopped) return;
    instance.stopped = true;
    await instance.app.close();
    await instance.jobs.stop();
    await instance.database.close();
    await rm(instance.config.dataDir, { recursive: true, force: true });
  }

  beforeAll(async () => {
    importBatchSettings.rows = 2;
    s3 = await startTestS3Server();
    databaseName = await createTestDatabase();
    // One after the other: the first one installs pg-boss's schema.
    instances.push(await startInstance('A'));
    instances.push(await startInstance('B'));
  });

  afterAll(async () => {
    importBatchSettings.rows = batchRows;
    for (const instance of instances) await stopInstance(instance);
    await s3?.close();
    if (databaseName) await dropDatabase(databaseName);
  });

  const call = async (
    instance: Instance,
    method: string,
    url: string,
    options: { token?: string; json?: object; body?: Buffer; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json) headers['content-type'] = 'application/json';
    const response = await fetch(instance.base + url, {
      method,
      headers,
      body: options.json ? JSON.stringify(options.json) : options.body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      bytes,
      text,
      json: () => JSON.parse(text) as Record<string, unknown>,
    };
  };

  let user: TestUser;
  let token: string;

  it('instances starting together migrate one after the other (advisory lock)', async () => {
    const steps: string[] = [];
    const step = (name: string) => async () => {
      steps.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push(`${name} out`);
    };
    const [a, b] = instances as [Instance, Instance];
    await Promise.all([withStartupLock(a.database, step('A')), withStartupLock(b.database, step('B'))]);
    expect(steps.map((entry) => entry.split(' ')[1])).toEqual(['in', 'out', 'in', 'out']);
  });

  it('both are ready: database, S3 and Redis answer', async () => {
    for (const instance of instances) {
      const ready = await call(instance, 'GET', '/api/ready');
      expect(ready.status, ready.text).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'ok' });
    }
    const [a] = instances as [Instance, Instance];
    const context = { app: a.app, database: a.database, config: a.config } as TestContext;
    user = await createAccount(context);
    await addDefaults(context, user.accountId);
  });

  it('a session started on one instance works on the other; a picture uploaded on one is served by the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const login = await call(a, 'POST', '/api/auth/login', {
      json: { username: user.username, password: testPassword },
    });
    expect(login.status, login.text).toBe(200);
    token = login.json().token as string;

    const file = multipartFile('file', 'zdjecie.png', 'image/png', tinyPng);
    const saved = await call(b, 'POST', '/api/products/pictures', {
      token,
      body: file.payload,
      headers: file.headers,
    });
    expect(saved.status, saved.text).toBe(201);
    const picture = await call(a, 'GET', saved.json().url as string, { token });
    expect(picture.status).toBe(200);
    expect(picture.bytes.length).toBeGreaterThan(0);
    expect((await call(b, 'GET', saved.json().url as string, { token })).bytes).toEqual(picture.bytes);
  });

  it('the login limit counts the attempts of both instances together (Redis)', async () => {
    const [a, b] = instances as [Instance, Instance];
    // One login was made above on A; every further attempt alternates B, A, B…
    const statuses: number[] = [];
    for (let attempt = 0; attempt < loginsPerMinute + 1; attempt++) {
      const instance = attempt % 2 === 0 ? b : a;
      const response = await call(instance, 'POST', '/api/auth/login', {
        json: { username: `nikt-${randomUUID().slice(0, 8)}`, password: 'złe-hasło' },
      });
      statuses.push(response.status);
    }
    // Each instance alone would still allow attempts (it saw at most three): the limit is shared.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('an import started on one instance shows its progress on the other and, when its instance stops mid-way, finishes on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const rows = 160;
    const csv = `sku;name\n${Array.from({ length: rows }, (_, i) => `INST-${i};Produkt ${i}`).join('\n')}\n`;
    const form = multipartFile('file', 'produkty.csv', 'application/octet-stream', Buffer.from(csv));
    const uploaded = await call(a, 'POST', '/api/product-import/upload?format=CSV', {
      token,
      body: form.payload,
      headers: form.headers,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const taskId = uploaded.json().taskId as string;
    // The dry run on the other instance: it reads the upload from S3, not from A's scratch folder.
    const dry = await call(b, 'POST', `/api/product-import/tasks/${taskId}/confirm`, {
      token,
      json: { mapping: { sku: 'sku', name: 'name' }, importMode: 'AddAndUpdate', productIdentifier: 'Sku' },
    });
    expect(dry.status, dry.text).toBe(200);

    const started = await call(a, 'POST', `/api/product-import/tasks/${taskId}/import`, { token });
    expect(started.status, started.text).toBe(202);
    await eventually(async () => importAttempts.length === 1, 10_000);
    const worker = instances.find((instance) => instance.name === importAttempts[0])!;
    const other = worker === a ? b : a;

    // Progress read from the instance that does not run the job.
    const progress = async () => {
      const task = await call(other, 'GET', `/api/product-import/tasks/${taskId}`, { token });
      expect(task.status, task.text).toBe(200);
      return task.json() as { stage: string; processedRows: number; created: number };
    };
    await eventually(async () => (await progress()).processedRows > 0, 10_000);

    // SIGTERM on the worker: readiness goes 503 while it drains, the other stays ready.
    worker.app.startDraining();
    expect((await call(worker, 'GET', '/api/ready')).json()).toMatchObject({ status: 'draining' });
    expect((await call(worker, 'GET', '/api/health')).status).toBe(200);
    expect((await call(other, 'GET', '/api/ready')).status).toBe(200);
    await stopInstance(worker);
    const handedBack = await progress();
    expect(handedBack.stage).toBe('running');
    expect(handedBack.processedRows).toBeLessThan(rows);

    await eventually(async () => (await progress()).stage === 'completed', 15_000);
    expect(await progress()).toMatchObject({ processedRows: rows, created: rows });
    expect(importAttempts).toEqual([worker.name, other.name]);
    const counted = await other.database.db.execute(
      sql`select count(*)::int as n from products where account_id = ${user.accountId} and sku like 'INST-%'`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(rows);
  }, 40_000);
});
