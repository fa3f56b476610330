import { describe, expect, it } from 'vitest';
import { createAccount, testPassword, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const plain = (text: string) => text.replace(/\s/g, ' ');

interface Entry {
  action: string;
  targetType: string;
  targetLabel: string | null;
  detailsText: string;
}

describe('audit history reads as Polish for a person', () => {
  const ctx = useTestApp();
  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who.headers });
  const history = async (who: TestUser, query = 'limit=100') =>
    (await call(who, 'GET', `/api/audit?${query}`)).json().data as Entry[];
  const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('names statuses in bulk changes even after the status is deleted; types, permissions, money in Polish', async () => {
    const admin = await createAccount(ctx);
    const statuses = (await call(admin, 'GET', '/api/order-statuses')).json().data as {
      id: string;
      code: string | null;
      internalName: string;
    }[];
    const fresh = statuses.find((status) => status.code === 'new')!;
    const addStatus = async (internalName: string) => {
      const response = await call(admin, 'POST', '/api/order-statuses', {
        internalName,
        externalName: {},
        color: '#336699',
        groupId: null,
        isProtected: false,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response;
    };
    const name = `Do odbioru ${Math.random().toString(36).slice(2, 7)}`;
    const custom = await addStatus(name);
    const replacement = await addStatus(`Odebrane ${Math.random().toString(36).slice(2, 7)}`);
    const order = await call(admin, 'POST', '/api/orders', {
      orderCountry: 'PL',
      statusId: fresh.id,
      products: [{ name: 'Rower', quantity: 1, grossPrice: '1790.97', tax: 23 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const bulk = await call(admin, 'POST', '/api/orders/bulk/status', {
      orderIds: [order.json().id],
      statusId: custom.json().id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const removed = await call(
      admin,
      'DELETE',
      `/api/order-statuses/${custom.json().id}?replacementId=${replacement.json().id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    await call(admin, 'POST', '/api/roles', { name: 'Podgląd zamówień', permissions: ['oms.read'] });

    const entries = await history(admin);
    const bulkEntry = entries.find((entry) => entry.detailsText.includes('Zmiana zbiorcza'))!;
    expect(bulkEntry.detailsText).toBe(`Status: ${fresh.internalName} → ${name}; Zmiana zbiorcza`);
    const created = entries.find((entry) => entry.targetType === 'order' && entry.action === 'create')!;
    expect(plain(created.detailsText)).toBe(
      `Status: ${fresh.internalName}; Źródło: Sklep internetowy; Wartość brutto: 1 790,97 zł; Produkty: 1`,
    );
    const role = entries.find((entry) => entry.targetType === 'role')!;
    expect(role.detailsText).toBe('Nazwa: Podgląd zamówień; Uprawnienia: nadano Zamówienia (OMS) – Odczyt');
    for (const entry of entries) expect(entry.detailsText).not.toMatch(uuid);

    const csv = (await call(admin, 'GET', '/api/audit/export')).rawPayload.toString('utf8');
    expect(csv).toContain(
      `;Edycja;Zamówienie;${bulkEntry.targetLabel};"Status: ${fresh.internalName} → ${name}; Zmiana`,
    );
    expect(csv).toContain(';Usunięcie;Status zamówienia;');
    expect(csv).not.toMatch(uuid);
  });

  it('audits every failed login of a known user in its account, under its own filter; unknown names nowhere', async () => {
    const admin = await createAccount(ctx);
    const wrong = await login({ username: admin.username, password: 'zle-1' });
    expect(wrong.statusCode).toBe(401);
    await login({ email: admin.email, password: 'zle-2' });
    const third = await login({ username: admin.username, password: 'zle-3' });
    expect(third.statusCode).toBe(423);
    const whileLocked = await login({ username: admin.username, password: testPassword });
    expect(whileLocked.statusCode).toBe(423);
    const stranger = await login({ username: `nikt-${admin.username}`, password: 'zle' });
    expect(stranger.statusCode).toBe(401);

    const failed = await history(admin, 'action=login_failed&limit=100');
    expect(failed.map((entry) => entry.detailsText)).toEqual([
      'Próba logowania w czasie blokady',
      'Nieprawidłowe hasło. Identyfikator zablokowany',
      'Nieprawidłowe hasło. Pozostałe próby: 1',
      'Nieprawidłowe hasło. Pozostałe próby: 2',
    ]);
    expect(new Set(failed.map((entry) => entry.targetLabel))).toEqual(new Set([admin.username]));
    expect((await history(admin, 'action=login')).map((entry) => entry.action)).not.toContain('login_failed');
    expect(JSON.stringify(await history(admin))).not.toContain(`nikt-${admin.username}`);
  });
});
