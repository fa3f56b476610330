import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parameterGroups, productParameters } from '../../../db/schema/index';
import { likePattern, sameName } from '../shared';

export type ParameterRow = typeof productParameters.$inferSelect;
export type ParameterWithGroup = ParameterRow & { groupName: string | null };
export type ParameterFields = Pick<
  ParameterRow,
  'name' | 'type' | 'required' | 'usedInVariants' | 'translations' | 'values' | 'groupId'
>;

const orderings: Record<string, SQL[]> = {
  name: [sql`lower(${productParameters.name})`],
  '-name': [sql`lower(${productParameters.name}) desc`],
  created: [asc(productParameters.createdAt)],
  '-created': [desc(productParameters.createdAt)],
};

const withGroup = { parameter: productParameters, groupName: parameterGroups.name };
const flatten = (row: { parameter: ParameterRow; groupName: string | null }): ParameterWithGroup => ({
  ...row.parameter,
  groupName: row.groupName,
});

export interface ParameterFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  sort: string;
  groupId?: string | undefined;
}

export async function selectParameterPage(db: Db, accountId: string, query: ParameterFilter) {
  const parts: SQL[] = [eq(productParameters.accountId, accountId)];
  if (query.groupId) parts.push(eq(productParameters.groupId, query.groupId));
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(
      or(
        sql`${productParameters.name} ilike ${pattern}`,
        sql`${productParameters.translations}::text ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select(withGroup)
      .from(productParameters)
      .leftJoin(parameterGroups, eq(parameterGroups.id, productParameters.groupId))
      .where(where)
      .orderBy(...orderings[query.sort]!, asc(productParameters.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(productParameters).where(where),
  ]);
  return { rows: rows.map(flatten), count: total?.total ?? 0 };
}

export async function selectParameter(
  db: Db,
  accountId: string,
  id: string,
): Promise<ParameterWithGroup | undefined> {
  const [row] = await db
    .select(withGroup)
    .from(productParameters)
    .leftJoin(parameterGroups, eq(parameterGroups.id, productParameters.groupId))
    .where(and(eq(productParameters.accountId, accountId), eq(productParameters.id, id)));
  return row && flatten(row);
}

export async function selectParameterByName(
  db: Db,
  accountId: string,
  name: string,
): Promise<ParameterRow | undefined> {
  const [row] = await db
    .select()
    .from(productParameters)
    .where(and(eq(productParameters.accountId, accountId), sameName(productParameters.name, name)));
  return row;
}

export async function selectParametersByNames(
  db: Db,
  accountId: string,
  names: string[],
): Promise<Map<string, ParameterRow>> {
  if (names.length === 0) return new Map();
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select()
    .from(productParameters)
    .where(
      and(
        eq(productParameters.accountId, accountId),
        inArray(sql`lower(${productParameters.name})`, lowered),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export async function insertParameter(
  tx: Db,
  accountId: string,
  fields: ParameterFields,
): Promise<ParameterRow> {
  const [row] = await tx
    .insert(productParameters)
    .values({ accountId, ...fields })
    .returning();
  return row!;
}

export async function updateParameterRow(tx: Db, id: string, fields: ParameterFields): Promise<ParameterRow> {
  const [row] = await tx
    .update(productParameters)
    .set({ ...fields, version: sql`${productParameters.version} + 1`, modifiedAt: new Date() })
    .where(eq(productParameters.id, id))
    .returning();
  return row!;
}

export async function deleteParameterRow(tx: Db, id: string): Promise<void> {
  await tx.delete(productParameters).where(eq(productParameters.id, id));
}

/** Every parameter of the account with its group's name, in name order, in batches. */
export async function* allParameters(db: Db, accountId: string): AsyncGenerator<ParameterWithGroup> {
  let offset = 0;
  for (;;) {
    const rows = await db
      .select(withGroup)
      .from(productParameters)
      .leftJoin(parameterGroups, eq(parameterGroups.id, productParameters.groupId))
      .where(eq(productParameters.accountId, accountId))
      .orderBy(sql`lower(${productParameters.name})`, asc(productParameters.id))
      .limit(1000)
      .offset(offset);
    yield* rows.map(flatten);
    if (rows.length < 1000) return;
    offset += rows.length;
  }
}
