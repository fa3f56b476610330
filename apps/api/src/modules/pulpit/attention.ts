import { sql } from 'drizzle-orm';
import { attentionCountCap, lowStockThreshold, type PulpitAttention } from '@zaplecze/contract/pulpit';
import type { Db } from '../../db/client';
import { getLicence } from '../plans/service';
import { accountOrderTotal, rowsOf } from './repository';

type CappedCount = NonNullable<PulpitAttention['lowStock']>;

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

/**
 * Extension point for the import module: running and failed imports with their progress, and the
 * imports started today. No import tables exist yet, so the list is null ('not available') and the
 * usage unknown; the import module fills these two functions in.
 */
export async function importsNeedingAttention(): Promise<PulpitAttention['imports']> {
  return null;
}
export async function importsStartedToday(): Promise<number | null> {
  return null;
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
  }
  usage.push({ kind: 'imports', used: await importsStartedToday(), limit: licence.limits.imports });
  return { planName: licence.planName, isTrial: licence.isTrial, daysLeft: licence.daysLeft, usage };
}
