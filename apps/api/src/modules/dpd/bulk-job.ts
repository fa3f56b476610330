import { eq, inArray } from 'drizzle-orm';
import { toGrosze } from '@zaplecze/contract/common/money';
import { dpdMessages } from '@zaplecze/contract/dpd/dpd';
import { dpdBulkMessages, type DpdBulkOptions, type DpdBulkResult } from '@zaplecze/contract/dpd/dpd-bulk';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { dpdBulkRuns, dpdPackages } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { JobDefinition } from '../../jobs/queue';
import { storeGeneratedFile } from '../files/service';
import { getOrder } from '../orders/service';
import { DpdError } from './client';
import { clientFor, connected, type Actor, type DpdSettings } from './connection';
import { dpdBulkJobName } from './bulk';
import { createShipment, listOrderPackages } from './shipments';

/** An AppError's message with the fields it names that the message does not already say. */
function reasonOf(error: AppError): string {
  const extra = Object.values(error.fields ?? {}).filter((text) => !error.message.includes(text));
  return [error.message, ...new Set(extra)].join(' — ');
}

/**
 * One order of a run through the single path (`createShipment`): its current version, COD of its
 * remaining amount as the run's mode says. A refusal is the order's result, not the run's failure;
 * an order that already has a DPD package is skipped, so a run started twice sends nothing twice.
 */
async function shipOrder(
  db: Db,
  actor: Actor,
  orderId: string,
  options: DpdBulkOptions,
  settings: DpdSettings,
): Promise<DpdBulkResult> {
  const result = { orderId, orderNo: null, waybill: null, packageId: null, error: null };
  let order: Order;
  try {
    order = await getOrder(db, actor.accountId, orderId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { ...result, error: dpdBulkMessages.orderNotFound };
    throw error;
  }
  const failed = (reason: string) => ({
    ...result,
    orderNo: order.no,
    error: dpdBulkMessages.orderFailed(order.no, reason),
  });
  const [existing] = await listOrderPackages(db, actor.accountId, orderId);
  if (existing) return failed(dpdBulkMessages.alreadyShipped(existing.waybills[0] ?? ''));
  const left = toGrosze(remainingAmount(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount));
  const cod =
    left > 0 &&
    (options.codMode === 'remaining' || (options.codMode === 'cashOnDelivery' && order.cashOnDelivery));
  try {
    const { package: created } = await createShipment(
      db,
      actor,
      orderId,
      { ...options, version: order.version, parcels: [options.parcel], cod },
      settings,
    );
    return { ...result, orderNo: order.no, waybill: created.waybills[0] ?? null, packageId: created.id };
  } catch (error) {
    if (error instanceof AppError) return failed(reasonOf(error));
    throw error;
  }
}

const stamp = () =>
  new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).slice(0, 16).replace(':', '-');

/** The labels of the run's created packages in one PDF of the library's "Etykiety DPD". */
async function combinedLabels(
  db: Db,
  actor: Actor,
  results: DpdBulkResult[],
  options: DpdBulkOptions,
  settings: DpdSettings,
): Promise<{ fileId: string | null; problem: string | null }> {
  const ids = results.flatMap((result) => (result.packageId ? [result.packageId] : []));
  if (ids.length === 0) return { fileId: null, problem: null };
  const packages = await db
    .select({ packageId: dpdPackages.packageId })
    .from(dpdPackages)
    .where(inArray(dpdPackages.id, ids));
  const row = await connected(db, actor.accountId);
  const { client, auth } = clientFor(row, settings);
  try {
    const pdf = await client.generateLabels(
      auth,
      packages.map((pkg) => pkg.packageId),
      options.labelFormat ?? row.labelFormat,
    );
    const file = await storeGeneratedFile(
      db,
      settings.storage,
      actor,
      dpdMessages.labelFolder,
      dpdBulkMessages.labelsName(ids.length, stamp()),
      pdf,
    );
    return { fileId: file.id, problem: null };
  } catch (error) {
    if (!(error instanceof DpdError)) throw error;
    return { fileId: null, problem: dpdBulkMessages.labelsFailed(error.message) };
  }
}

/**
 * Works through a run order by order, recording each result as it is made (the list's progress);
 * a redelivered run resumes after the last recorded order. Then one PDF of all the labels.
 */
export async function runBulkShipments(db: Db, settings: DpdSettings, runId: string): Promise<void> {
  const [run] = await db.select().from(dpdBulkRuns).where(eq(dpdBulkRuns.id, runId));
  if (!run || run.state === 'completed' || run.state === 'failed') return;
  await db.update(dpdBulkRuns).set({ state: 'running' }).where(eq(dpdBulkRuns.id, runId));
  const actor = { accountId: run.accountId, userId: run.userId, ip: run.ip ?? '' };
  const results = [...run.results];
  try {
    for (const orderId of run.orderIds.slice(results.length)) {
      results.push(await shipOrder(db, actor, orderId, run.options, settings));
      await db
        .update(dpdBulkRuns)
        .set({ processed: results.length, results })
        .where(eq(dpdBulkRuns.id, runId));
    }
    const labels = await combinedLabels(db, actor, results, run.options, settings);
    const created = results.filter((result) => result.waybill).length;
    await db
      .update(dpdBulkRuns)
      .set({
        state: 'completed',
        labelFileId: labels.fileId,
        message: [dpdBulkMessages.done(created, results.length), labels.problem].filter(Boolean).join('. '),
        finishedAt: new Date(),
      })
      .where(eq(dpdBulkRuns.id, runId));
  } catch (error) {
    await db
      .update(dpdBulkRuns)
      .set({ state: 'failed', message: dpdBulkMessages.failed, finishedAt: new Date() })
      .where(eq(dpdBulkRuns.id, runId));
    throw error;
  }
}

export function dpdBulkJob(
  db: Db,
  settings: DpdSettings,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ runId: string }> {
  return {
    name: dpdBulkJobName,
    // Each order is a package at DPD: a failed run is reported, never repeated behind the user's back.
    retryLimit: 0,
    handle: async ({ runId }) => {
      try {
        await runBulkShipments(db, settings, runId);
      } catch (error) {
        logger.error({ err: error, runId }, 'DPD bulk shipments job failed');
      }
    },
  };
}
