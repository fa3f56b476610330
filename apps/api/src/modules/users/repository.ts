import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/index';
import { polishOrder } from '../../lib/collation';

export type StaffRow = typeof users.$inferSelect;
export type StaffWithRole = { user: StaffRow; role: { id: string; name: string; isAdmin: boolean } };

export interface UserFilter {
  accountId: string;
  search?: string;
  /** A user whose own invoice data matched the search (the account's owner). */
  alsoUserId?: string;
  roleId?: string;
  status?: 'active' | 'inactive';
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function conditions(filter: UserFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(users.accountId, filter.accountId)];
  if (filter.roleId) parts.push(eq(users.roleId, filter.roleId));
  if (filter.status) parts.push(eq(users.isActive, filter.status === 'active'));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    parts.push(
      or(
        sql`${users.displayName} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.username} ilike ${pattern}`,
        filter.alsoUserId ? eq(users.id, filter.alsoUserId) : undefined,
      ),
    );
  }
  return and(...parts)!;
}

const withRole = { user: users, role: { id: roles.id, name: roles.name, isAdmin: roles.isAdmin } };

export async function findUserPage(db: Db, filter: UserFilter, page: number, limit: number) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withRole)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(
        desc(roles.isAdmin),
        polishOrder(sql`coalesce(nullif(${users.displayName}, ''), ${users.username})`),
        asc(users.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function findStaff(
  db: Db,
  accountId: string,
  userId: string,
  lock = false,
): Promise<StaffWithRole | undefined> {
  const query = db
    .select(withRole)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}

/** The account's owner: the user who registered it, whose e-mail the invoice data carries. */
export async function findOwnerId(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

export async function countActiveUsers(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.isActive, true)));
  return row?.total ?? 0;
}

/** Active administrators other than `exceptUserId`; rows are locked so two demotions cannot both pass. */
export async function countOtherActiveAdmins(
  tx: Db,
  accountId: string,
  exceptUserId: string,
): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.isActive, true),
        eq(roles.isAdmin, true),
        ne(users.id, exceptUserId),
      ),
    )
    .for('update', { of: users });
  return rows.length;
}

export async function insertStaff(
  tx: Db,
  values: Pick<
    typeof users.$inferInsert,
    'accountId' | 'roleId' | 'username' | 'email' | 'displayName' | 'passwordHash'
  >,
): Promise<StaffRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, isActive: true, activatedAt: new Date() })
    .returning();
  return row!;
}

export async function updateStaff(
  tx: Db,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<StaffRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, modifiedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function deleteStaff(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
