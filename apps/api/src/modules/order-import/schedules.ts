import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  mappingFromTemplate,
  orderImportTemplateMessages as messages,
  type orderImportScheduleBody,
  type OrderImportSchedule,
} from '@zaplecze/contract/orders/order-import-templates';
import type { Db } from '../../db/client';
import { orderImportRuns, orderImportSchedules, orderImportTemplates } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { FetchPolicy } from '../../lib/import-sources/fetch-url';
import { checkImportUrl } from '../../lib/import-sources/url-check';
import { activeUrlSchedules } from '../../lib/import-sources/url-schedules';
import { claimDueSchedules, nextRunAfter } from '../../lib/schedules';
import { recordAudit } from '../audit/service';
import { assertPlanLimit } from '../plans/service';
import type { Actor } from '../orders/service';
import { createRunFromUrl, dryRun, orderImportJobName, runOrderImport, startImport } from './service';
import { findTemplate } from './templates';

/** URL schedules of the orders import (issue 25, item 5): the product schedules' interval and tick. */
type Row = typeof orderImportSchedules.$inferSelect;
const target = 'order_import_schedule';

export async function listSchedules(db: Db, accountId: string): Promise<OrderImportSchedule[]> {
  const rows = await db
    .select({ schedule: orderImportSchedules, templateName: orderImportTemplates.name })
    .from(orderImportSchedules)
    .innerJoin(orderImportTemplates, eq(orderImportTemplates.id, orderImportSchedules.templateId))
    .where(eq(orderImportSchedules.accountId, accountId))
    .orderBy(desc(orderImportSchedules.createdAt));
  const runIds = rows.flatMap((row) => (row.schedule.lastRunId ? [row.schedule.lastRunId] : []));
  const runs =
    runIds.length === 0
      ? []
      : await db
          .select({ id: orderImportRuns.id, status: orderImportRuns.status, counts: orderImportRuns.counts })
          .from(orderImportRuns)
          .where(and(eq(orderImportRuns.accountId, accountId), inArray(orderImportRuns.id, runIds)));
  const runById = new Map(runs.map((run) => [run.id, run]));
  return rows.map(({ schedule, templateName }) => toScheduleView(schedule, templateName, runById));
}

function toScheduleView(
  row: Row,
  templateName: string,
  runs: Map<string, NonNullable<OrderImportSchedule['lastRun']>> = new Map(),
): OrderImportSchedule {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName,
    name: row.name,
    url: row.url,
    intervalUnit: row.intervalUnit,
    intervalValue: row.intervalValue,
    startTime: row.startTime.toISOString(),
    isActive: row.isActive,
    nextRunAt: row.isActive ? row.nextRunAt.toISOString() : null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastRun: (row.lastRunId && runs.get(row.lastRunId)) || null,
    lastError: row.lastError,
  };
}

async function findSchedule(db: Db, accountId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(orderImportSchedules)
    .where(and(eq(orderImportSchedules.accountId, accountId), eq(orderImportSchedules.id, id)));
  if (!row) throw notFound(messages.scheduleNotFound);
  return row;
}

/** The plan's 'urls' limit counts the active URL schedules of both imports, products' included. */
async function assertUrlLimit(tx: Db, accountId: string) {
  await assertPlanLimit(tx, accountId, 'urls', await activeUrlSchedules(tx, accountId));
}

export function createSchedule(
  db: Db,
  actor: Actor,
  body: z.output<typeof orderImportScheduleBody>,
): Promise<OrderImportSchedule> {
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, actor.accountId, body.templateId);
    // Checked as the wizard's address is (lib/import-sources/url-check); where it leads, at each run.
    checkImportUrl(body.url, template.format);
    await assertUrlLimit(tx, actor.accountId);
    const startTime = new Date(body.startTime);
    const [row] = await tx
      .insert(orderImportSchedules)
      .values({
        ...body,
        accountId: actor.accountId,
        userId: actor.userId,
        startTime,
        nextRunAt: nextRunAfter(startTime, body.intervalUnit, body.intervalValue),
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: target,
      targetId: row!.id,
      targetLabel: row!.name,
    });
    return toScheduleView(row!, template.name);
  });
}

export function setScheduleActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<OrderImportSchedule> {
  return db.transaction(async (tx) => {
    const current = await findSchedule(tx, actor.accountId, id);
    if (isActive && !current.isActive) await assertUrlLimit(tx, actor.accountId);
    const [row] = await tx
      .update(orderImportSchedules)
      .set({
        isActive,
        nextRunAt: nextRunAfter(current.startTime, current.intervalUnit, current.intervalValue),
      })
      .where(eq(orderImportSchedules.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: isActive ? 'activate' : 'deactivate',
      targetType: target,
      targetId: id,
      targetLabel: row!.name,
    });
    const template = await findTemplate(tx, actor.accountId, row!.templateId);
    return toScheduleView(row!, template.name);
  });
}

export function deleteSchedule(db: Db, actor: Actor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findSchedule(tx, actor.accountId, id);
    await tx.delete(orderImportSchedules).where(eq(orderImportSchedules.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: target,
      targetId: id,
      targetLabel: row.name,
    });
  });
}

/**
 * One tick: the due schedules claimed (lib/schedules), then each through the wizard's path: the
 * URL fetched with the SSRF guard, the template's mapping, the dry run, the import as a job. A
 * schedule whose file cannot be read keeps the reason as its last result.
 */
export async function runDueOrderSchedules(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  policy?: FetchPolicy,
  now = new Date(),
): Promise<number> {
  const due = await claimDueSchedules<Row>(db, orderImportSchedules, now);
  for (const schedule of due) {
    const actor: Actor = { accountId: schedule.accountId, userId: schedule.userId, ip: null };
    let lastRunId: string | null = null;
    let lastError: string | null = null;
    try {
      const template = await findTemplate(db, schedule.accountId, schedule.templateId);
      const run = await createRunFromUrl(db, actor, { url: schedule.url, format: template.format }, policy);
      lastRunId = run.id;
      await dryRun(db, schedule.accountId, run.id, {
        identifier: template.identifier,
        mode: template.mode,
        mapping: mappingFromTemplate(run.header, template.columns),
      });
      await startImport({ db, jobs: { ...jobs, stop: async () => {} } }, actor, run.id);
    } catch (error) {
      lastError =
        error instanceof AppError ? error.message : 'Nie udało się uruchomić importu z harmonogramu.';
    }
    await db
      .update(orderImportSchedules)
      .set({ lastRunId, lastError })
      .where(eq(orderImportSchedules.id, schedule.id));
  }
  return due.length;
}

/** The tick as a cron job; without a queue (a direct call) the import runs inside the tick. */
export function orderScheduleTickJob(
  db: Db,
  logger: { info: (object: object, message: string) => void },
  options: { policy?: FetchPolicy; now?: () => Date } = {},
): JobDefinition<object> {
  return {
    name: 'orders.import-schedule-tick',
    cron: '* * * * *',
    retryLimit: 0,
    handle: async (_data, context) => {
      const send: JobQueue['send'] = context
        ? context.send
        : async (_name, data) => {
            await runOrderImport(db, (data as { runId: string }).runId);
            return null;
          };
      const count = await runDueOrderSchedules(db, { send }, options.policy, options.now?.());
      if (count > 0) logger.info({ count, job: orderImportJobName }, 'order import schedules started');
    },
  };
}
