import type { ImportMode, ProductIdentifier } from '@zaplecze/contract/product-import/product-import';
import { type importRuns } from '../../../db/schema/index';
import { openTable } from '../../../lib/import-sources/open-table';
import { parseRow, type ParsedRow } from '../mapping/fields';
import { type PlanContext } from '../planning/plan';
import { type HeapGuard } from '../../../lib/heap-guard';
import { axisContext, type AxisContext } from './variant-axes';

/** Rows of one batch: one transaction of the final import, one step of the dry run. */
export const batchSize = 5000;
/** The batch size in use; tests that need many batches of a small file lower it. */
export const importBatchSettings = { rows: batchSize };
/** Rows read between two heap checks while a batch is parsed (see HeapGuard). */
const rowsPerHeapCheck = 1000;

export type Run = typeof importRuns.$inferSelect;

/**
 * The file's rows in batches; the heap is checked while rows are read and after each batch is done
 * with — never in the middle of a batch, where a compacting GC would have to move the whole batch
 * (measured: a 70 MB short RSS spike in the update run when it also ran between plan and write).
 */
export async function* batches(run: Run, skip: number, heap: HeapGuard): AsyncGenerator<ParsedRow[]> {
  const table = await openTable(run.filePath, run.format, {
    fromUrl: run.source !== 'upload',
    source: run.sourceOptions,
  });
  let batch: ParsedRow[] = [];
  let index = 0;
  for await (const row of table.rows()) {
    index += 1;
    if (index % rowsPerHeapCheck === 0) heap.relieve();
    if (index <= skip) continue;
    const parsed = parseRow(row.line, table.header, row.values, run.mapping ?? {}, {
      fieldErrorPolicy: run.fieldErrorPolicy,
    });
    for (const problem of row.problems ?? [])
      parsed.warnings.push({
        field: table.header[problem.column] ?? '',
        reason: problem.reason,
        value: row.values[problem.column] ?? '',
      });
    batch.push(parsed);
    if (batch.length >= importBatchSettings.rows) {
      yield batch;
      batch = [];
      heap.relieve();
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Batches of the dry run's spilled rows after the first `skip`, built as `batches` builds them from
 * the file: the heap checked between frames (a thousand rows) and after each batch.
 */
export async function* fromSpill(spilled: AsyncIterable<ParsedRow[]>, skip: number, heap: HeapGuard) {
  let left = skip;
  let batch: ParsedRow[] = [];
  for await (const frame of spilled) {
    heap.relieve();
    const rows = left > 0 ? frame.slice(Math.min(left, frame.length)) : frame;
    left -= frame.length - rows.length;
    for (const row of rows) batch.push(row);
    if (batch.length >= importBatchSettings.rows) {
      yield batch;
      batch = [];
      heap.relieve();
    }
  }
  if (batch.length > 0) yield batch;
}

export function planContext(run: Run): PlanContext & AxisContext & { parentsDone: Set<string> } {
  return {
    ...axisContext(),
    parentsDone: new Set(),
    accountId: run.accountId,
    mode: run.importMode as ImportMode,
    identifier: run.productIdentifier as ProductIdentifier,
    seenKeys: new Map(),
    names: new Map(),
  };
}
