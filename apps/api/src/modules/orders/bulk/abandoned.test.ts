import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkMessages, bulkSyncLimit } from '@zaplecze/contract/orders/orders-bulk';
import { orderBulkJobs } from '../../../db/schema/index';
import { queueJobSettings } from '../../../jobs/queue';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount } from '../../../test/auth-helpers';
import { eventually, heldQueue } from '../../../test/held-queue';
import { useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../../db/rows';
import { bulkJobName, bulkSettings, getBulkJob, runBulkAction } from './service';

describe('orders: a bulk job whose queue job died is shown failed when read', () => {
  const ctx = useTestApp();
  afterEach(() => {
    bulkSettings.syncLimit = bulkSyncLimit;
  });

  it('stays under way while its queue job is live, fails once that job failed or is gone', async () => {
    const user = await createAccount(ctx);
    const db = ctx.database.db;
    const actor = { accountId: user.accountId, userId: user.userId, ip: null };
    await generateOrders(db, { accountId: user.accountId, count: 4, seed: 31 });
    const orderIds = (
      await rowsOf<{ id: string }>(db, sql`select id from orders where account_id = ${user.accountId}`)
    ).map((row) => row.id);
    bulkSettings.syncLimit = 1;
    const held = await heldQueue(ctx.database, bulkJobName);
    try {
      const deps = { db, jobs: held.queue };
      const started = await runBulkAction(deps, actor, { action: 'archive' }, { orderIds });
      if (started.state !== 'queued') throw new Error('expected a job');
      const { jobId } = started;
      await db.update(orderBulkJobs).set({ state: 'running' }).where(eq(orderBulkJobs.id, jobId));
      await eventually(async () => (await held.states({ jobId })).includes('active'));
      expect(await getBulkJob(deps, user.accountId, jobId)).toMatchObject({
        state: 'running',
        message: null,
      });

      held.crash();
      await eventually(async () => (await held.states({ jobId })).includes('failed'));
      expect(await getBulkJob(deps, user.accountId, jobId)).toMatchObject({
        state: 'failed',
        message: bulkMessages.jobFailed,
      });

      // A status change the queue never got (its pg-boss job deleted): failed once past the grace, with its own text.
      const { statusId } = (
        await rowsOf<{ statusId: string }>(
          db,
          sql`select status_id as "statusId" from orders where account_id = ${user.accountId} limit 1`,
        )
      )[0]!;
      const lost = await runBulkAction(deps, actor, { action: 'status', statusId }, { orderIds });
      if (lost.state !== 'queued') throw new Error('expected a job');
      await db.execute(
        sql`delete from pgboss.job where data @> ${JSON.stringify({ jobId: lost.jobId })}::jsonb`,
      );
      expect(await getBulkJob(deps, user.accountId, lost.jobId)).toMatchObject({ state: 'queued' });
      await db
        .update(orderBulkJobs)
        .set({ createdAt: new Date(Date.now() - 2 * queueJobSettings.graceMs) })
        .where(eq(orderBulkJobs.id, lost.jobId));
      expect(await getBulkJob(deps, user.accountId, lost.jobId)).toMatchObject({
        state: 'failed',
        message: bulkMessages.failed,
      });
    } finally {
      await held.stop();
    }
  }, 40_000);
});
