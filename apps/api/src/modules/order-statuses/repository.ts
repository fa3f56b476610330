import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStatusGroups, orderStatuses } from '../../db/schema/index';

export type StatusRow = typeof orderStatuses.$inferSelect;
export type GroupRow = typeof orderStatusGroups.$inferSelect;
export type NewStatus = Omit<
  typeof orderStatuses.$inferInsert,
  'id' | 'version' | 'createdAt' | 'modifiedAt'
>;
export type StatusChanges = Partial<
  Pick<StatusRow, 'internalName' | 'externalName' | 'color' | 'groupId' | 'position' | 'isProtected'>
>;

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

const inGroup = (groupId: string | null): SQL =>
  groupId === null ? isNull(orderStatuses.groupId) : eq(orderStatuses.groupId, groupId);

/**
 * Serializes every structural change of one account's statuses and groups (positions, moves,
 * deletions) until the transaction ends, so concurrent reorders cannot interleave.
 */
export async function lockAccountStatuses(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-statuses:${accountId}`}, 0))`);
}

/** Ungrouped statuses first, then by group order, then by order within the group. */
export async function selectStatuses(db: Db, accountId: string): Promise<StatusRow[]> {
  const rows = await db
    .select({ status: orderStatuses })
    .from(orderStatuses)
    .leftJoin(orderStatusGroups, eq(orderStatusGroups.id, orderStatuses.groupId))
    .where(eq(orderStatuses.accountId, accountId))
    .orderBy(
      sql`coalesce(${orderStatusGroups.position}, 0)`,
      asc(orderStatuses.position),
      asc(orderStatuses.id),
    );
  return rows.map((row) => row.status);
}

export async function selectStatus(db: Db, accountId: string, id: string): Promise<StatusRow | undefined> {
  const [row] = await db
    .select()
    .from(orderStatuses)
    .where(and(eq(orderStatuses.accountId, accountId), eq(orderStatuses.id, id)));
  return row;
}

export async function selectStatusIdsInGroup(
  db: Db,
  accountId: string,
  groupId: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.accountId, accountId), inGroup(groupId)))
    .orderBy(asc(orderStatuses.position), asc(orderStatuses.id));
  return rows.map((row) => row.id);
}

export async function nextStatusPosition(db: Db, accountId: string, groupId: string | null): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${orderStatuses.position}), 0)::int` })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.accountId, accountId), inGroup(groupId)));
  return (row?.last ?? 0) + 1;
}

export async function insertStatuses(tx: Db, rows: NewStatus[]): Promise<StatusRow[]> {
  return tx.insert(orderStatuses).values(rows).returning();
}

export async function updateStatus(tx: Db, id: string, changes: StatusChanges): Promise<StatusRow> {
  const [row] = await tx
    .update(orderStatuses)
    .set({ ...changes, version: sql`${orderStatuses.version} + 1`, modifiedAt: new Date() })
    .where(eq(orderStatuses.id, id))
    .returning();
  return row!;
}

export async function deleteStatusRow(tx: Db, id: string): Promise<void> {
  await tx.delete(orderStatuses).where(eq(orderStatuses.id, id));
}

/**
 * Puts `ids` into `groupId` at positions 1..n. A status arriving from another group gets a new
 * version, because its group is part of what the edit dialog saves.
 */
export async function placeStatuses(
  tx: Db,
  accountId: string,
  groupId: string | null,
  ids: readonly string[],
) {
  await tx.execute(sql`
    update ${orderStatuses} s
    set position = v.pos,
        group_id = ${groupId}::uuid,
        version = case when s.group_id is distinct from ${groupId}::uuid then s.version + 1 else s.version end,
        modified_at = case when s.group_id is distinct from ${groupId}::uuid then now() else s.modified_at end
    from unnest(${uuidArray(ids)}) with ordinality as v(id, pos)
    where s.id = v.id and s.account_id = ${accountId}`);
}

/** Closes the gaps a removed or moved-out status leaves: positions 1..n in the current order. */
export async function renumberStatuses(tx: Db, accountId: string, groupId: string | null): Promise<void> {
  const ids = await selectStatusIdsInGroup(tx, accountId, groupId);
  if (ids.length > 0) await placeStatuses(tx, accountId, groupId, ids);
}

export async function selectGroups(db: Db, accountId: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(orderStatusGroups)
    .where(eq(orderStatusGroups.accountId, accountId))
    .orderBy(asc(orderStatusGroups.position), asc(orderStatusGroups.id));
}

export async function selectGroup(db: Db, accountId: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(orderStatusGroups)
    .where(and(eq(orderStatusGroups.accountId, accountId), eq(orderStatusGroups.id, id)));
  return row;
}

export async function insertGroups(
  tx: Db,
  rows: { accountId: string; name: string; position: number }[],
): Promise<GroupRow[]> {
  return tx.insert(orderStatusGroups).values(rows).returning();
}

export async function updateGroupName(tx: Db, id: string, name: string): Promise<GroupRow> {
  const [row] = await tx
    .update(orderStatusGroups)
    .set({ name, version: sql`${orderStatusGroups.version} + 1`, modifiedAt: new Date() })
    .where(eq(orderStatusGroups.id, id))
    .returning();
  return row!;
}

export async function deleteGroupRow(tx: Db, id: string): Promise<void> {
  await tx.delete(orderStatusGroups).where(eq(orderStatusGroups.id, id));
}

/** Groups at positions 1..n in the order of `ids`. */
export async function placeGroups(tx: Db, accountId: string, ids: readonly string[]): Promise<void> {
  await tx.execute(sql`
    update ${orderStatusGroups} g
    set position = v.pos
    from unnest(${uuidArray(ids)}) with ordinality as v(id, pos)
    where g.id = v.id and g.account_id = ${accountId}`);
}
