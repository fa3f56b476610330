import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { productBulkSyncLimit } from '@zaplecze/contract/products/products-list';
import { productJobs } from '../../../db/schema/index';
import { queueJobSettings } from '../../../jobs/queue';
import { createAccount } from '../../../test/auth-helpers';
import { eventually, heldQueue } from '../../../test/held-queue';
import { useTestApp } from '../../../test/test-app';
import { exportLogEntries } from '../export/log';
import {
  getProductExportJob,
  productExportFailed,
  productExportJobName,
  startProductExport,
} from '../export/service';
import { insertProducts } from '../list/fixtures';
import {
  getProductBulkJob,
  insertProductJob,
  productBulkFailed,
  productBulkJobName,
  productBulkSettings,
  runProductBulk,
} from './service';

describe('products: bulk jobs and exports whose queue job died are shown failed when read', () => {
  const ctx = useTestApp();
  afterEach(() => {
    productBulkSettings.syncLimit = productBulkSyncLimit;
  });

  it('a bulk job stays under way while its queue job is live, fails once that job failed or is gone', async () => {
    const user = await createAccount(ctx);
    const db = ctx.database.db;
    const actor = { accountId: user.accountId, userId: user.userId, ip: null };
    const rows = await insertProducts(db, user.accountId, [{ sku: 'AB-1' }, { sku: 'AB-2' }]);
    const ids = rows.map((row) => row.id);
    productBulkSettings.syncLimit = 1;
    const held = await heldQueue(ctx.database, productBulkJobName);
    try {
      const deps = { db, jobs: held.queue, storage: ctx.app.deps.storage };
      const started = await runProductBulk(deps, actor, { action: 'archive', ids });
      if (started.state !== 'queued') throw new Error('expected a job');
      const { jobId } = started;
      await db.update(productJobs).set({ status: 'running' }).where(eq(productJobs.id, jobId));
      await eventually(async () => (await held.states({ jobId })).includes('active'));
      expect(await getProductBulkJob(deps, user.accountId, jobId)).toMatchObject({
        status: 'running',
        error: null,
      });

      held.crash();
      await eventually(async () => (await held.states({ jobId })).includes('failed'));
      expect(await getProductBulkJob(deps, user.accountId, jobId)).toMatchObject({
        status: 'failed',
        error: productBulkFailed,
      });

      // A job the queue never got: left while it may still be starting, failed once past the grace.
      const lost = await insertProductJob(db, actor, { kind: 'delete', productIds: ids, total: 2 });
      expect(await getProductBulkJob(deps, user.accountId, lost)).toMatchObject({ status: 'queued' });
      await db
        .update(productJobs)
        .set({ createdAt: new Date(Date.now() - 2 * queueJobSettings.graceMs) })
        .where(eq(productJobs.id, lost));
      // Another account reading it changes nothing (and does not see it).
      const other = await createAccount(ctx);
      await expect(getProductBulkJob(deps, other.accountId, lost)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await db.select().from(productJobs).where(eq(productJobs.id, lost)))[0]!.status).toBe('queued');
      expect(await getProductBulkJob(deps, user.accountId, lost)).toMatchObject({
        status: 'failed',
        error: productBulkFailed,
      });
    } finally {
      await held.stop();
    }
  }, 40_000);

  it('an export whose job died shows Error in the log and failed on its card; a live one stays in progress', async () => {
    const user = await createAccount(ctx);
    const db = ctx.database.db;
    const actor = { accountId: user.accountId, userId: user.userId, ip: null };
    await insertProducts(db, user.accountId, [{ sku: 'EX-1' }]);
    const held = await heldQueue(ctx.database, productExportJobName);
    try {
      const deps = { db, jobs: held.queue };
      const first = await startProductExport(deps, actor, { format: 'csv', query: {}, descriptions: 'html' });
      const second = await startProductExport(deps, actor, {
        format: 'xlsx',
        query: {},
        descriptions: 'text',
      });
      await eventually(async () => held.attempts() === 1);
      const log = async () => (await exportLogEntries(deps, user.accountId, { take: 10 })).items;
      // One export held by the worker, the other waiting for it: both in progress.
      expect((await log()).map((entry) => entry.status)).toEqual(['InProgress', 'InProgress']);
      expect(await getProductExportJob(deps, user.accountId, first.jobId)).toMatchObject({
        status: 'queued',
      });

      held.crash();
      await eventually(async () => held.attempts() === 2);
      held.crash();
      await eventually(async () => (await held.states({ jobId: second.jobId })).includes('failed'));
      // The log alone (no card polling) settles them.
      expect(await log()).toMatchObject([
        { id: second.jobId, status: 'Error', message: productExportFailed },
        { id: first.jobId, status: 'Error', message: productExportFailed },
      ]);
      expect(await getProductExportJob(deps, user.accountId, first.jobId)).toMatchObject({
        status: 'failed',
        error: productExportFailed,
      });
    } finally {
      await held.stop();
    }
  }, 40_000);
});
