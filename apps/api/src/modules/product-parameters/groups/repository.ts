import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parameterGroups, productParameters } from '../../../db/schema/index';
import { likePattern, sameName } from '../shared';

export type GroupRow = typeof parameterGroups.$inferSelect;
export type GroupWithCount = GroupRow & { parametersCount: number };
export type GroupFields = Pick<GroupRow, 'name' | 'labelPl' | 'labelEn'>;

// Written out: inside a one-table select Drizzle leaves the outer column unqualified.
const parametersCount = sql<number>`(select count(*)::int from ${productParameters} p where p.group_id = "parameter_groups"."id")`;

const orderings: Record<string, SQL[]> = {
  name: [sql`lower(${parameterGroups.name})`],
  '-name': [sql`lower(${parameterGroups.name}) desc`],
  created: [asc(parameterGroups.createdAt)],
  '-created': [desc(parameterGroups.createdAt)],
};

export async function selectGroupPage(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined; sort: string },
) {
  const parts: SQL[] = [eq(parameterGroups.accountId, accountId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(
      or(
        sql`${parameterGroups.name} ilike ${pattern}`,
        sql`${parameterGroups.labelPl} ilike ${pattern}`,
        sql`${parameterGroups.labelEn} ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({ group: parameterGroups, parametersCount })
      .from(parameterGroups)
      .where(where)
      .orderBy(...orderings[query.sort]!, asc(parameterGroups.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(parameterGroups).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.group, parametersCount: row.parametersCount })),
    count: total?.total ?? 0,
  };
}

export async function selectGroup(
  db: Db,
  accountId: string,
  id: string,
): Promise<GroupWithCount | undefined> {
  const [row] = await db
    .select({ group: parameterGroups, parametersCount })
    .from(parameterGroups)
    .where(and(eq(parameterGroups.accountId, accountId), eq(parameterGroups.id, id)));
  return row && { ...row.group, parametersCount: row.parametersCount };
}

export async function selectGroupByName(
  db: Db,
  accountId: string,
  name: string,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(parameterGroups)
    .where(and(eq(parameterGroups.accountId, accountId), sameName(parameterGroups.name, name)));
  return row;
}

/** The account's groups by lower-cased name, for imports. */
export async function selectGroupsByNames(
  db: Db,
  accountId: string,
  names: string[],
): Promise<Map<string, GroupRow>> {
  if (names.length === 0) return new Map();
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select()
    .from(parameterGroups)
    .where(
      and(eq(parameterGroups.accountId, accountId), inArray(sql`lower(${parameterGroups.name})`, lowered)),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export async function insertGroup(tx: Db, accountId: string, fields: GroupFields): Promise<GroupRow> {
  const [row] = await tx
    .insert(parameterGroups)
    .values({ accountId, ...fields })
    .returning();
  return row!;
}

export async function updateGroupRow(tx: Db, id: string, fields: GroupFields): Promise<GroupRow> {
  const [row] = await tx
    .update(parameterGroups)
    .set({ ...fields, version: sql`${parameterGroups.version} + 1`, modifiedAt: new Date() })
    .where(eq(parameterGroups.id, id))
    .returning();
  return row!;
}

export async function deleteGroupRow(tx: Db, id: string): Promise<void> {
  await tx.delete(parameterGroups).where(eq(parameterGroups.id, id));
}

/** Every group of the account in name order, in batches, for the export. */
export async function* allGroups(db: Db, accountId: string): AsyncGenerator<GroupRow> {
  let offset = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(parameterGroups)
      .where(eq(parameterGroups.accountId, accountId))
      .orderBy(sql`lower(${parameterGroups.name})`, asc(parameterGroups.id))
      .limit(1000)
      .offset(offset);
    yield* rows;
    if (rows.length < 1000) return;
    offset += rows.length;
  }
}
