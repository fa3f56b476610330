import { describe, expect, it } from 'vitest';
import { defaultSetsSettings } from '@zaplecze/contract/sets-settings/sets-settings';
import { createAccount, createUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiClient } from '../../test/api-client';

describe('sets settings', () => {
  const ctx = useTestApp();

  it('starts with the spec defaults, saves per account with a version and checks permissions', async () => {
    const admin = await createAccount(ctx);
    const call = apiClient(ctx, admin);
    const initial = (await call('GET', '/api/sets-settings')).json();
    expect(initial).toMatchObject({ ...defaultSetsSettings, version: 1 });
    const changed = {
      ...defaultSetsSettings,
      disableBreakdown: true,
      breakdownType: 'full',
      exportLevel: { api: true },
    };
    const saved = await call('PUT', '/api/sets-settings', { ...changed, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...changed, version: 2 });
    expect((await call('PUT', '/api/sets-settings', { ...changed, version: 1 })).statusCode).toBe(409);
    const bad = await call('PUT', '/api/sets-settings', { ...changed, breakdownType: 'deep', version: 2 });
    expect(bad.statusCode).toBe(400);
    const other = apiClient(ctx, await createAccount(ctx));
    expect((await other('GET', '/api/sets-settings')).json()).toMatchObject({
      disableBreakdown: false,
      version: 1,
    });
    const reader = apiClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader('GET', '/api/sets-settings')).json().disableBreakdown).toBe(true);
    expect((await reader('PUT', '/api/sets-settings', { ...changed, version: 2 })).statusCode).toBe(403);
  });
});
