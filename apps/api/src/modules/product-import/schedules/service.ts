import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type {
  scheduleBody,
  scheduleListQuery,
  ScheduleView,
} from '@zaplecze/contract/product-import/product-import-api';
import type { Db } from '../../../db/client';
import { importRuns, importSchedules, importTemplates } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { JobDefinition } from '../../../jobs/queue';
import { claimDueSchedules, nextRunAfter } from '../../../lib/schedules';
import { recordAudit } from '../../audit/service';
import { assertPlanLimit } from '../../plans/service';
import { importJobName, runImportJob } from '../runs/service';
import type { FetchPolicy } from '../../../lib/import-sources/fetch-url';
import { activeUrlSchedules } from '../../../lib/import-sources/url-schedules';
import { checkImportUrl } from '../../../lib/import-sources/url-check';
import { createTaskFromUrl, type Actor } from '../runs/tasks';
import type { ImportFiles } from '../runs/import-files';
import { findTemplate } from '../templates/service';

type Row = typeof importSchedules.$inferSelect;
export { nextRunAfter };

const view = (row: Row, templateName: string): ScheduleView => ({
  id: row.id,
  templateId: row.templateId,
  templateName,
  name: row.name,
  description: row.description,
  url: row.url,
  type: 'import',
  intervalUnit: row.intervalUnit,
  intervalValue: row.intervalValue,
  startTime: row.startTime.toISOString(),
  isActive: row.isActive,
  nextRunAt: row.isActive ? row.nextRunAt.toISOString() : null,
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  sourceOptions: row.sourceOptions,
  missingEntries: row.missingEntries,
  created: row.createdAt.toISOString(),
});

export async function listSchedules(
  db: Db,
  accountId: string,
  query: z.output<typeof scheduleListQuery>,
): Promise<ScheduleView[]> {
  if (query.type === 'export') return [];
  const rows = await db
    .select({ schedule: importSchedules, templateName: importTemplates.name })
    .from(importSchedules)
    .innerJoin(importTemplates, eq(importTemplates.id, importSchedules.templateId))
    .where(
      and(
        eq(importSchedules.accountId, accountId),
        query.status ? eq(importSchedules.isActive, query.status === 'active') : undefined,
        query.dateFrom ? gte(importSchedules.createdAt, new Date(`${query.dateFrom}T00:00:00Z`)) : undefined,
        query.dateTo ? lte(importSchedules.createdAt, new Date(`${query.dateTo}T23:59:59.999Z`)) : undefined,
      ),
    )
    .orderBy(desc(importSchedules.createdAt));
  return rows.map((row) => view(row.schedule, row.templateName));
}

async function findSchedule(db: Db, accountId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(importSchedules)
    .where(and(eq(importSchedules.id, id), eq(importSchedules.accountId, accountId)));
  if (!row) throw notFound(importMessages.scheduleNotFound);
  return row;
}

/** The plan's 'urls' limit counts the active URL schedules of both imports, orders' included. */
async function assertUrlLimit(tx: Db, accountId: string) {
  await assertPlanLimit(tx, accountId, 'urls', await activeUrlSchedules(tx, accountId));
}

export function createSchedule(
  db: Db,
  actor: Actor,
  body: z.output<typeof scheduleBody>,
): Promise<ScheduleView> {
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, actor.accountId, body.templateId);
    // Checked as the wizard's address is (lib/import-sources/url-check); where it leads, at each run.
    checkImportUrl(body.url, template.format);
    if (body.isActive) await assertUrlLimit(tx, actor.accountId);
    const startTime = new Date(body.startTime);
    const [row] = await tx
      .insert(importSchedules)
      .values({
        ...body,
        // Kept with the schedule: a later change of the template does not change how its runs read the file.
        sourceOptions: body.sourceOptions ?? template.sourceOptions,
        missingEntries: body.missingEntries ?? template.missingEntries,
        accountId: actor.accountId,
        userId: actor.userId,
        startTime,
        nextRunAt: nextRunAfter(startTime, body.intervalUnit, body.intervalValue),
      })
      .returning();
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'create',
      targetType: 'import-schedule',
      targetId: row!.id,
      targetLabel: row!.name,
      ip: actor.ip ?? null,
    });
    return view(row!, template.name);
  });
}

export function setScheduleActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<ScheduleView> {
  return db.transaction(async (tx) => {
    const current = await findSchedule(tx, actor.accountId, id);
    if (isActive && !current.isActive) await assertUrlLimit(tx, actor.accountId);
    const [row] = await tx
      .update(importSchedules)
      .set({
        isActive,
        nextRunAt: nextRunAfter(current.startTime, current.intervalUnit, current.intervalValue),
        modifiedAt: new Date(),
        version: current.version + 1,
      })
      .where(eq(importSchedules.id, id))
      .returning();
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: isActive ? 'activate' : 'deactivate',
      targetType: 'import-schedule',
      targetId: id,
      targetLabel: row!.name,
      ip: actor.ip ?? null,
    });
    const template = await findTemplate(tx, actor.accountId, row!.templateId);
    return view(row!, template.name);
  });
}

export function deleteSchedule(db: Db, actor: Actor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findSchedule(tx, actor.accountId, id);
    await tx.delete(importSchedules).where(eq(importSchedules.id, id));
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'delete',
      targetType: 'import-schedule',
      targetId: id,
      targetLabel: row.name,
      ip: actor.ip ?? null,
    });
  });
}

/**
 * One tick: claims the due schedules (FOR UPDATE SKIP LOCKED, so parallel workers never run one
 * twice), moves each to its next time, fetches its URL and queues the import with its template.
 * A fetch failure is logged as an Error run.
 */
export async function runDueSchedules(
  db: Db,
  start: (runId: string) => Promise<unknown>,
  files: ImportFiles,
  policy?: FetchPolicy,
  now = new Date(),
): Promise<number> {
  const due = await claimDueSchedules<Row>(db, importSchedules, now);
  for (const schedule of due) {
    const actor = { accountId: schedule.accountId, userId: schedule.userId ?? '' };
    try {
      const template = await findTemplate(db, schedule.accountId, schedule.templateId);
      const run = await createTaskFromUrl(
        db,
        files,
        actor,
        {
          url: schedule.url,
          format: template.format,
          scheduleId: schedule.id,
          sourceOptions: schedule.sourceOptions,
        },
        policy,
      );
      await db
        .update(importRuns)
        .set({
          mapping: template.fieldMapping,
          importMode: template.importMode,
          productIdentifier: template.productIdentifier,
          missingEntries: schedule.missingEntries,
          fieldErrorPolicy: template.fieldErrorPolicy,
          stage: 'queued',
          status: 'InProgress',
        })
        .where(eq(importRuns.id, run.id));
      await start(run.id);
    } catch (error) {
      await db.insert(importRuns).values({
        accountId: schedule.accountId,
        userId: schedule.userId,
        scheduleId: schedule.id,
        source: 'schedule',
        fileName: schedule.name,
        url: schedule.url,
        format: 'CSV',
        filePath: '',
        header: [],
        stage: 'failed',
        status: 'Error',
        message: error instanceof Error ? error.message : importMessages.scheduleFailed,
        finishedAt: new Date(),
      });
    }
  }
  return due.length;
}

/**
 * Due schedules start their imports as import jobs of their own (claimed above, so once each): like
 * an import started by a person, a stopping instance hands it back and another one resumes it.
 * Without a queue (a direct call) the import runs inside the tick.
 */
export function scheduleTickJob(
  db: Db,
  files: ImportFiles,
  logger: FastifyBaseLogger,
  /** Tests: the fetch policy (a loopback feed) and the clock. */
  options: { policy?: FetchPolicy; now?: () => Date } = {},
): JobDefinition<object> {
  return {
    name: 'product-import.schedule-tick',
    cron: '* * * * *',
    retryLimit: 0,
    handle: async (_data, context) => {
      const start = (runId: string) =>
        context ? context.send(importJobName, { runId }) : runImportJob(db, files, runId);
      const count = await runDueSchedules(db, start, files, options.policy, options.now?.());
      if (count > 0) logger.info({ count }, 'import schedules started');
    },
  };
}
