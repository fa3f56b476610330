import { sql } from 'drizzle-orm';
import {
  attentionCountCap,
  lowStockThreshold,
  pulpitFailedImportDays,
  pulpitImportsListCap,
  type PulpitAttention,
} from '@zaplecze/contract/pulpit/pulpit';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { getLicence } from '../plans/service';
import {
  importsNeedingAttention,
  importsStartedToday,
  settleAbandonedImports,
  type ImportRunSummary,
} from '../product-import/service';
import { accountOrderTotal } from './repository';
import { rowsOf } from '../../db/rows';

type CappedCount = NonNullable<PulpitAttention['lowStock']>;
type PulpitImports = NonNullable<PulpitAttention['imports']>;

async function cappedCount(db: Db, condition: ReturnType<typeof sql>): Promise<CappedCount> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from products where ${condition} limit ${attentionCountCap + 1}) as found`,
  );
  const n = row!.n;
  return { count: Math.min(n, attentionCountCap), capped: n > attentionCountCap };
}

/** Products in stock but below the threshold of spec 002 §9 (index range on products' stock). */
export function lowStock(db: Db, accountId: string): Promise<CappedCount> {
  return cappedCount(db, sql`account_id = ${accountId} and stock > 0 and stock < ${lowStockThreshold}`);
}

/** Products whose reservations take all of their stock or more (partial index of migration 'pulpit_daily_stats'). */
export function outOfStockReserved(db: Db, accountId: string): Promise<CappedCount> {
  return cappedCount(db, sql`account_id = ${accountId} and stock_reserved > 0 and stock <= stock_reserved`);
}

const progressOf = (run: ImportRunSummary) =>
  run.totalRows > 0 ? Math.min(100, Math.floor((run.processedRows / run.totalRows) * 100)) : null;

/** Imports queued or running (with their progress) and those failed in the last days (PIM read). */
export async function importsAttention(
  db: Db,
  jobs: JobQueue,
  accountId: string,
  now: Date,
): Promise<PulpitImports> {
  // An import whose background job died is closed first, so the Pulpit never shows it as running forever.
  await settleAbandonedImports(db, jobs, accountId);
  const { active, failed, failedCount } = await importsNeedingAttention(db, accountId, {
    failedSince: new Date(now.getTime() - pulpitFailedImportDays * 86_400_000),
    limit: pulpitImportsListCap,
  });
  return {
    items: [...active, ...failed].map((run) => ({
      id: run.id,
      fileName: run.fileName,
      state: run.stage,
      processedRows: run.processedRows,
      totalRows: run.totalRows,
      progressPct: run.stage === 'failed' ? null : progressOf(run),
      message: run.message,
      at: run.at,
    })),
    failedCount,
    failedDays: pulpitFailedImportDays,
  };
}

async function accountProducts(db: Db, accountId: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | null }>(
    db,
    sql`select products as n from account_product_counts where account_id = ${accountId}`,
  );
  return Number(row?.n ?? 0);
}

export async function licenceAttention(
  db: Db,
  accountId: string,
  can: { orders: boolean; products: boolean },
  now: Date,
): Promise<PulpitAttention['licence']> {
  const licence = await getLicence(db, accountId);
  const usage: PulpitAttention['licence']['usage'] = [];
  if (can.orders)
    usage.push({
      kind: 'orders',
      used: await accountOrderTotal(db, accountId),
      limit: licence.limits.orders,
    });
  if (can.products) {
    usage.push({
      kind: 'products',
      used: await accountProducts(db, accountId),
      limit: licence.limits.products,
    });
    // Imports are product data: their usage needs PIM read like their log.
    usage.push({
      kind: 'imports',
      used: await importsStartedToday(db, accountId, now),
      limit: licence.limits.imports,
    });
  }
  return { planName: licence.planName, isTrial: licence.isTrial, daysLeft: licence.daysLeft, usage };
}
