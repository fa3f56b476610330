import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { localStorage } from '../lib/storage/index';
import { useTestApp } from '../test/test-app';
import { demoCredentials, demoOrderCount, seedDemoData } from './demo';

describe('demo data', () => {
  const ctx = useTestApp();

  it('creates the activated demo company once, whose administrator logs in by username or e-mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zaplecze-demo-'));
    const files = { storage: localStorage(path.join(dataDir, 'files')), config: { dataDir } };
    expect(await seedDemoData(ctx.database.db, files)).toBe(true);
    expect(await seedDemoData(ctx.database.db, files)).toBe(false);
    expect(await ctx.database.db.select().from(accounts)).toHaveLength(1);

    for (const entry of [{ username: 'demo' }, { email: demoCredentials.email }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...entry, password: demoCredentials.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        companyName: 'Sklep Demo Sp. z o.o.',
        licence: { id: 'professional', status: 'active', readOnly: false },
      });
    }
  });

  it('gives the demo company orders across its statuses and the two sample filters', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const counts = (await ctx.app.inject({ method: 'GET', url: '/api/orders/counts', headers })).json();
    expect(counts.total).toBe(demoOrderCount);
    expect(counts.statuses.filter((status: { count: number }) => status.count > 0).length).toBeGreaterThan(5);
    const filters = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/saved-filters', headers })
    ).json();
    expect(filters.data).toHaveLength(2);
  });

  it('gives the demo company two API keys whose calls fill the event log', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const keys = (await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers })).json();
    expect(keys.data.map((key: { name: string }) => key.name).sort()).toEqual([
      'Integracja ERP',
      'Sklep internetowy',
    ]);
    const erp = keys.data.find((key: { name: string }) => key.name === 'Integracja ERP');
    const calls = (
      await ctx.app.inject({ method: 'GET', url: `/api/event-log?kind=api_call&keyId=${erp.id}`, headers })
    ).json();
    expect(calls.data.length).toBeGreaterThan(0);
    expect(calls.data[0].key.name).toBe('Integracja ERP');
  });

  it('gives the demo company a finished price-list import in the logs, with its changes and a rollback', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const logs = (await ctx.app.inject({ method: 'GET', url: '/api/product-import/logs', headers })).json();
    const entry = logs.items.find((item: { importType: string }) => item.importType === 'import');
    expect(entry).toMatchObject({
      fileName: 'cennik-hurtownia.csv',
      updated: 12,
      rejected: 0,
      canRollback: true,
    });
    const details = (
      await ctx.app.inject({ method: 'GET', url: `/api/product-import/logs/${entry.id}`, headers })
    ).json();
    expect(details.changes[0].changes.join(' ')).toMatch(/cena: .+ → /);
  });

  it('gives the demo company a finished orders import in the log, a saved template and a paused schedule', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const log = (await ctx.app.inject({ method: 'GET', url: '/api/orders/imports', headers })).json();
    expect(log.data).toEqual([
      expect.objectContaining({
        fileName: 'uwagi-do-zamowien.csv',
        status: 'done',
        profile: 'generic',
        counts: { created: 0, updated: 2, unchanged: 0, rejected: 0 },
      }),
    ]);
    const templates = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/import-templates', headers })
    ).json();
    expect(templates.data.map((entry: { name: string }) => entry.name)).toEqual([
      'Shopify — eksport zamówień',
    ]);
    const schedules = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/import-schedules', headers })
    ).json();
    expect(schedules.data).toEqual([
      expect.objectContaining({
        templateName: 'Shopify — eksport zamówień',
        isActive: false,
        nextRunAt: null,
      }),
    ]);
  });

  it('gives the demo company shipped orders and returns to look through', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const returns = (await ctx.app.inject({ method: 'GET', url: '/api/returns?limit=50', headers })).json();
    expect(returns.count).toBeGreaterThan(0);
    expect(new Set(returns.data.map((item: { status: string }) => item.status)).size).toBeGreaterThan(1);
    const order = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${returns.data[0].orderId}`, headers })
    ).json();
    expect(order.shipments.length).toBeGreaterThan(0);
    expect(order.shipments[0].trackingNumber).toBeTruthy();
  });

  it('gives the demo company staff with different roles, one deactivated, and a history to page through', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const users = (await ctx.app.inject({ method: 'GET', url: '/api/users?limit=50', headers })).json();
    expect(users.count).toBe(5);
    expect(new Set(users.data.map((user: { role: { name: string } }) => user.role.name)).size).toBe(5);
    expect(users.data.filter((user: { status: string }) => user.status === 'inactive')).toHaveLength(1);
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/audit', headers })).json();
    expect(history.count).toBeGreaterThan(10);
    const favorites = (await ctx.app.inject({ method: 'GET', url: '/api/favorites', headers })).json();
    expect(favorites.data.map((favorite: { kind: string }) => favorite.kind)).toEqual([
      'order',
      'order',
      'product',
      'product',
      'savedFilter',
      'page',
    ]);
    const staffLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'k.nowak', password: demoCredentials.password },
    });
    expect(staffLogin.json().user.role.name).toBe('Kierownik');
  });

  it('lets a visitor add a user to the demo company: its plan has room beside the seeded staff', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const roles = (await ctx.app.inject({ method: 'GET', url: '/api/roles', headers })).json().data;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: {
        name: 'Gość Demo',
        username: 'gosc.demo',
        email: 'gosc@sklep-demo.pl',
        roleId: roles.find((role: { name: string }) => role.name === 'Sprzedawca').id,
        password: 'Mocne#Haslo9',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('gives the demo company a files library with folders, files and a shared link', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: demoCredentials.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const top = (await ctx.app.inject({ method: 'GET', url: '/api/files', headers })).json();
    expect(top.data.map((item: { name: string }) => item.name)).toEqual([
      'Faktury',
      'Umowy',
      'Zdjęcia produktów',
      'Regulamin sklepu.pdf',
    ]);
    const usage = (await ctx.app.inject({ method: 'GET', url: '/api/files/usage', headers })).json();
    expect(usage.fileCount).toBe(7);
    const links = (await ctx.app.inject({ method: 'GET', url: '/api/files/shared-links', headers })).json();
    expect(links.data).toMatchObject([{ targetName: 'Umowy', status: 'active' }]);
  });
});
