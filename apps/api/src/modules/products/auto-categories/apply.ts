import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { compileFilter } from '../../../lib/filters/compiler';
import { activeRules } from '../../auto-categories/service';
import { filterFieldsFor } from '../filter/account-fields';
import { batchAssignMainCategories } from '../batch-write/categories';

/** Which products of the account to categorise: given ids, or a keyset range of ids (after, through]. */
export type AutoCategoryScope = { ids: string[] } | { afterId: string | null; throughId: string | null };

export interface AutoCategoryOptions {
  /** Also products that already have a main category (the run's "także produkty z kategorią"). */
  overwrite?: boolean;
  /** A change to existing products is an edit: bump the version so stale forms get 409. */
  editedBy?: string | null;
}

function scopeSql(scope: AutoCategoryScope): SQL {
  if ('ids' in scope) return sql`${products.id} = any(${sql.param(scope.ids)}::uuid[])`;
  const parts: SQL[] = [];
  if (scope.afterId) parts.push(sql`${products.id} > ${scope.afterId}`);
  if (scope.throughId) parts.push(sql`${products.id} <= ${scope.throughId}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The category the first matching active rule (by position) gives a product row, as one SQL
 * `case`, or null when no rule can be asked. Each rule's filter is compiled by the one filter
 * compiler, so a rule means the same here as in the list; a rule over a field the catalogue
 * lacks (a deleted custom field) is skipped rather than failing the save.
 */
async function firstMatchingTarget(tx: Db, accountId: string): Promise<SQL | null> {
  const rules = await activeRules(tx, accountId);
  if (rules.length === 0) return null;
  // The account's custom fields join the catalogue when a rule names one (one query).
  const { catalogue } = await filterFieldsFor(tx, accountId, {
    operator: 'AND',
    conditions: [],
    groups: rules.map((rule) => rule.condition),
  });
  const branches: SQL[] = [];
  for (const rule of rules) {
    let condition: SQL | undefined;
    try {
      condition = compileFilter(catalogue, rule.condition, { accountId });
    } catch {
      continue;
    }
    if (condition) branches.push(sql`when ${condition} then ${rule.targetCategoryId}::uuid`);
  }
  return branches.length > 0 ? sql`(case ${sql.join(branches, sql` `)} end)` : null;
}

/**
 * Automatic categories (issue #12), set-based: one UPDATE over the scope in which every product
 * gets the target of the first active rule it matches, so the first rule wins as it always did;
 * the catalogue's batch write stores it (batch-write/categories.ts).
 * Without `overwrite` only products with no main category are touched. Used on create and copy
 * (one id), on import (the created ids) and by the on-demand run (keyset batches).
 * Returns how many products got a new main category.
 */
export async function applyAutoCategoriesTo(
  tx: Db,
  accountId: string,
  scope: AutoCategoryScope,
  options: AutoCategoryOptions = {},
): Promise<number> {
  if ('ids' in scope && scope.ids.length === 0) return 0;
  const target = await firstMatchingTarget(tx, accountId);
  if (!target) return 0;
  return batchAssignMainCategories(tx, accountId, target, scopeSql(scope), options);
}
