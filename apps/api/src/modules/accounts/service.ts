import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  findAccountIdByRef,
  findCompanyName,
  findInvoiceData,
  findUserBy,
  findUserById,
  findUserInAccount,
  findUserToken,
  insertUserToken,
  markUserTokenUsed,
  retireUserTokens,
  setAccountName,
  takenIdentities,
  touchUserActivity,
  updateInvoiceData,
  updateUser,
  type NewInvoiceData,
  type UserRow,
  type UserTokenPurpose,
} from './repository';

/**
 * What other modules may ask of accounts and users. The tables stay private to this module;
 * registration and activation are its own routes.
 */

/** A unique index refused the write (PostgreSQL 23505), directly or wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type LoginUser = Pick<
  UserRow,
  'id' | 'accountId' | 'username' | 'email' | 'passwordHash' | 'isActive' | 'activatedAt'
>;

/** The user an entry of the login form names: an e-mail when it contains '@', else a username. */
export async function findLoginUser(
  db: Db,
  entry: { username?: string; email?: string },
): Promise<LoginUser | undefined> {
  if (entry.email) return findUserBy(db, 'email', entry.email.trim());
  if (entry.username)
    return findUserBy(db, entry.username.includes('@') ? 'email' : 'username', entry.username.trim());
  return undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return findUserBy(db, 'email', email.trim());
}

export async function getUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

export async function getUserInAccount(db: Db, userId: string, accountId: string, lock = false) {
  return findUserInAccount(db, userId, accountId, lock);
}

export async function getCompanyName(db: Db, accountId: string): Promise<string> {
  return findCompanyName(db, accountId);
}

export async function setUserPassword(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await updateUser(tx, userId, { passwordHash });
}

export async function saveProfile(tx: Db, userId: string, values: { displayName: string; email: string }) {
  return updateUser(tx, userId, values);
}

export async function recordUserActivity(db: Db, userId: string, at: Date): Promise<void> {
  await touchUserActivity(db, userId, at);
}

export async function identitiesTaken(db: Db, username: string, email: string, exceptUserId?: string) {
  return takenIdentities(db, username, email, exceptUserId);
}

/** Creates a single-use token for an e-mail link; returns it in clear for the mail, stores only its hash. */
export async function issueUserToken(
  tx: Db,
  userId: string,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await retireUserTokens(tx, userId, purpose);
  await insertUserToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type TokenCheck =
  | { state: 'unknown' }
  | { state: 'used' | 'expired'; userId: string }
  | { state: 'valid'; userId: string; tokenId: string };

export async function checkUserToken(db: Db, token: string, purpose: UserTokenPurpose): Promise<TokenCheck> {
  const row = await findUserToken(db, hashToken(token.trim()), purpose);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', userId: row.userId };
  return { state: 'valid', userId: row.userId, tokenId: row.id };
}

/** Spends a checked token inside the caller's transaction; false when another request spent it first. */
export async function consumeUserToken(tx: Db, tokenId: string): Promise<boolean> {
  return markUserTokenUsed(tx, tokenId);
}

export async function getInvoiceData(db: Db, accountId: string, lock = false) {
  return findInvoiceData(db, accountId, lock);
}

/** Saves the invoice data and keeps the account's name equal to the company name. */
export async function saveInvoiceData(tx: Db, accountId: string, data: NewInvoiceData) {
  const row = await updateInvoiceData(tx, accountId, data);
  await setAccountName(tx, accountId, data.companyName);
  return row;
}

export async function resolveAccountId(db: Db, ref: string): Promise<string | undefined> {
  return findAccountIdByRef(db, ref);
}
