import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/index';
import { polishOrder } from '../../lib/collation';

export type RoleRow = typeof roles.$inferSelect;
export type NewRole = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'predefined' | 'isAdmin'> & {
  permissions: Permission[];
};

export async function insertRoles(tx: Db, accountId: string, values: NewRole[]): Promise<RoleRow[]> {
  return tx
    .insert(roles)
    .values(values.map((role) => ({ ...role, accountId })))
    .returning();
}

export async function findRole(db: Db, accountId: string, roleId: string, lock = false) {
  const query = db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAdminRole(db: Db, accountId: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.accountId, accountId), eq(roles.isAdmin, true)))
    .orderBy(asc(roles.createdAt))
    .limit(1);
  return row;
}

/** Predefined roles first (Administrator leading), then the account's own in creation order. */
export async function listRolesWithCounts(db: Db, accountId: string) {
  const usersCount = db
    .select({ roleId: users.roleId, total: count().as('total') })
    .from(users)
    .where(eq(users.accountId, accountId))
    .groupBy(users.roleId)
    .as('users_count');
  return db
    .select({ role: roles, usersCount: sql<number>`coalesce(${usersCount.total}, 0)::int` })
    .from(roles)
    .leftJoin(usersCount, eq(usersCount.roleId, roles.id))
    .where(eq(roles.accountId, accountId))
    .orderBy(
      desc(roles.isAdmin),
      desc(roles.predefined),
      asc(roles.createdAt),
      polishOrder(sql`${roles.name}`),
    );
}

export async function countRoleUsers(db: Db, roleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.roleId, roleId));
  return row?.total ?? 0;
}

export async function roleNameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.accountId, accountId), sql`lower(${roles.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function updateRole(
  tx: Db,
  roleId: string,
  values: { name: string; description: string; permissions: Permission[] },
): Promise<RoleRow> {
  const [row] = await tx
    .update(roles)
    .set({ ...values, modifiedAt: new Date(), version: sql`${roles.version} + 1` })
    .where(eq(roles.id, roleId))
    .returning();
  return row!;
}

export async function deleteRole(tx: Db, roleId: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, roleId));
}

/** Role assignment is this module's business, so moving users between roles happens here. */
export async function moveRoleUsers(tx: Db, fromRoleId: string, toRoleId: string): Promise<number> {
  const rows = await tx
    .update(users)
    .set({ roleId: toRoleId, modifiedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.roleId, fromRoleId))
    .returning({ id: users.id });
  return rows.length;
}

/** The role of an active user of the account, or undefined for an unknown or deactivated user. */
export async function findUserAccess(db: Db, userId: string, accountId: string) {
  const [row] = await db
    .select({ role: roles, isActive: users.isActive })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row?.isActive ? row.role : undefined;
}
