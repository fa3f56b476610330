import { sql } from 'drizzle-orm';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import { importRejectedRows } from '../../../db/schema/index';
import { assertPlanLimit } from '../../plans/service';
import { type ParsedRow, type RowError } from '../mapping/fields';
import { type Planned } from '../planning/plan';
import { rowsOf } from '../../../db/rows';
import { type PlannedVariant } from './variants';

export async function saveRejected(tx: Db, runId: string, planned: (Planned | PlannedVariant)[]) {
  const rejected = planned.flatMap((item) =>
    item.kind === 'rejected' ? item.errors.map((error) => ({ line: item.line, ...error })) : [],
  );
  if (rejected.length === 0) return;
  await tx.insert(importRejectedRows).values(
    rejected.map((row) => ({
      runId,
      line: row.line,
      field: row.field,
      reason: row.reason,
      value: row.value,
    })),
  );
}

/** The batch's warnings (fields left out, values repaired, bad bytes), stored beside the rejected rows. */
export async function saveWarnings(tx: Db, runId: string, batch: ParsedRow[]): Promise<number> {
  const warnings = batch.flatMap((row) => row.warnings.map((warning) => ({ line: row.line, ...warning })));
  // A file forced to the wrong encoding warns in every cell: inserted in slices under PostgreSQL's 65 535 parameters.
  for (let start = 0; start < warnings.length; start += 5000)
    await tx
      .insert(importRejectedRows)
      .values(
        warnings
          .slice(start, start + 5000)
          .map((warning) => ({ runId, severity: 'warning' as const, ...warning })),
      );
  return warnings.length;
}

/**
 * Over the plan limit the batch's new products are refused, row by row (the rest still goes in).
 * The account's product count is read once per run and then carried forward batch by batch.
 */
export async function applyPlanLimit(
  tx: Db,
  accountId: string,
  planned: Planned[],
  counter: { products: number | null },
): Promise<Planned[]> {
  const creates = planned.filter((item) => item.kind === 'create').length;
  if (creates === 0) return planned;
  if (counter.products === null) {
    const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from products where account_id = ${accountId}`,
    );
    counter.products = count;
  }
  try {
    await assertPlanLimit(tx, accountId, 'products', counter.products, creates);
    counter.products += creates;
    return planned;
  } catch {
    const error: RowError = { field: 'sku', reason: rowMessages.planLimit, value: '' };
    return planned.map((item) =>
      item.kind === 'create'
        ? { kind: 'rejected', line: item.line, errors: [{ ...error, value: item.values.sku ?? '' }] }
        : item,
    );
  }
}
