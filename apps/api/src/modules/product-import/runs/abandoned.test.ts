import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importRuns } from '../../../db/schema/index';
import { queueJobSettings } from '../../../jobs/queue';
import { eventually, heldQueue } from '../../../test/held-queue';
import { useTestApp } from '../../../test/test-app';
import { importAccount } from '../__fixtures__/client';
import { listLogs, logDetails } from '../logs/service';
import { sweepImportFiles } from './cleanup';
import { scratchPath } from './import-files';
import { abandonedImportReason, cancelImport, importJobName, readRun, startFinalImport } from './service';

describe('product import: a final import whose job died is closed when the task or the log is read', () => {
  const ctx = useTestApp();

  it('stays under way while its job is live or waits for a retry, fails once its last attempt failed', async () => {
    const db = ctx.database.db;
    const { account, api } = await importAccount(ctx);
    const actor = { accountId: account.accountId, userId: account.userId };
    const confirmed = async (csv: string) => {
      const task = (await api.upload('produkty.csv', csv)).json().taskId as string;
      expect((await api.confirm(task, { sku: 'sku', name: 'name' })).statusCode).toBe(200);
      return task;
    };
    const taskId = await confirmed('sku;name\nS-1;Kubek\nS-2;Talerz\n');
    const held = await heldQueue(ctx.database, importJobName, 1);
    try {
      const jobs = held.queue;
      await startFinalImport(db, jobs, actor, taskId);
      await eventually(async () => held.attempts() === 1);
      expect(await readRun(db, jobs, account.accountId, taskId)).toMatchObject({ stage: 'queued' });
      // The worker got through a batch, then dies; pg-boss retries it once.
      await db
        .update(importRuns)
        .set({ stage: 'running', processedRows: 2 })
        .where(eq(importRuns.id, taskId));
      held.crash();
      await eventually(
        async () => held.attempts() === 2 || (await held.states({ runId: taskId })).includes('retry'),
      );
      expect(await readRun(db, jobs, account.accountId, taskId)).toMatchObject({
        stage: 'running',
        status: 'InProgress',
      });
      await eventually(async () => held.attempts() === 2);
      expect((await listLogs(db, jobs, account.accountId, { offset: 0, limit: 10 })).items[0]).toMatchObject({
        id: taskId,
        status: 'InProgress',
      });
      const { filePath } = await readRun(db, jobs, account.accountId, taskId);
      expect(await ctx.app.deps.storage.exists(filePath)).toBe(true);
      expect(existsSync(scratchPath(ctx.app.deps, filePath))).toBe(true);

      held.crash();
      await eventually(async () => (await held.states({ runId: taskId })).includes('failed'));
      const failedMessage = `${importMessages.finalFailed(abandonedImportReason)} (przetworzono 2 wierszy; zapisane partie pozostają)`;
      // The log alone settles it.
      expect((await listLogs(db, jobs, account.accountId, { offset: 0, limit: 10 })).items[0]).toMatchObject({
        id: taskId,
        status: 'Error',
        message: failedMessage,
      });
      expect(await readRun(db, jobs, account.accountId, taskId)).toMatchObject({
        stage: 'failed',
        status: 'Error',
        message: failedMessage,
      });
      // Its file (stored and scratch copy) goes with the next files sweep: its run has ended.
      await sweepImportFiles(db, ctx.app.deps);
      expect(await ctx.app.deps.storage.exists(filePath)).toBe(false);
      expect(existsSync(scratchPath(ctx.app.deps, filePath))).toBe(false);

      // A cancelled import whose job is lost is closed as the job would have: with what it committed.
      const lost = await confirmed('sku;name\nL-1;Miska\n');
      await startFinalImport(db, jobs, actor, lost);
      await cancelImport(db, actor, lost);
      await eventually(async () => held.attempts() === 3);
      await db.execute(sql`delete from pgboss.job where data @> ${JSON.stringify({ runId: lost })}::jsonb`);
      expect((await logDetails(db, jobs, account.accountId, lost)).entry).toMatchObject({
        status: 'InProgress',
      });
      await db
        .update(importRuns)
        .set({ startedAt: new Date(Date.now() - 2 * queueJobSettings.graceMs) })
        .where(eq(importRuns.id, lost));
      expect((await logDetails(db, jobs, account.accountId, lost)).entry).toMatchObject({
        status: 'PartialSuccess',
        message: expect.stringContaining(importMessages.cancelled(0)),
      });
      expect(await readRun(db, jobs, account.accountId, lost)).toMatchObject({ stage: 'completed' });

      // A scheduled import runs inside the schedule tick's job, not one of its own: never taken for lost.
      const [scheduled] = await db
        .insert(importRuns)
        .values({
          accountId: account.accountId,
          source: 'schedule',
          fileName: 'harmonogram.csv',
          format: 'CSV',
          filePath: '',
          header: [],
          stage: 'running',
          status: 'InProgress',
          startedAt: new Date(Date.now() - 2 * queueJobSettings.graceMs),
        })
        .returning({ id: importRuns.id });
      expect(await readRun(db, jobs, account.accountId, scheduled!.id)).toMatchObject({ stage: 'running' });
    } finally {
      await held.stop();
    }
  }, 60_000);
});
