import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderImportFieldLabels,
  orderImportListLimit,
  orderImportMessages,
  orderImportPreviewLimit,
  orderImportProfileLabels,
  type OrderImportCounts,
  type OrderImportField,
  type OrderImportFormat,
  type OrderImportIdentifier,
  type OrderImportMode,
  type OrderImportOutcome,
  type OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../db/client';
import { orderImportChanges, orderImportRejectedRows, orderImportRuns, users } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { jobAbandoned, type JobDefinition, type JobQueue } from '../../jobs/queue';
import { fetchToFile, sizeGuard, type FetchPolicy } from '../../lib/import-sources/fetch-url';
import { importLimits, SourceError } from '../../lib/import-sources/limits';
import { extensionMatches, openTable } from '../../lib/import-sources/open-table';
import { recordAudit } from '../audit/service';
import {
  applyExternalOrder,
  externalContext,
  planExternalOrder,
  removeExternalOrder,
  restoreExternalOrder,
  type ExternalBeforeImage,
  type ExternalPlan,
} from '../orders/service';
import type { Actor } from '../orders/service';
import { groupRows, normaliseOrder, type NormalisedOrder } from './normalise';
import { autoMapping, recogniseProfile } from './profiles';

export const orderImportJobName = 'orders.import';
/** Rows of one file: the run keeps them as read (docs/decisions/orders-import.md). */
export const orderImportLimits = { maxRows: 20_000, progressEvery: 25 };

type Run = typeof orderImportRuns.$inferSelect;
interface Deps {
  db: Db;
  jobs: JobQueue;
}

const runTarget = 'order_import';
const emptyCounts = (): OrderImportCounts => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 });

function sourceFailure(error: unknown, field: string): never {
  if (error instanceof SourceError)
    throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', error.message, {
      [field]: error.message,
    });
  throw error;
}

/** Reads the file (with the product import's readers) into a run at the mapping step. */
async function registerRun(
  db: Db,
  actor: Actor,
  file: { path: string; fileName: string; format: OrderImportFormat; url?: string },
  field: string,
): Promise<Run> {
  const rows: { line: number; values: string[] }[] = [];
  let header: string[] = [];
  try {
    const table = await openTable(file.path, file.format, { fromUrl: Boolean(file.url) });
    header = table.header;
    for await (const row of table.rows()) {
      if (rows.length >= orderImportLimits.maxRows)
        throw new SourceError(
          `Plik ma więcej niż ${orderImportLimits.maxRows} wierszy — podziel go na części`,
          413,
        );
      rows.push({ line: row.line, values: row.values });
    }
  } catch (error) {
    sourceFailure(error, field);
  }
  const profile = recogniseProfile(header);
  const [run] = await db
    .insert(orderImportRuns)
    .values({
      accountId: actor.accountId,
      userId: actor.userId,
      ip: actor.ip,
      fileName: file.fileName,
      url: file.url ?? null,
      format: file.format,
      profile: profile?.id ?? null,
      identifier: profile?.id === 'generic' ? 'number' : 'external',
      header,
      mapping: autoMapping(header, profile),
      rows,
      total: rows.length,
    })
    .returning();
  return run!;
}

async function scratch<T>(work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'zap-order-import-'));
  try {
    return await work(path.join(dir, 'file'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function createRunFromUpload(
  db: Db,
  actor: Actor,
  format: OrderImportFormat,
  file: { filename: string; stream: Readable },
): Promise<Run> {
  if (!extensionMatches(file.filename, format)) {
    file.stream.resume();
    throw validationFailed({ file: importMessages.wrongFormat(format) }, importMessages.wrongFormat(format));
  }
  return scratch(async (filePath) => {
    try {
      await pipeline(file.stream, sizeGuard(importLimits.maxBytes), createWriteStream(filePath));
      if ((file.stream as { truncated?: boolean }).truncated)
        throw new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        sourceFailure(new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413), 'file');
      sourceFailure(error, 'file');
    }
    return registerRun(db, actor, { path: filePath, fileName: file.filename, format }, 'file');
  });
}

/** A URL fetched by the server through the same SSRF guard as the product import. */
export async function createRunFromUrl(
  db: Db,
  actor: Actor,
  input: { url: string; format: OrderImportFormat },
  policy?: FetchPolicy,
): Promise<Run> {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw validationFailed({ url: importMessages.urlInvalid }, importMessages.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw validationFailed({ url: importMessages.urlProtocol }, importMessages.urlProtocol);
  if (!extensionMatches(url.pathname, input.format))
    throw validationFailed(
      { url: importMessages.urlWrongFormat(input.format) },
      importMessages.urlWrongFormat(input.format),
    );
  return scratch(async (filePath) => {
    try {
      await fetchToFile(input.url, filePath, policy);
    } catch (error) {
      sourceFailure(error, 'url');
    }
    const fileName = decodeURIComponent(url.pathname.split('/').pop() || 'plik');
    return registerRun(db, actor, { path: filePath, fileName, format: input.format, url: input.url }, 'url');
  });
}

async function findRun(db: Db, accountId: string, runId: string): Promise<Run> {
  const [run] = await db
    .select()
    .from(orderImportRuns)
    .where(and(eq(orderImportRuns.accountId, accountId), eq(orderImportRuns.id, runId)));
  if (!run) throw notFound(orderImportMessages.runNotFound);
  return run;
}

/** The run's file as orders: grouped by the identifier, each read with the mapping. */
export function normaliseRun(
  run: Pick<Run, 'rows' | 'mapping' | 'identifier' | 'profile'>,
): NormalisedOrder[] | { missingKey: true } {
  const groups = groupRows(
    run.rows.map((row) => ({ line: row.line, values: row.values })),
    run.mapping,
    run.identifier,
  );
  if ('missingKey' in groups) return groups;
  const mapped = new Set(run.mapping.filter((field): field is OrderImportField => field !== null));
  return groups.map((group) =>
    normaliseOrder(group, { identifier: run.identifier, profile: run.profile, mapped }),
  );
}

function outcomeOf(order: NormalisedOrder, plan: ExternalPlan | null): OrderImportOutcome {
  const warnings = [...order.warnings, ...(plan?.warnings ?? [])];
  if (!plan || plan.action === 'reject')
    return {
      key: order.key,
      line: order.line,
      action: 'reject',
      orderNo: plan?.orderNo ?? null,
      reason: plan && plan.action === 'reject' ? plan.reason : order.problems.join('; '),
      warnings,
      diff: [],
    };
  return {
    key: order.key,
    line: order.line,
    action: plan.action,
    orderNo: plan.action === 'create' ? null : plan.orderNo,
    reason: null,
    warnings,
    diff: plan.action === 'update' ? plan.diff : [],
  };
}

const countKey = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  reject: 'rejected',
} as const;

/** The preview's order: updates and refusals first (they need reading), then warned, then the rest. */
const previewRank = (outcome: OrderImportOutcome) =>
  outcome.action === 'reject' ? 0 : outcome.action === 'update' ? 1 : outcome.warnings.length > 0 ? 2 : 3;

/**
 * The dry run: every order of the file planned through the orders module without writing; the
 * counts, the first outcomes (with the per-field diff of updates) and every refused order kept.
 */
export async function dryRun(
  db: Db,
  accountId: string,
  runId: string,
  options: {
    identifier: OrderImportIdentifier;
    mode: OrderImportMode;
    mapping?: (OrderImportField | null)[];
  },
): Promise<{ run: Run; outcomes: OrderImportOutcome[] }> {
  const run = await findRun(db, accountId, runId);
  if (!['mapping', 'analysed'].includes(run.status))
    throw new AppError('CONFLICT', orderImportMessages.alreadyStarted);
  const mapping = options.mapping ?? run.mapping;
  if (mapping.length > run.header.length)
    throw validationFailed(
      { mapping: orderImportMessages.mappingInvalid },
      orderImportMessages.mappingInvalid,
    );
  const next = { ...run, mapping, identifier: options.identifier, mode: options.mode };
  const orders = normaliseRun(next);
  if ('missingKey' in orders) {
    const message = orderImportMessages.noKeyColumn(
      orderImportFieldLabels[options.identifier === 'number' ? 'number' : 'externalId'],
    );
    throw validationFailed({ mapping: message }, message);
  }
  const ctx = await externalContext(db, accountId);
  const counts = emptyCounts();
  const outcomes: OrderImportOutcome[] = [];
  for (const order of orders) {
    const plan =
      order.problems.length > 0
        ? null
        : await planExternalOrder(db, ctx, order.order, {
            identifier: options.identifier,
            mode: options.mode,
          });
    const outcome = outcomeOf(order, plan);
    counts[countKey[outcome.action]] += 1;
    outcomes.push(outcome);
  }
  const preview = [...outcomes]
    .sort((a, b) => previewRank(a) - previewRank(b) || a.line - b.line)
    .slice(0, orderImportPreviewLimit);
  const updated = await db.transaction(async (tx) => {
    await tx.delete(orderImportRejectedRows).where(eq(orderImportRejectedRows.runId, run.id));
    const rejected = outcomes.filter((outcome) => outcome.action === 'reject');
    for (let start = 0; start < rejected.length; start += 1000)
      await tx.insert(orderImportRejectedRows).values(
        rejected.slice(start, start + 1000).map((outcome) => ({
          accountId,
          runId: run.id,
          line: outcome.line,
          key: outcome.key,
          reason: outcome.reason ?? '',
        })),
      );
    const [row] = await tx
      .update(orderImportRuns)
      .set({
        status: 'analysed',
        mapping,
        identifier: options.identifier,
        mode: options.mode,
        counts,
        preview,
        total: orders.length,
        processed: 0,
      })
      .where(eq(orderImportRuns.id, run.id))
      .returning();
    return row!;
  });
  return { run: updated, outcomes: preview };
}

export async function startImport(deps: Deps, actor: Actor, runId: string): Promise<Run> {
  const run = await findRun(deps.db, actor.accountId, runId);
  if (run.status !== 'analysed')
    throw new AppError(
      'CONFLICT',
      run.status === 'mapping' ? orderImportMessages.notAnalysed : orderImportMessages.alreadyStarted,
    );
  const [queued] = await deps.db
    .update(orderImportRuns)
    .set({ status: 'queued', processed: 0, counts: emptyCounts() })
    .where(and(eq(orderImportRuns.id, run.id), eq(orderImportRuns.status, 'analysed')))
    .returning();
  if (!queued) throw new AppError('CONFLICT', orderImportMessages.alreadyStarted);
  await recordAudit(deps.db, {
    ...actor,
    action: 'create',
    targetType: runTarget,
    targetId: run.id,
    targetLabel: `Import zamówień: ${run.fileName}`,
    details: { mode: run.mode, identifier: run.identifier, orders: run.total },
  });
  await deps.jobs.send(orderImportJobName, { runId: run.id });
  return queued;
}

/** Runs an analysed import at once, without the queue (the demo data's finished run). */
export async function importRunNow(db: Db, actor: Actor, runId: string): Promise<void> {
  await db
    .update(orderImportRuns)
    .set({ status: 'queued' })
    .where(and(eq(orderImportRuns.accountId, actor.accountId), eq(orderImportRuns.id, runId)));
  await runOrderImport(db, runId);
}

/** The final import: each order planned again (the data may have moved since the dry run) and written. */
export async function runOrderImport(db: Db, runId: string): Promise<void> {
  const [run] = await db.select().from(orderImportRuns).where(eq(orderImportRuns.id, runId));
  if (!run || run.status !== 'queued') return;
  await db.update(orderImportRuns).set({ status: 'running' }).where(eq(orderImportRuns.id, runId));
  const actor: Actor = { accountId: run.accountId, userId: run.userId, ip: run.ip };
  try {
    const orders = normaliseRun(run);
    if ('missingKey' in orders) throw new Error('mapping lost its key column');
    const ctx = await externalContext(db, run.accountId);
    const counts = emptyCounts();
    const rejected: { line: number; key: string; reason: string }[] = [];
    let processed = 0;
    for (const order of orders) {
      const plan =
        order.problems.length > 0
          ? null
          : await planExternalOrder(db, ctx, order.order, { identifier: run.identifier, mode: run.mode });
      let outcome = outcomeOf(order, plan);
      if (plan && (plan.action === 'create' || plan.action === 'update')) {
        try {
          const written = await applyExternalOrder(db, actor, plan);
          if (written)
            await db.insert(orderImportChanges).values({
              accountId: run.accountId,
              runId,
              orderId: written.orderId,
              action: plan.action,
              before: (written.before ?? null) as Record<string, unknown> | null,
            });
        } catch (error) {
          const reason = error instanceof AppError ? error.message : orderImportMessages.failed;
          outcome = { ...outcome, action: 'reject', reason };
        }
      }
      counts[countKey[outcome.action]] += 1;
      if (outcome.action === 'reject')
        rejected.push({ line: outcome.line, key: outcome.key, reason: outcome.reason ?? '' });
      processed += 1;
      if (processed % orderImportLimits.progressEvery === 0)
        await db.update(orderImportRuns).set({ processed, counts }).where(eq(orderImportRuns.id, runId));
    }
    await db.transaction(async (tx) => {
      await tx.delete(orderImportRejectedRows).where(eq(orderImportRejectedRows.runId, runId));
      for (let start = 0; start < rejected.length; start += 1000)
        await tx
          .insert(orderImportRejectedRows)
          .values(
            rejected.slice(start, start + 1000).map((row) => ({ ...row, accountId: run.accountId, runId })),
          );
      await tx
        .update(orderImportRuns)
        .set({ status: 'done', processed, counts, finishedAt: new Date() })
        .where(eq(orderImportRuns.id, runId));
    });
  } catch (error) {
    await db
      .update(orderImportRuns)
      .set({ status: 'failed', error: orderImportMessages.failed, finishedAt: new Date() })
      .where(eq(orderImportRuns.id, runId));
    throw error;
  }
}

export function orderImportJob(
  db: Db,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ runId: string }> {
  return {
    name: orderImportJobName,
    retryLimit: 0,
    handle: async ({ runId }) => {
      try {
        await runOrderImport(db, runId);
      } catch (error) {
        logger.error({ err: error, runId }, 'order import job failed');
      }
    },
  };
}

/**
 * Rolls a finished run back, newest change first: orders it created are deleted (their stock
 * given back), orders it updated get their before-image back (lines, payments, status, addresses).
 */
export async function rollbackRun(deps: Deps, actor: Actor, runId: string): Promise<Run> {
  const run = await findRun(deps.db, actor.accountId, runId);
  if (run.status !== 'done') throw new AppError('CONFLICT', orderImportMessages.notRollbackable);
  const changes = await deps.db
    .select()
    .from(orderImportChanges)
    .where(and(eq(orderImportChanges.runId, run.id), eq(orderImportChanges.accountId, actor.accountId)))
    .orderBy(desc(orderImportChanges.createdAt), desc(orderImportChanges.id));
  let removed = 0;
  let restored = 0;
  for (const change of changes) {
    if (change.action === 'create')
      removed += (await removeExternalOrder(deps.db, actor, change.orderId)) ? 1 : 0;
    else if (change.before)
      restored += (await restoreExternalOrder(
        deps.db,
        actor,
        change.before as unknown as ExternalBeforeImage,
      ))
        ? 1
        : 0;
  }
  const [row] = await deps.db
    .update(orderImportRuns)
    .set({ status: 'rolledBack', rolledBackAt: new Date() })
    .where(eq(orderImportRuns.id, run.id))
    .returning();
  await recordAudit(deps.db, {
    ...actor,
    action: 'edit',
    targetType: runTarget,
    targetId: run.id,
    targetLabel: `Import zamówień: ${run.fileName}`,
    details: { rolledBack: { removed, restored } },
  });
  return row!;
}

/** Runs whose queue job was abandoned (the instance stopped) are marked failed when read. */
async function settleAbandoned(deps: Deps, accountId: string) {
  const open = await deps.db
    .select({ id: orderImportRuns.id, createdAt: orderImportRuns.createdAt })
    .from(orderImportRuns)
    .where(
      and(eq(orderImportRuns.accountId, accountId), inArray(orderImportRuns.status, ['queued', 'running'])),
    );
  for (const row of open) {
    if (!(await jobAbandoned(deps.jobs, orderImportJobName, { runId: row.id }, row.createdAt))) continue;
    await deps.db
      .update(orderImportRuns)
      .set({ status: 'failed', error: orderImportMessages.failed, finishedAt: new Date() })
      .where(and(eq(orderImportRuns.id, row.id), inArray(orderImportRuns.status, ['queued', 'running'])));
  }
}

const userName = sql<string | null>`coalesce(nullif(${users.displayName}, ''), ${users.username})`;

export function toRunView(run: Run, name: string | null = null): OrderImportRun {
  return {
    id: run.id,
    status: run.status,
    fileName: run.fileName,
    format: run.format,
    profile: run.profile,
    identifier: run.identifier,
    mode: run.mode,
    header: run.header,
    mapping: run.mapping,
    counts: run.counts,
    processed: run.processed,
    total: run.total,
    error: run.error,
    userName: name,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    rolledBackAt: run.rolledBackAt?.toISOString() ?? null,
  };
}

export async function getRun(deps: Deps, accountId: string, runId: string) {
  await settleAbandoned(deps, accountId);
  const run = await findRun(deps.db, accountId, runId);
  return { run: toRunView(run), outcomes: run.preview };
}

export async function listRuns(deps: Deps, accountId: string) {
  await settleAbandoned(deps, accountId);
  const rows = await deps.db
    .select({ run: orderImportRuns, userName })
    .from(orderImportRuns)
    .leftJoin(
      users,
      and(eq(users.id, orderImportRuns.userId), eq(users.accountId, orderImportRuns.accountId)),
    )
    .where(
      and(
        eq(orderImportRuns.accountId, accountId),
        inArray(orderImportRuns.status, ['queued', 'running', 'done', 'failed', 'rolledBack']),
      ),
    )
    .orderBy(desc(orderImportRuns.createdAt), desc(orderImportRuns.id))
    .limit(orderImportListLimit);
  return { data: rows.map((row) => toRunView(row.run, row.userName)) };
}

export const profileMessage = (run: Run) =>
  run.profile
    ? orderImportMessages.recognised(orderImportProfileLabels[run.profile])
    : orderImportMessages.notRecognised;

/** The report: every refused order with its reason, then the warnings of the dry run's orders. */
export async function runReport(db: Db, accountId: string, runId: string): Promise<string[][]> {
  const run = await findRun(db, accountId, runId);
  const rejected = await db
    .select()
    .from(orderImportRejectedRows)
    .where(and(eq(orderImportRejectedRows.runId, run.id), eq(orderImportRejectedRows.accountId, accountId)))
    .orderBy(asc(orderImportRejectedRows.line));
  const rows: string[][] = [['Wiersz', 'Zamówienie', 'Wynik', 'Opis']];
  for (const row of rejected) rows.push([String(row.line), row.key, 'Odrzucone', row.reason]);
  for (const outcome of run.preview) {
    for (const warning of outcome.warnings)
      rows.push([String(outcome.line), outcome.key, 'Ostrzeżenie', `${warning.field}: ${warning.message}`]);
    for (const change of outcome.diff)
      rows.push([
        String(outcome.line),
        outcome.key,
        'Zmiana',
        `${change.field}: ${change.before} → ${change.after}`,
      ]);
  }
  return rows;
}
