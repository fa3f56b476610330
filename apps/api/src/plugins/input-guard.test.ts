import { describe, expect, it } from 'vitest';
import { textMessages } from '@zaplecze/contract/common/text';
import { createAccount, testPassword } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { findForbiddenText } from './input-guard';

describe('the input guard', () => {
  it('finds NUL and lone surrogates in values and keys, with the path; paired surrogates are text', () => {
    expect(findForbiddenText({ name: 'Sklep 😀 żółw' })).toBeNull();
    expect(findForbiddenText({ name: 'ab\u0000cd' })).toEqual({ path: 'name' });
    expect(findForbiddenText({ a: [{ b: 'x' }, { b: '\ud800' }] })).toEqual({ path: 'a.1.b' });
    expect(findForbiddenText({ a: { 'x\udc00': 1 } })).toEqual({ path: 'a.x\udc00' });
    let deep: unknown = 'ok\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findForbiddenText(deep)?.path.split('.')).toHaveLength(100_000);
  });

  describe('on the routes', () => {
    const ctx = useTestApp();
    const refused = (response: { statusCode: number; json: () => unknown }, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { [field]: textMessages.forbiddenCharacters } },
      });
    };

    it('refuses NUL and lone surrogates in bodies with 400 naming the field', async () => {
      const admin = await createAccount(ctx);
      const post = (url: string, payload: object) =>
        ctx.app.inject({ method: 'POST', url, payload, headers: admin.headers });
      refused(await post('/api/order-status-groups', { name: 'ab\u0000cd' }), 'name');
      refused(await post('/api/roles', { name: '\ud800', permissions: [] }), 'name');
      const role = await post('/api/roles', { name: 'Magazyn', permissions: ['wms.read'] });
      expect(role.statusCode).toBe(201);
      refused(await post(`/api/roles/${role.json().id}/copy`, { name: 'Kopia \udfff' }), 'name');
      const emoji = await post('/api/order-status-groups', { name: 'Allegro 🛒' });
      expect(emoji.statusCode).toBe(201);
      expect(emoji.json().name).toBe('Allegro 🛒');
    });

    it('refuses them in a login e-mail, a search, a path parameter and inside the filter JSON', async () => {
      const admin = await createAccount(ctx);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `${admin.email}\u0000`, password: testPassword },
      });
      refused(login, 'username');
      const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin.headers });
      refused(await get('/api/users?search=%00'), 'search');
      refused(await get('/api/orders/ab%00cd'), 'id');
      const filter = JSON.stringify({
        operator: 'AND',
        conditions: [{ fieldId: 'clientName', operator: 'contains', value: 'a\u0000b' }],
        groups: [],
      });
      const filtered = await get(`/api/orders?filter=${encodeURIComponent(filter)}`);
      expect(filtered.statusCode).toBe(400);
      expect(JSON.stringify(filtered.json())).toContain(textMessages.forbiddenCharacters);
    });

    it('answers a hostile export with 400 before any CSV is sent, and a clean one whole', async () => {
      const admin = await createAccount(ctx);
      const bad = await ctx.app.inject({
        method: 'GET',
        url: '/api/audit/export?search=%00',
        headers: admin.headers,
      });
      refused(bad, 'search');
      expect(bad.headers['content-type']).toMatch(/^application\/json/);
      const good = await ctx.app.inject({ method: 'GET', url: '/api/audit/export', headers: admin.headers });
      expect(good.statusCode).toBe(200);
      expect(good.body.startsWith('\uFEFFData;')).toBe(true);
      expect(good.body.endsWith('\r\n')).toBe(true);
    });
  });
});
