import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uuidV7 } from '../../events/service';

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
  if (ids.length === 0) return;
  const eventIds = ids.map(() => uuidV7());
  await tx.execute(sql`
    insert into outbox_events (id, account_id, type, resource_type, resource_id, resource_version, data)
    select u.eid, p.account_id, ${type}, 'product', p.id::text, p.version,
           jsonb_build_object('id', p.id, 'sku', p.sku, 'name', p.name, 'status', p.status, 'version', p.version)
      from unnest(${sql.param(eventIds)}::uuid[], ${sql.param([...ids])}::uuid[]) with ordinality as u(eid, pid, n)
      join products p on p.id = u.pid
     where p.account_id = ${accountId}
     order by u.n`);
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
  if (deleted.length === 0) return;
  await tx.execute(sql`
    insert into outbox_events (id, account_id, type, resource_type, resource_id, resource_version, data)
    select u.eid, ${accountId}, 'product.deleted', 'product', u.pid::text, u.v + 1,
           jsonb_build_object('id', u.pid, 'sku', u.sku, 'version', u.v + 1)
      from unnest(${sql.param(deleted.map(() => uuidV7()))}::uuid[], ${sql.param(deleted.map((row) => row.id))}::uuid[],
                  ${sql.param(deleted.map((row) => row.sku))}::text[], ${sql.param(deleted.map((row) => row.version))}::int[])
           with ordinality as u(eid, pid, sku, v, n)
     order by u.n`);
}
