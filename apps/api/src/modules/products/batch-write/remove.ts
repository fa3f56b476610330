import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { emitProductDeleted } from './events';

/**
 * Deletes the account's products among `ids` that no open order reservation holds (their variants,
 * prices and stock levels go with them), in one statement: the editor's delete and the bulk delete.
 * Answers what was deleted, with the picture URLs whose files go once the transaction commits.
 */
export async function batchRemoveProducts(
  tx: Db,
  accountId: string,
  ids: readonly string[],
): Promise<{ id: string; sku: string; name: string; pictures: { url: string }[] }[]> {
  if (ids.length === 0) return [];
  const deleted = await rowsOf<{
    id: string;
    sku: string;
    name: string;
    version: number;
    pictures: { url: string }[];
  }>(
    tx,
    sql`delete from products p
         where p.account_id = ${accountId} and p.id = any(${sql.param([...ids])}::uuid[])
           and not exists (select 1 from stock_reservations r where r.product_id = p.id and r.state = 'reserved')
        returning p.id::text as id, p.sku, p.name, p.version, p.pictures`,
  );
  await emitProductDeleted(tx, accountId, deleted);
  return deleted.map(({ version: _version, ...row }) => row);
}
