import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emitEventsFrom } from '../../events/service';

/**
 * `product.created` / `product.updated` for the products among `ids`, in the writer's transaction
 * (docs/decisions/outbox-and-webhooks.md): one INSERT … SELECT over `unnest` per batch, joined to
 * the products by primary key, so a batch of 5 000 import rows costs one statement. `data` is the
 * product's id, SKU, name and status plus its `version` as it stands after the write.
 */
export async function emitProductEvents(
  tx: Db,
  accountId: string,
  type: 'product.created' | 'product.updated',
  ids: readonly string[],
): Promise<void> {
  const emitted = emittedIn(tx);
  for (const id of ids) emitted.add(id);
  await emitEventsFrom(
    tx,
    { type, resourceType: 'product' },
    ids.length,
    sql`select u.n, p.account_id, p.id::text as resource_id, p.version as resource_version,
               jsonb_build_object('id', p.id, 'sku', p.sku, 'name', p.name, 'status', p.status, 'version', p.version) as data
          from unnest(${sql.param([...ids])}::uuid[]) with ordinality as u(pid, n)
          join products p on p.id = u.pid
         where p.account_id = ${accountId}`,
  );
}

/** The products that have an event in a transaction (by its `tx`), so a variant write adds none. */
const emittedByTransaction = new WeakMap<Db, Set<string>>();
function emittedIn(tx: Db): Set<string> {
  let emitted = emittedByTransaction.get(tx);
  if (!emitted) emittedByTransaction.set(tx, (emitted = new Set()));
  return emitted;
}

/**
 * `product.updated` for the products whose variants (rows or prices) a write changed without
 * touching the product's own row, e.g. an import of variant rows: integrators read a product with
 * its variants, so they learn of the change. The product's version is not bumped by a variant
 * write, so `version` is the product's current one. A product that already has an event in this
 * transaction (created, updated or restored with its variants) gets no second one.
 */
export async function emitVariantsChanged(
  tx: Db,
  accountId: string,
  productIds: readonly string[],
): Promise<void> {
  const emitted = emittedIn(tx);
  const pending = [...new Set(productIds)].filter((id) => !emitted.has(id));
  if (pending.length > 0) await emitProductEvents(tx, accountId, 'product.updated', pending);
}

/**
 * `product.deleted` for deleted products (the rows are gone, so the caller passes what the delete
 * returned). Its `version` is the deleted row's version + 1: newer than any update event of it.
 */
export async function emitProductDeleted(
  tx: Db,
  accountId: string,
  deleted: readonly { id: string; sku: string; version: number }[],
): Promise<void> {
  await emitEventsFrom(
    tx,
    { type: 'product.deleted', resourceType: 'product' },
    deleted.length,
    sql`select u.n, ${accountId}::uuid as account_id, u.pid::text as resource_id, u.v + 1 as resource_version,
               jsonb_build_object('id', u.pid, 'sku', u.sku, 'version', u.v + 1) as data
          from unnest(${sql.param(deleted.map((row) => row.id))}::uuid[], ${sql.param(deleted.map((row) => row.sku))}::text[],
                      ${sql.param(deleted.map((row) => row.version))}::int[]) with ordinality as u(pid, sku, v, n)`,
  );
}
