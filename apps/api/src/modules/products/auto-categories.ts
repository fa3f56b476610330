import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { compileFilter } from '../../lib/filters/compiler';
import { activeRules } from '../auto-categories/service';
import { filterFieldsFor } from './filter/account-fields';
import { rowsOf } from './repository';

/**
 * Automatic categories (issue #12) on a new product: when it has no main category, the first
 * active rule whose filter matches it sets one. Each rule's filter is compiled by the one filter
 * compiler and asked of this product row in SQL, so a rule means the same here as in the list.
 * The catalogue has the account's custom fields when a rule names one (one query); a rule over a
 * field it lacks (a deleted custom field) is skipped rather than failing the save.
 * Returns the category set, or null.
 */
export async function applyAutoCategories(
  tx: Db,
  accountId: string,
  productId: string,
): Promise<string | null> {
  const rules = await activeRules(tx, accountId);
  if (rules.length === 0) return null;
  const { catalogue } = await filterFieldsFor(tx, accountId, {
    operator: 'AND',
    conditions: [],
    groups: rules.map((rule) => rule.condition),
  });
  for (const rule of rules) {
    let condition;
    try {
      condition = compileFilter(catalogue, rule.condition, { accountId });
    } catch {
      continue;
    }
    if (!condition) continue;
    const matches = await rowsOf(
      tx,
      sql`select 1 from ${products} where ${products.id} = ${productId}
            and ${products.accountId} = ${accountId} and ${condition}`,
    );
    if (matches.length === 0) continue;
    const updated = await tx
      .update(products)
      .set({ categoryId: rule.targetCategoryId })
      .where(and(eq(products.id, productId), isNull(products.categoryId)))
      .returning({ id: products.id });
    return updated.length > 0 ? rule.targetCategoryId : null;
  }
  return null;
}
