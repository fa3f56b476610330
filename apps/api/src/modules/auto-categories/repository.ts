import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { Db } from '../../db/client';
import { autoCategoryRules, productCategories } from '../../db/schema/index';

export type RuleRow = typeof autoCategoryRules.$inferSelect;
export type RuleFields = Pick<RuleRow, 'name' | 'targetCategoryId' | 'active' | 'position'> & {
  condition: FilterGroup;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function selectRulePage(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const parts: SQL[] = [eq(autoCategoryRules.accountId, accountId)];
  if (query.search) parts.push(sql`${autoCategoryRules.name} ilike ${likePattern(query.search)}`);
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(autoCategoryRules)
      .where(where)
      .orderBy(asc(autoCategoryRules.position), asc(autoCategoryRules.createdAt), asc(autoCategoryRules.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(autoCategoryRules).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function selectRule(db: Db, accountId: string, id: string): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(autoCategoryRules)
    .where(and(eq(autoCategoryRules.accountId, accountId), eq(autoCategoryRules.id, id)));
  return row;
}

export async function selectRuleByName(
  db: Db,
  accountId: string,
  name: string,
): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(autoCategoryRules)
    .where(
      and(eq(autoCategoryRules.accountId, accountId), sql`lower(${autoCategoryRules.name}) = lower(${name})`),
    );
  return row;
}

export async function nextRulePosition(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${autoCategoryRules.position}), 0)::int` })
    .from(autoCategoryRules)
    .where(eq(autoCategoryRules.accountId, accountId));
  return (row?.last ?? 0) + 1;
}

export async function insertRule(tx: Db, accountId: string, fields: RuleFields): Promise<RuleRow> {
  const [row] = await tx
    .insert(autoCategoryRules)
    .values({ accountId, ...fields })
    .returning();
  return row!;
}

export async function updateRuleRow(tx: Db, id: string, fields: RuleFields): Promise<RuleRow> {
  const [row] = await tx
    .update(autoCategoryRules)
    .set({ ...fields, version: sql`${autoCategoryRules.version} + 1`, modifiedAt: new Date() })
    .where(eq(autoCategoryRules.id, id))
    .returning();
  return row!;
}

export async function deleteRuleRow(tx: Db, id: string): Promise<void> {
  await tx.delete(autoCategoryRules).where(eq(autoCategoryRules.id, id));
}

/** The account's active rules in the order they apply, for the products module. */
export async function selectActiveRules(db: Db, accountId: string): Promise<RuleRow[]> {
  return db
    .select()
    .from(autoCategoryRules)
    .where(and(eq(autoCategoryRules.accountId, accountId), eq(autoCategoryRules.active, true)))
    .orderBy(asc(autoCategoryRules.position), asc(autoCategoryRules.createdAt));
}

export async function selectCategoryNames(
  db: Db,
  accountId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(eq(productCategories.accountId, accountId), inArray(productCategories.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function countRulesTargeting(db: Db, accountId: string, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(autoCategoryRules)
    .where(
      and(eq(autoCategoryRules.accountId, accountId), eq(autoCategoryRules.targetCategoryId, categoryId)),
    );
  return row?.total ?? 0;
}
