import { randomBytes } from 'node:crypto';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import type { PlanId } from '@zaplecze/contract/plans/plans';
import { roles, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import { startSession } from '../modules/auth/sessions';
import { signAccessToken } from '../modules/auth/tokens';
import { getAdminRoleId } from '../modules/roles/service';
import { seedCompany } from '../seed/company';
import type { TestContext } from './test-app';

/** The password of every user these helpers create (meets the staff password policy). */
export const testPassword = 'Testowe-Haslo-1!';

export interface TestUser {
  accountId: string;
  userId: string;
  roleId: string;
  username: string;
  email: string;
  token: string;
  /** Ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

export interface TestAccountOptions {
  companyName?: string;
  planId?: PlanId;
  /**
   * Without it the returned user is the account's administrator. With it the account still has
   * its administrator, and the returned user is a staff member whose custom role grants exactly
   * these permissions (an empty list: a role with none).
   */
  permissions?: Permission[];
}

export interface TestUserOptions {
  /** A custom role granting exactly these permissions; ignored when `roleId` is given. */
  permissions?: Permission[];
  roleId?: string;
  displayName?: string;
  isActive?: boolean;
}

const unique = () => randomBytes(5).toString('hex');
let passwordHash: Promise<string> | undefined;

/** A live session for a user, skipping the login form (and its audit entry and 2FA step). */
export async function signIn(ctx: TestContext, user: { id: string; accountId: string }): Promise<string> {
  const session = await startSession(ctx.database.db, user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return signAccessToken(ctx.config.jwtSecret, session);
}

async function withSession(ctx: TestContext, user: Omit<TestUser, 'token' | 'headers'>): Promise<TestUser> {
  const token = await signIn(ctx, { id: user.userId, accountId: user.accountId });
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A custom role of the account granting exactly `permissions`. */
export async function createRole(
  ctx: TestContext,
  accountId: string,
  permissions: Permission[],
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(roles)
    .values({ accountId, name: `Rola testowa ${unique()}`, permissions })
    .returning({ id: roles.id });
  return row!.id;
}

/** An activated user of an existing account, signed in. */
export async function createUser(
  ctx: TestContext,
  accountId: string,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const roleId =
    options.roleId ??
    (options.permissions
      ? await createRole(ctx, accountId, options.permissions)
      : await getAdminRoleId(ctx.database.db, accountId));
  const name = `u-${unique()}`;
  passwordHash ??= hashPassword(testPassword);
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      accountId,
      roleId: roleId!,
      username: name,
      email: `${name}@example.com`,
      displayName: options.displayName ?? name,
      passwordHash: await passwordHash,
      isActive: options.isActive ?? true,
      activatedAt: new Date(),
    })
    .returning({ id: users.id });
  return withSession(ctx, {
    accountId,
    userId: row!.id,
    roleId: roleId!,
    username: name,
    email: `${name}@example.com`,
  });
}

/** An activated company (predefined roles, licence, invoice data) and a signed-in user of it. */
export async function createAccount(ctx: TestContext, options: TestAccountOptions = {}): Promise<TestUser> {
  const name = `a-${unique()}`;
  const { accountId, userId } = await seedCompany(ctx.database.db, {
    username: name,
    email: `${name}@example.com`,
    password: testPassword,
    companyName: options.companyName ?? `Firma ${name}`,
    planId: options.planId ?? 'professional',
  });
  if (options.permissions) return createUser(ctx, accountId, { permissions: options.permissions });
  const roleId = (await getAdminRoleId(ctx.database.db, accountId))!;
  return withSession(ctx, { accountId, userId, roleId, username: name, email: `${name}@example.com` });
}
