import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountInvoiceData, accounts, userTokens, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type InvoiceDataRow = typeof accountInvoiceData.$inferSelect;
export type NewInvoiceData = Omit<
  typeof accountInvoiceData.$inferInsert,
  'accountId' | 'version' | 'createdAt' | 'modifiedAt'
>;
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

export async function insertAccount(tx: Db, name: string): Promise<string> {
  const [row] = await tx.insert(accounts).values({ name }).returning({ id: accounts.id });
  return row!.id;
}

export async function insertInvoiceData(tx: Db, accountId: string, data: NewInvoiceData): Promise<void> {
  await tx.insert(accountInvoiceData).values({ ...data, accountId });
}

export async function insertUser(
  tx: Db,
  user: {
    accountId: string;
    roleId: string;
    username: string;
    email: string;
    displayName: string;
    passwordHash: string;
  },
): Promise<string> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}

/** Which of a username and an e-mail some user already has (compared case-insensitively). */
export async function takenIdentities(db: Db, username: string, email: string, exceptUserId?: string) {
  const rows = await db
    .select({ username: users.username, email: users.email, id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`),
    );
  const others = rows.filter((row) => row.id !== exceptUserId);
  return {
    username: others.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: others.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function findUserBy(
  db: Db,
  field: 'username' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  const column = field === 'username' ? users.username : users.email;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = lower(${value})`);
  return row;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserInAccount(db: Db, userId: string, accountId: string, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateUser(tx: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...values, modifiedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function activateUserAndAccount(tx: Db, userId: string, accountId: string): Promise<void> {
  await tx.update(users).set({ isActive: true, activatedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .update(accounts)
    .set({ status: 'active', modifiedAt: new Date() })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, 'pending')));
}

export async function setAccountName(tx: Db, accountId: string, name: string): Promise<void> {
  await tx.update(accounts).set({ name, modifiedAt: new Date() }).where(eq(accounts.id, accountId));
}

export async function findInvoiceData(db: Db, accountId: string, lock = false) {
  const query = db.select().from(accountInvoiceData).where(eq(accountInvoiceData.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateInvoiceData(
  tx: Db,
  accountId: string,
  data: NewInvoiceData,
): Promise<InvoiceDataRow> {
  const [row] = await tx
    .update(accountInvoiceData)
    .set({ ...data, modifiedAt: new Date(), version: sql`${accountInvoiceData.version} + 1` })
    .where(eq(accountInvoiceData.accountId, accountId))
    .returning();
  return row!;
}

export async function insertUserToken(
  tx: Db,
  token: { userId: string; purpose: UserTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(userTokens).values(token);
}

export async function findUserToken(db: Db, tokenHash: string, purpose: UserTokenPurpose) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/** Marks a token used; false when a concurrent request used it first. */
export async function markUserTokenUsed(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** An earlier unused token of the same purpose stops working when a new one is mailed. */
export async function retireUserTokens(tx: Db, userId: string, purpose: UserTokenPurpose): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function findAccountIdByRef(db: Db, ref: string): Promise<string | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  if (isUuid) {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ref));
    if (account) return account.id;
  }
  const user = await findUserBy(db, 'username', ref);
  return user?.accountId;
}

export async function findCompanyName(db: Db, accountId: string): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

export async function touchUserActivity(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActivityAt: at }).where(eq(users.id, userId));
}
