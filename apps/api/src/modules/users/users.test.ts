import { describe, expect, it } from 'vitest';
import { accountMessages } from '@zaplecze/contract/accounts/accounts';
import { planLimitMessage } from '@zaplecze/contract/plans/plans';
import { userMessages } from '@zaplecze/contract/users/users';
import { createAccount, createUser, testPassword, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const strong = 'Mocne#Haslo9';

describe('users', () => {
  const ctx = useTestApp();
  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who.headers });
  const roleId = async (admin: TestUser, name: string) =>
    (await call(admin, 'GET', '/api/roles')).json().data.find((r: { name: string }) => r.name === name)
      .id as string;
  const newUser = (admin: TestUser, role: string, overrides: object = {}) => {
    const tag = Math.random().toString(36).slice(2, 8);
    return call(admin, 'POST', '/api/users', {
      name: `Jan Kowalski ${tag}`,
      username: `jan.${tag}`,
      email: `jan.${tag}@sklep.pl`,
      roleId: role,
      password: strong,
      ...overrides,
    });
  };

  it('creates a user with the staff password policy enforced and identities unique', async () => {
    const admin = await createAccount(ctx);
    const seller = await roleId(admin, 'Sprzedawca');
    const weak = await newUser(admin, seller, { password: 'krotkie' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe(userMessages.passwordTooShort);
    const noDigit = await newUser(admin, seller, { password: 'BezCyfry!!' });
    expect(noDigit.json().error.fields.password).toBe(userMessages.passwordDigit);

    const created = await newUser(admin, seller, {
      name: 'Anna Nowak',
      username: 'anna.nowak',
      email: 'anna@sklep.pl',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Anna Nowak',
      username: 'anna.nowak',
      role: { id: seller, name: 'Sprzedawca', isAdmin: false },
      status: 'active',
      lastActivityAt: null,
      twoFactorEnabled: false,
      avatarUrl: null,
    });
    const duplicate = await newUser(admin, seller, { username: 'ANNA.nowak', email: 'ANNA@sklep.pl' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({
      username: accountMessages.usernameTaken,
      email: accountMessages.emailTaken,
    });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'anna.nowak', password: strong },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      role: { name: 'Sprzedawca', isAdmin: false },
      permissions: expect.arrayContaining(['oms.edit', 'pos.sales']),
    });
    const listed = (await call(admin, 'GET', `/api/users/${created.json().id}`)).json();
    expect(listed.lastActivityAt).not.toBeNull();
  });

  it('searches trimmed and case-insensitively over name, e-mail, username and the invoice e-mail, filters and pages', async () => {
    const admin = await createAccount(ctx);
    const seller = await roleId(admin, 'Sprzedawca');
    const keeper = await roleId(admin, 'Magazynier');
    await newUser(admin, seller, { name: 'Zofia Wiśniewska', username: 'zofia', email: 'zofia@firma.pl' });
    await newUser(admin, keeper, { name: 'Piotr Zieliński', username: 'magazyn1', email: 'piotr@firma.pl' });
    const inactive = (
      await newUser(admin, keeper, { name: 'Ewa Wójcik', username: 'ewa.w', email: 'ewa@firma.pl' })
    ).json();
    await call(admin, 'PUT', `/api/users/${inactive.id}/status`, { status: 'inactive' });

    const names = async (query: string) =>
      (await call(admin, 'GET', `/api/users?${query}`)).json().data.map((u: { name: string }) => u.name);
    expect(await names(`search=${encodeURIComponent('  WIŚNIEW ')}`)).toEqual(['Zofia Wiśniewska']);
    expect(await names('search=PIOTR%40FIRMA')).toEqual(['Piotr Zieliński']);
    expect(await names('search=magazyn1')).toEqual(['Piotr Zieliński']);
    expect(await names(`search=${encodeURIComponent(admin.email.toUpperCase())}`)).toHaveLength(1);
    expect(await names('search=%25')).toEqual([]);
    expect(await names(`roleId=${keeper}`)).toEqual(['Ewa Wójcik', 'Piotr Zieliński']);
    expect(await names(`roleId=${keeper}&status=active`)).toEqual(['Piotr Zieliński']);
    expect(await names('status=inactive')).toEqual(['Ewa Wójcik']);

    const page = (await call(admin, 'GET', '/api/users?limit=2&page=2')).json();
    expect(page).toMatchObject({ count: 4, page: 2, limit: 2 });
    expect(page.data).toHaveLength(2);
  });

  it('edits with the current version and keeps one active administrator at all times', async () => {
    const admin = await createAccount(ctx);
    const seller = await roleId(admin, 'Sprzedawca');
    const administrator = await roleId(admin, 'Administrator');
    const self = (await call(admin, 'GET', `/api/users/${admin.userId}`)).json();

    const demoteSelf = await call(admin, 'PUT', `/api/users/${admin.userId}`, { ...self, roleId: seller });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.message).toBe(userMessages.lastAdministrator);
    expect(
      (await call(admin, 'PUT', `/api/users/${admin.userId}/status`, { status: 'inactive' })).json().error
        .message,
    ).toBe(userMessages.cannotDeactivateSelf);
    expect((await call(admin, 'DELETE', `/api/users/${admin.userId}`)).json().error.message).toBe(
      userMessages.cannotDeleteSelf,
    );

    const second = await createUser(ctx, admin.accountId);
    const current = (await call(admin, 'GET', `/api/users/${second.userId}`)).json();
    const body = { ...current, roleId: current.role.id };
    const renamed = await call(admin, 'PUT', `/api/users/${second.userId}`, { ...body, name: 'Drugi Admin' });
    expect(renamed.json()).toMatchObject({ name: 'Drugi Admin', version: current.version + 1 });
    const stale = await call(admin, 'PUT', `/api/users/${second.userId}`, { ...body, name: 'Stara wersja' });
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');

    expect(
      (await call(admin, 'PUT', `/api/users/${admin.userId}`, { ...self, roleId: seller })).statusCode,
    ).toBe(200);
    const lastOne = await call(second, 'DELETE', `/api/users/${admin.userId}`);
    expect(lastOne.statusCode).toBe(204);
    const onlyAdmin = (await call(second, 'GET', `/api/users/${second.userId}`)).json();
    expect(onlyAdmin.role.id).toBe(administrator);
  });

  it('deactivation ends the sessions and blocks login; activation lets the user back in', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    expect((await call(staff, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const off = await call(admin, 'PUT', `/api/users/${staff.userId}/status`, { status: 'inactive' });
    expect(off.json().status).toBe('inactive');
    expect((await call(staff, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: testPassword },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(userMessages.deactivated);

    expect(
      (await call(admin, 'PUT', `/api/users/${staff.userId}/status`, { status: 'active' })).json().status,
    ).toBe('active');
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: testPassword },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes a password (sessions end, the new one works) and mails a reset link', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const weak = await call(admin, 'PUT', `/api/users/${staff.userId}/password`, { password: 'slabe' });
    expect(weak.statusCode).toBe(400);
    const changed = await call(admin, 'PUT', `/api/users/${staff.userId}/password`, { password: strong });
    expect(changed.json().message).toBe(userMessages.passwordChanged);
    expect((await call(staff, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: strong },
    });
    expect(login.statusCode).toBe(200);

    const jobsBefore = ctx.sentJobs.length;
    const reset = await call(admin, 'POST', `/api/users/${staff.userId}/password-reset`);
    expect(reset.statusCode).toBe(202);
    expect(ctx.sentJobs.slice(jobsBefore).map((job) => job.name)).toEqual(['mail.send']);
  });

  it("enforces the plan's staff limit on creation and activation", async () => {
    const admin = await createAccount(ctx, { planId: 'extended' });
    const seller = await roleId(admin, 'Sprzedawca');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await newUser(admin, seller)).json().id);
    const fourth = await newUser(admin, seller);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().error.message).toBe(planLimitMessage('staff', 3, 'Profil 2 Extended'));

    await call(admin, 'PUT', `/api/users/${ids[0]}/status`, { status: 'inactive' });
    expect((await newUser(admin, seller)).statusCode).toBe(201);
    expect((await call(admin, 'PUT', `/api/users/${ids[0]}/status`, { status: 'active' })).statusCode).toBe(
      402,
    );
  });

  it('keeps users to administrators of the same account (another account: 404)', async () => {
    const a = await createAccount(ctx);
    const b = await createAccount(ctx);
    const staffOfA = await createUser(ctx, a.accountId, {
      permissions: ['oms.read', 'oms.edit', 'oms.delete', 'oms.export'],
    });
    const current = (await call(a, 'GET', `/api/users/${staffOfA.userId}`)).json();

    expect((await call(staffOfA, 'GET', '/api/users')).statusCode).toBe(403);
    expect(
      (await call(staffOfA, 'PUT', `/api/users/${a.userId}/status`, { status: 'inactive' })).statusCode,
    ).toBe(403);
    expect((await call(b, 'GET', '/api/users')).json().data.map((u: { id: string }) => u.id)).toEqual([
      b.userId,
    ]);
    for (const [method, url, payload] of [
      ['GET', `/api/users/${staffOfA.userId}`],
      ['PUT', `/api/users/${staffOfA.userId}`, { ...current, roleId: b.roleId }],
      ['PUT', `/api/users/${staffOfA.userId}/status`, { status: 'inactive' }],
      ['PUT', `/api/users/${staffOfA.userId}/password`, { password: strong }],
      ['POST', `/api/users/${staffOfA.userId}/password-reset`],
      ['DELETE', `/api/users/${staffOfA.userId}/two-factor`],
      ['DELETE', `/api/users/${staffOfA.userId}`],
    ] as const) {
      expect((await call(b, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(a, 'PUT', `/api/users/${staffOfA.userId}`, { ...current, roleId: b.roleId })).statusCode,
    ).toBe(400);
  });
});
