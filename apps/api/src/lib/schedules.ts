import { and, eq, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ScheduleUnit } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../db/client';

/**
 * What the URL schedules of the imports share (products 002 §5, orders issue 25): the interval
 * arithmetic and the claim of due schedules by a tick.
 */

const unitMs: Record<ScheduleUnit, number> = { Minutes: 60_000, Hours: 3_600_000, Days: 86_400_000 };

/** The first run at or after `now`: the start time, then every interval after it. */
export function nextRunAfter(start: Date, unit: ScheduleUnit, value: number, now = new Date()): Date {
  const step = unitMs[unit] * value;
  if (start.getTime() >= now.getTime()) return start;
  const steps = Math.ceil((now.getTime() - start.getTime()) / step);
  return new Date(start.getTime() + steps * step);
}

interface ScheduleRow {
  id: string;
  startTime: Date;
  intervalUnit: ScheduleUnit;
  intervalValue: number;
}

interface ScheduleTable {
  id: PgColumn;
  isActive: PgColumn;
  nextRunAt: PgColumn;
  lastRunAt: PgColumn;
}

/**
 * Claims the due schedules of `table` (FOR UPDATE SKIP LOCKED, so parallel workers never run one
 * twice) and moves each to its next time; the caller then starts their runs.
 */
export function claimDueSchedules<Row extends ScheduleRow>(
  db: Db,
  table: PgTable & ScheduleTable,
  now: Date,
  limit = 20,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.isActive, true), lte(table.nextRunAt, now)))
      .for('update', { skipLocked: true })
      .limit(limit)) as unknown as Row[];
    for (const row of rows) {
      const next = nextRunAfter(
        row.startTime,
        row.intervalUnit,
        row.intervalValue,
        new Date(now.getTime() + 1),
      );
      await tx
        .update(table as PgTable)
        .set({ nextRunAt: next, lastRunAt: now } as never)
        .where(eq(table.id, row.id));
    }
    return rows;
  });
}
