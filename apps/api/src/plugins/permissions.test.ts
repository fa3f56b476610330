import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { roleMessages } from '@zaplecze/contract/roles/roles';
import { buildApp } from '../app';
import { createStorage } from '../lib/storage/index';
import { users } from '../db/schema/index';
import { authenticatedScope } from './auth';
import { createAccount, createUser } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';

describe('requirePermission and requireAdmin', () => {
  const ctx = useTestApp();

  async function appWithProbe() {
    const app = await buildApp(
      {
        config: ctx.config,
        database: ctx.database,
        jobs: { send: async () => null, stop: async () => {} },
        storage: await createStorage(ctx.config),
      },
      { webDist: '/nonexistent' },
    );
    await app.register(
      authenticatedScope([
        async (scope) => {
          scope.get('/api/probe/oms', { preHandler: scope.requirePermission('oms.delete') }, async () => ({
            ok: true,
          }));
          scope.get('/api/probe/admin', { preHandler: scope.requireAdmin }, async () => ({ ok: true }));
        },
      ]),
    );
    await app.ready();
    return app;
  }

  it('lets a role through only with the permission, and only administrators into administration', async () => {
    const app = await appWithProbe();
    try {
      const admin = await createAccount(ctx);
      const deleter = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.delete'] });
      const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
      const probe = (url: string, headers: Record<string, string>) =>
        app.inject({ method: 'GET', url, headers });

      expect((await probe('/api/probe/oms', admin.headers)).statusCode).toBe(200);
      expect((await probe('/api/probe/oms', deleter.headers)).statusCode).toBe(200);
      const refused = await probe('/api/probe/oms', reader.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: missingPermissionMessage('oms.delete'),
      });

      expect((await probe('/api/probe/admin', admin.headers)).statusCode).toBe(200);
      const notAdmin = await probe('/api/probe/admin', deleter.headers);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().error.message).toBe(roleMessages.adminRequired);
      expect((await probe('/api/probe/admin', {})).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('shuts out a user deactivated while still holding a live token', async () => {
    const app = await appWithProbe();
    try {
      const admin = await createAccount(ctx);
      const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.delete'] });
      const probe = () => app.inject({ method: 'GET', url: '/api/probe/oms', headers: staff.headers });
      expect((await probe()).statusCode).toBe(200);

      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.userId));
      const refused = await probe();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: genericMessages.unauthenticated,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses company-data changes to a staff role and allows them to the administrator', async () => {
    const admin = await createAccount(ctx);
    const staff = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] });
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/settings/company', headers: staff.headers })
    ).json();
    const { modifiedAt: _modifiedAt, ...body } = current;
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/settings/company',
        headers,
        payload: { ...body, city: 'Gdańsk' },
      });
    expect((await put(staff.headers)).statusCode).toBe(403);
    const saved = await put(admin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().city).toBe('Gdańsk');
  });
});
