import { describe, expect, it } from 'vitest';
import { predefinedRoles, roleMessages } from '@zaplecze/contract/roles/roles';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('roles', () => {
  const ctx = useTestApp();
  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who.headers });

  it('starts every account with the predefined roles, Administrator first, with user counts and card levels', async () => {
    const admin = await createAccount(ctx);
    const list = await call(admin, 'GET', '/api/roles');
    expect(list.statusCode).toBe(200);
    const roles = list.json().data;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(predefinedRoles.map((r) => r.name));
    expect(roles[0]).toMatchObject({
      isAdmin: true,
      predefined: true,
      usersCount: 1,
      levels: { oms: 'full', pos: 'full' },
    });
    expect(roles.find((r: { name: string }) => r.name === 'Magazynier')).toMatchObject({
      usersCount: 0,
      levels: { wms: 'full', oms: 'read', pim: 'read', pos: 'none', ticket: 'none' },
    });
  });

  it('creates a role with read implied, refuses unknown permissions and a taken name in any case', async () => {
    const admin = await createAccount(ctx);
    const created = await call(admin, 'POST', '/api/roles', {
      name: '  Pakowacz ',
      permissions: ['oms.edit', 'wms.inventory'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Pakowacz',
      description: '',
      predefined: false,
      permissions: ['oms.read', 'oms.edit', 'wms.read', 'wms.inventory'],
      levels: { oms: 'edit', wms: 'limited' },
      usersCount: 0,
      version: 1,
    });

    const unknown = await call(admin, 'POST', '/api/roles', { name: 'X', permissions: ['oms.fly'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['permissions.0']).toBe(roleMessages.unknownPermission);
    const blank = await call(admin, 'POST', '/api/roles', { name: '   ' });
    expect(blank.json().error.fields.name).toBe(roleMessages.nameRequired);
    const taken = await call(admin, 'POST', '/api/roles', { name: 'pakowacz' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.name).toBe(roleMessages.nameTaken);
  });

  it('edits with the current version only, never the Administrator role, and copies with a free name', async () => {
    const admin = await createAccount(ctx);
    const roles = (await call(admin, 'GET', '/api/roles')).json().data;
    const seller = roles.find((r: { name: string }) => r.name === 'Sprzedawca');
    const administrator = roles[0];

    const saved = await call(admin, 'PUT', `/api/roles/${seller.id}`, {
      name: 'Sprzedawca',
      description: 'Sklep stacjonarny',
      permissions: ['pos.sales'],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ permissions: ['pos.read', 'pos.sales'], version: 2 });
    const stale = await call(admin, 'PUT', `/api/roles/${seller.id}`, { name: 'Sprzedawca', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');

    const lockedEdit = await call(admin, 'PUT', `/api/roles/${administrator.id}`, {
      name: 'Szef',
      version: 1,
    });
    expect(lockedEdit.statusCode).toBe(409);
    expect(lockedEdit.json().error.message).toBe(roleMessages.administratorLocked);
    expect((await call(admin, 'POST', `/api/roles/${administrator.id}/copy`, {})).statusCode).toBe(409);

    const first = await call(admin, 'POST', `/api/roles/${seller.id}/copy`, {});
    const second = await call(admin, 'POST', `/api/roles/${seller.id}/copy`, {});
    expect(first.json()).toMatchObject({
      name: 'Sprzedawca (kopia)',
      predefined: false,
      permissions: ['pos.read', 'pos.sales'],
    });
    expect(second.json().name).toBe('Sprzedawca (kopia 2)');
  });

  it('deletes only custom roles, and an assigned one only with a replacement that receives its users', async () => {
    const admin = await createAccount(ctx);
    const roles = (await call(admin, 'GET', '/api/roles')).json().data;
    const keeper = roles.find((r: { name: string }) => r.name === 'Magazynier');
    expect((await call(admin, 'DELETE', `/api/roles/${keeper.id}`)).statusCode).toBe(409);

    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const refused = await call(admin, 'DELETE', `/api/roles/${staff.roleId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(roleMessages.replacementRequired);
    const toItself = await call(
      admin,
      'DELETE',
      `/api/roles/${staff.roleId}?replacementRoleId=${staff.roleId}`,
    );
    expect(toItself.statusCode).toBe(400);

    const moved = await call(admin, 'DELETE', `/api/roles/${staff.roleId}?replacementRoleId=${keeper.id}`);
    expect(moved.statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/roles/${staff.roleId}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/roles/${keeper.id}`)).json().usersCount).toBe(1);
    expect((await call(admin, 'GET', `/api/users/${staff.userId}`)).json().role.name).toBe('Magazynier');

    const unused = (await call(admin, 'POST', '/api/roles', { name: 'Tymczasowa' })).json();
    expect((await call(admin, 'DELETE', `/api/roles/${unused.id}`)).statusCode).toBe(204);
  });

  it('keeps roles to administrators of the same account (another account: 404)', async () => {
    const a = await createAccount(ctx);
    const b = await createAccount(ctx);
    const staff = await createUser(ctx, a.accountId, { permissions: ['oms.read', 'oms.edit', 'oms.delete'] });
    const roleOfA = (await call(a, 'POST', '/api/roles', { name: 'Tylko A' })).json();

    expect((await call(staff, 'GET', '/api/roles')).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/roles', { name: 'Nie' })).statusCode).toBe(403);
    expect((await call(b, 'GET', '/api/roles')).json().data.map((r: { id: string }) => r.id)).not.toContain(
      roleOfA.id,
    );
    expect((await call(b, 'GET', `/api/roles/${roleOfA.id}`)).statusCode).toBe(404);
    expect(
      (await call(b, 'PUT', `/api/roles/${roleOfA.id}`, { name: 'Przejęta', version: 1 })).statusCode,
    ).toBe(404);
    expect((await call(b, 'POST', `/api/roles/${roleOfA.id}/copy`, {})).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `/api/roles/${roleOfA.id}`)).statusCode).toBe(404);
  });
});
