import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { OrderImportField } from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { orderImportRows } from '../../db/schema/index';
import type { TableRow } from '../../lib/import-sources/table';
import { copyRows, type StagedRow } from './copy-rows';
import { HeapGuard } from '../../lib/heap-guard';
import { cellsOf, normaliseOrder, RowGrouper, type Cells, type NormalisedOrder } from './normalise';
import type { Run } from './runs';

/**
 * A run's rows staged in `order_import_rows` (numbered from 0 in file order): the upload COPYs
 * them in chunks, the dry run and the job group them in one pass keeping only numbers (each row's
 * order, each order's first and last row) and then read and normalise one batch of orders at a
 * time, so the memory held does not grow with the file (docs/decisions/orders-import.md).
 */
export const stagedLimits = { chunk: 2000 };

/** A run's rows, scoped by its account as every tenant table is. */
const ofRun = (run: Pick<Run, 'id' | 'accountId'>) =>
  and(eq(orderImportRows.accountId, run.accountId), eq(orderImportRows.runId, run.id));

/** Writes the rows in chunks (COPY); the caller's transaction makes the run and its rows one. */
export async function stageRows(
  db: Db,
  run: Pick<Run, 'id' | 'accountId'>,
  rows: AsyncIterable<TableRow>,
  maxRows: number,
) {
  let seq = 0;
  const heap = new HeapGuard();
  let chunk: StagedRow[] = [];
  const flush = async () => {
    await copyRows(db, chunk);
    chunk = [];
    heap.relieve();
  };
  for await (const row of rows) {
    if (seq >= maxRows) {
      heap.release();
      return { tooMany: true as const };
    }
    chunk.push({ accountId: run.accountId, runId: run.id, seq: seq++, line: row.line, values: row.values });
    if (chunk.length >= stagedLimits.chunk) await flush();
  }
  await flush();
  heap.release();
  return { total: seq };
}

/**
 * The run's rows a chunk at a time by a range of their numbers (contiguous from 0, see `stageRows`):
 * each read touches its own chunk whatever the planner knows of the table. `seq > after … limit`
 * was planned, on a table never analysed, as a bitmap scan of every row after `after` and a sort —
 * quadratic over the pass (issue 25: 55–73 ms a chunk at 250 000 rows, most of the dry run).
 */
async function* readChunks(db: Db, run: Pick<Run, 'id' | 'accountId'>) {
  for (let from = 0; ; from += stagedLimits.chunk) {
    const rows = await db
      .select({ seq: orderImportRows.seq, line: orderImportRows.line, values: orderImportRows.values })
      .from(orderImportRows)
      .where(and(ofRun(run), between(orderImportRows.seq, from, from + stagedLimits.chunk - 1)))
      .orderBy(asc(orderImportRows.seq));
    if (rows.length === 0) return;
    yield rows;
  }
}

type Setup = Pick<Run, 'id' | 'accountId' | 'mapping' | 'identifier' | 'profile'>;
export interface RunOrders {
  heads: { key: string; line: number }[];
  rowOrder: number[];
  first: number[];
  last: number[];
}

/** The grouping pass: which order each row belongs to; null when the mapping lacks the key column. */
export async function groupRun(db: Db, run: Setup): Promise<RunOrders | null> {
  const grouper = new RowGrouper(run.identifier, run.mapping);
  if (grouper.missingKey) return null;
  const rowOrder: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for await (const rows of readChunks(db, run))
    for (const row of rows) {
      const index = grouper.add(row.line, cellsOf(row.values, run.mapping));
      rowOrder[row.seq] = index;
      if (index < 0) continue;
      if (index === first.length) first.push(row.seq);
      last[index] = row.seq;
    }
  return { heads: grouper.heads, rowOrder, first, last };
}

/** The rows of orders [start, end): one range read when they are together, else by their numbers. */
async function batchRows(
  db: Db,
  run: Pick<Run, 'id' | 'accountId'>,
  orders: RunOrders,
  start: number,
  end: number,
) {
  const from = orders.first[start]!;
  const to = Math.max(...orders.last.slice(start, end));
  const seqs: number[] = [];
  for (let seq = from; seq <= to; seq += 1)
    if (orders.rowOrder[seq]! >= start && orders.rowOrder[seq]! < end) seqs.push(seq);
  const columns = { seq: orderImportRows.seq, values: orderImportRows.values };
  const read = (where: ReturnType<typeof and>) =>
    db.select(columns).from(orderImportRows).where(where).orderBy(asc(orderImportRows.seq));
  if (seqs.length === to - from + 1) return read(and(ofRun(run), between(orderImportRows.seq, from, to)));
  const rows = [];
  for (let n = 0; n < seqs.length; n += stagedLimits.chunk)
    rows.push(
      ...(await read(and(ofRun(run), inArray(orderImportRows.seq, seqs.slice(n, n + stagedLimits.chunk))))),
    );
  return rows;
}

/** The run's orders normalised a batch at a time, in the order of their first row. */
export async function* orderBatches(
  db: Db,
  run: Setup,
  orders: RunOrders,
  size: number,
): AsyncGenerator<NormalisedOrder[]> {
  const mapped = new Set(run.mapping.filter((field): field is OrderImportField => field !== null));
  for (let start = 0; start < orders.heads.length; start += size) {
    const end = Math.min(start + size, orders.heads.length);
    const groups = orders.heads.slice(start, end).map((head) => ({ ...head, rows: [] as Cells[] }));
    for (const row of await batchRows(db, run, orders, start, end))
      groups[orders.rowOrder[row.seq]! - start]!.rows.push(cellsOf(row.values, run.mapping)!);
    yield groups.map((group) =>
      normaliseOrder(group, { identifier: run.identifier, profile: run.profile, mapped }),
    );
  }
}
