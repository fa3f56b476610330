import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { dpdBulkMessages, type dpdBulkBody, type DpdBulkRun } from '@zaplecze/contract/dpd/dpd-bulk';
import type { Db } from '../../db/client';
import { dpdBulkRuns } from '../../db/schema/index';
import { notFound } from '../../errors';
import { jobAbandoned, type JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit/service';
import { connected, type Actor } from './connection';

/**
 * "Utwórz przesyłki DPD" for orders selected on the orders list: a run recorded here and worked
 * through by the 'dpd.bulk-shipments' job (bulk-job.ts), whose progress the list polls.
 */

export const dpdBulkJobName = 'dpd.bulk-shipments';

type RunRow = typeof dpdBulkRuns.$inferSelect;
const underWay = inArray(dpdBulkRuns.state, ['queued', 'running']);

export async function startBulkShipments(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  body: z.output<typeof dpdBulkBody>,
): Promise<{ runId: string; total: number }> {
  // Not connected: refused now rather than failing every order of the run.
  await connected(deps.db, actor.accountId);
  const { orderIds, ...options } = body;
  const ids = [...new Set(orderIds.map((id) => id.toLowerCase()))];
  const runId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dpdBulkRuns)
      .values({ accountId: actor.accountId, userId: actor.userId, ip: actor.ip, orderIds: ids, options })
      .returning({ id: dpdBulkRuns.id });
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'dpd_bulk_run',
      targetId: row!.id,
      targetLabel: `Przesyłki DPD dla zamówień: ${ids.length}`,
      details: { orders: ids.length, codMode: options.codMode },
    });
    return row!.id;
  });
  await deps.jobs.send(dpdBulkJobName, { runId });
  return { runId, total: ids.length };
}

export const toRun = (row: RunRow): DpdBulkRun => ({
  id: row.id,
  state: row.state,
  total: row.orderIds.length,
  processed: row.processed,
  created: row.results.filter((result) => result.waybill).length,
  results: row.results,
  labelFileId: row.labelFileId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function getBulkRun(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  id: string,
): Promise<DpdBulkRun> {
  const mine = and(eq(dpdBulkRuns.accountId, accountId), eq(dpdBulkRuns.id, id));
  const [row] = await deps.db.select().from(dpdBulkRuns).where(mine);
  if (!row) throw notFound(dpdBulkMessages.runNotFound);
  // A run whose queue job died will never finish: failed, with what it made so far.
  if (
    (row.state === 'queued' || row.state === 'running') &&
    (await jobAbandoned(deps.jobs, dpdBulkJobName, { runId: row.id }, row.createdAt))
  ) {
    const [settled] = await deps.db
      .update(dpdBulkRuns)
      .set({ state: 'failed', message: dpdBulkMessages.failed, finishedAt: new Date() })
      .where(and(mine, underWay))
      .returning();
    if (settled) return toRun(settled);
  }
  return toRun(row);
}
