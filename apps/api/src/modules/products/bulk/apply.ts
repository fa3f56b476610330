import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { recordAudit } from '../../audit/service';
import { rowsOf } from '../../../db/rows';
import { batchUpdateProducts } from '../batch-write/products';
import { batchRemoveProducts } from '../batch-write/remove';

export interface Actor {
  accountId: string;
  userId: string;
  ip?: string | null;
}

export type BulkKind = 'archive' | 'delete';
/** `pictures`: the picture URLs of deleted products, whose files go once the transaction commits. */
export interface BulkResult {
  done: number;
  skipped: number;
  pictures: string[];
}

const productTarget = 'product';
const label = (row: { sku: string; name: string }) => `${row.sku} ${row.name}`;
const idList = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Archives the account's products among `ids` that are not archived yet (the batch write); each change audited. */
async function archive(tx: Db, actor: Actor, ids: string[]): Promise<number> {
  const changed = await rowsOf<{ id: string; sku: string; name: string; before: string }>(
    tx,
    sql`select id::text as id, sku, name, status as before from ${products}
         where account_id = ${actor.accountId}::uuid and id = any(${idList(ids)}) and status <> 'Archived'
         order by id for update`,
  );
  await batchUpdateProducts(
    tx,
    actor,
    changed.map((row) => ({ id: row.id, values: { status: 'Archived' } })),
    null,
  );
  for (const row of changed) {
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: productTarget,
      targetId: row.id,
      targetLabel: label(row),
      details: { changes: { status: { before: row.before, after: 'Archived' } }, bulk: true },
    });
  }
  return changed.length;
}

/** Deletes the account's products among `ids` that no open reservation holds (the batch write); each deletion audited. */
async function remove(tx: Db, actor: Actor, ids: string[]): Promise<BulkResult> {
  const deleted = await batchRemoveProducts(tx, actor.accountId, ids);
  const [held] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${products}
         where account_id = ${actor.accountId}::uuid and id = any(${idList(ids)})`,
  );
  for (const row of deleted) {
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: productTarget,
      targetId: row.id,
      targetLabel: label(row),
      details: { bulk: true },
    });
  }
  const pictures = deleted.flatMap((row) => row.pictures.map((picture) => picture.url));
  return { done: deleted.length, skipped: held!.n, pictures };
}

export async function applyBulk(tx: Db, actor: Actor, kind: BulkKind, ids: string[]): Promise<BulkResult> {
  if (ids.length === 0) return { done: 0, skipped: 0, pictures: [] };
  if (kind === 'archive') return { done: await archive(tx, actor, ids), skipped: 0, pictures: [] };
  return remove(tx, actor, ids);
}
