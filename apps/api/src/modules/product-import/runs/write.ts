import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { batchCreateProducts, batchUpdateProducts } from '../../products/service';
import { setNewStockLevels, setStockLevels } from '../../stock/service';
import type { Planned, Values } from '../planning/plan';
import { timed } from './timings';

export interface WriteContext {
  accountId: string;
  userId: string | null;
  runId: string;
  defaultPriceListId: string | null;
  defaultWarehouseId: string | null;
}

export interface ChangeRecord {
  id: string;
  line: number;
  created: boolean;
  previous: Values;
  next: Values;
  version: number;
}

/** The run's change records (import_changes belongs to this module), in one statement. */
export async function recordChanges(tx: Db, context: WriteContext, changes: ChangeRecord[]): Promise<void> {
  if (changes.length === 0) return;
  const column = (pick: (row: ChangeRecord) => unknown) => sql.param(changes.map(pick));
  await tx.execute(sql`
    insert into import_changes (run_id, product_id, account_id, line, created, previous, next, version_after)
    select ${context.runId}, u.id, ${context.accountId}, u.line, u.created, u.previous, u.next, u.version
    from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.line)}::int[],
      ${column((row) => row.created)}::boolean[], ${column((row) => JSON.stringify(row.previous))}::jsonb[],
      ${column((row) => JSON.stringify(row.next))}::jsonb[], ${column((row) => row.version)}::int[])
      as u(id, line, created, previous, next, version)
    on conflict do nothing`);
}

/** Stock from the file, set through the stock module (one movement per changed level). */
export async function setImportedStock(
  tx: Db,
  context: WriteContext,
  rows: { productId: string; variantId: string | null; onHand: number }[],
  reason?: string,
  /** The products were created in this transaction (no level yet, their stock already the sum). */
  created = false,
): Promise<void> {
  if (rows.length === 0 || !context.defaultWarehouseId) return;
  await (created ? setNewStockLevels : setStockLevels)(
    tx,
    { accountId: context.accountId, userId: context.userId },
    rows.map((row) => ({ ...row, warehouseId: context.defaultWarehouseId! })),
    { kind: 'import', importRunId: context.runId, ...(reason ? { reason } : {}) },
  );
}

/**
 * Writes one planned batch through the products module's batch write (creates, one set-based
 * update of the changed columns, prices), then stock and the run's change records.
 */
export async function writeBatch(tx: Db, context: WriteContext, planned: Planned[]): Promise<void> {
  const creates = planned.filter((item) => item.kind === 'create');
  const updates = planned.filter((item) => item.kind === 'update');
  const newStock: { productId: string; variantId: null; onHand: number }[] = [];
  const stockRows: { productId: string; variantId: null; onHand: number }[] = [];
  const changes: ChangeRecord[] = [];
  const actor = { accountId: context.accountId, userId: context.userId };

  if (creates.length > 0) {
    const idBySku = await timed('final: products create', () =>
      batchCreateProducts(
        tx,
        actor,
        creates.map((item) => item.values),
        context.defaultPriceListId,
        // Stock goes in through the stock module below (one warehouse): the rows start with that sum.
        context.defaultWarehouseId ? { stock: creates.map((item) => item.stock) } : {},
      ),
    );
    for (const item of creates) {
      const productId = idBySku.get(item.values.sku!.toLowerCase())!;
      // A created product is undone by deleting it: its change record needs no copy of its values.
      changes.push({ id: productId, line: item.line, created: true, previous: {}, next: {}, version: 1 });
      if (item.stock !== undefined) newStock.push({ productId, variantId: null, onHand: item.stock });
    }
  }
  if (updates.length > 0) {
    const changed = updates.filter((item) => Object.keys(item.next).some((field) => field !== 'stock'));
    const versions = await timed('final: products update', () =>
      batchUpdateProducts(
        tx,
        actor,
        changed.map((item) => ({ id: item.id, values: item.next })),
        context.defaultPriceListId,
      ),
    );
    for (const item of updates) {
      // Only stock changed: the product row keeps its version, the change record still restores the stock.
      const stockOnly = Object.keys(item.next).every((field) => field === 'stock');
      const version = stockOnly ? item.version : versions.get(item.id);
      if (version === undefined) continue;
      changes.push({
        id: item.id,
        line: item.line,
        created: false,
        previous:
          item.stock === undefined ? item.previous : { ...item.previous, stock: String(item.previousStock) },
        next: item.stock === undefined ? item.next : { ...item.next, stock: String(item.stock) },
        version,
      });
      if (item.stock !== undefined)
        stockRows.push({ productId: item.id, variantId: null, onHand: item.stock });
    }
  }
  await timed('final: stock create', () => setImportedStock(tx, context, newStock, undefined, true));
  await timed('final: stock', () => setImportedStock(tx, context, stockRows));
  await timed('final: changes', () => recordChanges(tx, context, changes));
}
