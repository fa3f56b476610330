import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { emitProductEvents } from './events';

/**
 * The main category the automatic-category rules give (auto-categories/apply.ts), written in one
 * statement: `target` is the category expression over the product row (the first matching rule),
 * `scope` which of the account's products. Only products whose category changes are written;
 * without `overwrite` only those with none. `editedBy` (the on-demand run): an edit, so the version
 * is bumped and stale forms get 409; left out on create, where the product stays at its version.
 * The table is not aliased: the rules' SQL names its columns as products.<column>.
 * Answers how many products got a new main category.
 */
export async function batchAssignMainCategories(
  tx: Db,
  accountId: string,
  target: SQL,
  scope: SQL,
  options: { overwrite?: boolean; editedBy?: string | null },
): Promise<number> {
  const edited =
    options.editedBy !== undefined
      ? sql`, version = products.version + 1, modified_at = now(), modified_by = ${options.editedBy}::uuid`
      : sql``;
  const changed = await rowsOf<{ id: string }>(
    tx,
    sql`
          update products set category_id = ${target}${edited}
            where products.account_id = ${accountId} and ${scope}
              ${options.overwrite ? sql`` : sql`and products.category_id is null`}
              and ${target} is not null and products.category_id is distinct from ${target}
            returning products.id::text as id`,
  );
  // A change of the main category is an update (on create the product's `product.created` follows).
  if (options.editedBy !== undefined)
    await emitProductEvents(
      tx,
      accountId,
      'product.updated',
      changed.map((row) => row.id),
    );
  return changed.length;
}
