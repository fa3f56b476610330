import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customFields } from '../../db/schema/index';

export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldFields = Pick<CustomFieldRow, 'label' | 'type' | 'required' | 'options' | 'position'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function selectFieldPage(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const parts: SQL[] = [eq(customFields.accountId, accountId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(or(sql`${customFields.label} ilike ${pattern}`, sql`${customFields.key} ilike ${pattern}`)!);
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customFields)
      .where(where)
      .orderBy(asc(customFields.position), asc(customFields.createdAt), asc(customFields.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(customFields).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function selectField(
  db: Db,
  accountId: string,
  id: string,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.accountId, accountId), eq(customFields.id, id)));
  return row;
}

export async function selectFieldByKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.accountId, accountId), eq(customFields.key, key)));
  return row;
}

export async function nextPosition(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${customFields.position}), 0)::int` })
    .from(customFields)
    .where(eq(customFields.accountId, accountId));
  return (row?.last ?? 0) + 1;
}

export async function insertField(
  tx: Db,
  accountId: string,
  fields: CustomFieldFields & { key: string },
): Promise<CustomFieldRow> {
  const [row] = await tx
    .insert(customFields)
    .values({ accountId, ...fields })
    .returning();
  return row!;
}

export async function updateFieldRow(tx: Db, id: string, fields: CustomFieldFields): Promise<CustomFieldRow> {
  const [row] = await tx
    .update(customFields)
    .set({ ...fields, version: sql`${customFields.version} + 1`, modifiedAt: new Date() })
    .where(eq(customFields.id, id))
    .returning();
  return row!;
}

export async function deleteFieldRow(tx: Db, id: string): Promise<void> {
  await tx.delete(customFields).where(eq(customFields.id, id));
}

/** Every field of the account in editor order: for the product editor, imports and filters. */
export async function selectAllFields(db: Db, accountId: string): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.accountId, accountId))
    .orderBy(asc(customFields.position), asc(customFields.createdAt));
}
