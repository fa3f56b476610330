import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyMessages,
  integrationLabel,
  type ApiKey,
  type ApiKeySecret,
} from '@zaplecze/contract/api-keys/api-keys';
import type { AuditEntry } from '@zaplecze/contract/audit/audit';
import { apiKeys } from '../../db/schema/index';
import { apiClient } from '../../test/api-client';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { hashToken } from '../accounts/service';

/** A valid order in the given status (what an ERP would send). */
const orderBody = (statusId: string) => ({
  statusId,
  orderCountry: 'PL',
  source: 'allegro',
  email: 'jan.kowalski@example.pl',
  deliveryAddress: {
    name: 'Jan',
    surname: 'Kowalski',
    city: 'Kraków',
    street: 'Floriańska',
    buildingNumber: '1',
    zipCode: '31-019',
  },
  products: [{ name: 'Kubek', sku: 'KUB-001', quantity: 1, grossPrice: '24.99', tax: 23 }],
});
const productBody = () => ({ sku: 'API-KEY-1', name: 'Czajnik elektryczny' });

describe('API keys', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  let call: ReturnType<typeof apiClient>;
  let clock = new Date('2026-11-27T12:00:00Z');
  const hours = (n: number) => n * 3600_000;
  const asKey =
    (secret: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });
  const create = async (body: object) => {
    const response = await call('POST', '/api/api-keys', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ApiKeySecret;
  };

  const statusesOf = async (user: TestUser) =>
    (await apiClient(ctx, user)('GET', '/api/order-statuses')).json().data as { id: string }[];

  beforeAll(async () => {
    ctx.app.deps.clock = () => clock;
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    call = apiClient(ctx, admin);
  });

  it('shows the secret once, lists the key without it and keeps only its hash', async () => {
    const { key, secret } = await create({ name: 'ERP', scopes: ['oms.read'] });
    expect(secret).toMatch(/^zk_live_[0-9A-Za-z]{32}$/);
    expect(key).toMatchObject({ name: 'ERP', scopes: ['oms.read'], state: 'active', lastUsedAt: null });
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = await call('GET', '/api/api-keys');
    expect(list.body).not.toContain(secret);
    expect(list.json().data.map((k: ApiKey) => k.name)).toEqual(['ERP']);
    expect(list.json().activeCount).toBe(1);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('enforces the scopes: oms.read lists and reads orders, 403 on product writes and admin routes', async () => {
    const statusId = (await statusesOf(admin))[0]!.id;
    const order = (await call('POST', '/api/orders', orderBody(statusId))).json();
    const theirs = (
      await apiClient(ctx, other)('POST', '/api/orders', orderBody((await statusesOf(other))[0]!.id))
    ).json();
    const { secret } = await create({ name: 'Magazyn zewnętrzny', scopes: ['oms.read'] });
    const key = asKey(secret);

    const listed = await key('GET', '/api/orders');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await key('GET', `/api/orders/${order.id}`)).statusCode).toBe(200);
    expect((await key('GET', `/api/orders/${theirs.id}`)).statusCode).toBe(404);

    const write = await key('POST', '/api/products', productBody());
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('FORBIDDEN');
    expect((await key('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(403);
    for (const url of [
      '/api/users',
      '/api/roles',
      '/api/audit',
      '/api/api-keys',
      '/api/auth/me',
      '/api/settings/profile',
    ]) {
      const response = await key('GET', url);
      expect(response.statusCode, url).toBe(403);
    }
    const minted = await key('POST', '/api/api-keys', { name: 'Eskalacja', scopes: ['pim.edit'] });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().error.message).toBe(apiKeyMessages.sessionOnly);
  });

  it('signs every change made with a key as "Integracja: <name>" in the history', async () => {
    const statuses = await statusesOf(admin);
    const order = (await call('POST', '/api/orders', orderBody(statuses[0]!.id))).json();
    const { key: created, secret } = await create({ name: 'Sklep ERP', scopes: ['oms.edit'] });
    expect(created.scopes).toEqual(['oms.read', 'oms.edit']);
    const changed = await asKey(secret)('PUT', `/api/orders/${order.id}/status`, {
      version: order.version,
      statusId: statuses[1]!.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = (await call('GET', '/api/audit?limit=100'))
      .json()
      .data.find((e: AuditEntry) => e.targetId === order.id && e.action === 'edit') as AuditEntry;
    expect(entry.user).toEqual({ id: created.id, name: integrationLabel('Sklep ERP') });
  });

  it('refuses unknown, revoked and expired keys with 401 and the one error shape', async () => {
    const unknown = await asKey('zk_live_00000000000000000000000000000000')('GET', '/api/orders');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: apiKeyMessages.keyInvalid },
    });

    const { key, secret } = await create({ name: 'Do unieważnienia', scopes: ['oms.read'] });
    expect((await asKey(secret)('GET', '/api/orders')).statusCode).toBe(200);
    const revoked = await call('POST', `/api/api-keys/${key.id}/revoke`, { version: key.version });
    expect(revoked.json().state).toBe('revoked');
    expect((await asKey(secret)('GET', '/api/orders')).statusCode).toBe(401);

    const expiring = await create({
      name: 'Krótki',
      scopes: ['oms.read'],
      expiresAt: new Date(clock.getTime() + hours(1)).toISOString(),
    });
    expect((await asKey(expiring.secret)('GET', '/api/orders')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + hours(2));
    expect((await asKey(expiring.secret)('GET', '/api/orders')).statusCode).toBe(401);
  });

  it('keeps the old secret working through the 24 h overlap after a rotation, then stops it', async () => {
    const { key, secret: old } = await create({ name: 'Rotowany', scopes: ['oms.read'] });
    const rotated = await call('POST', `/api/api-keys/${key.id}/rotate`, { version: key.version });
    expect(rotated.statusCode).toBe(200);
    const { secret: fresh, key: after } = rotated.json() as ApiKeySecret;
    expect(fresh).not.toBe(old);
    expect(after.previousValidUntil).toBe(new Date(clock.getTime() + hours(24)).toISOString());
    expect((await asKey(old)('GET', '/api/orders')).statusCode).toBe(200);
    expect((await asKey(fresh)('GET', '/api/orders')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + hours(23));
    expect((await asKey(old)('GET', '/api/orders')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + hours(2));
    expect((await asKey(old)('GET', '/api/orders')).statusCode).toBe(401);
    expect((await asKey(fresh)('GET', '/api/orders')).statusCode).toBe(200);
  });

  it('records the last use (when, from where) at most once a minute', async () => {
    const { key, secret } = await create({ name: 'Licznik', scopes: ['oms.read'] });
    const lastUse = async () =>
      (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!;
    await asKey(secret)('GET', '/api/orders');
    const first = await lastUse();
    expect(first.lastUsedAt?.toISOString()).toBe(clock.toISOString());
    expect(first.lastUsedIp).toBe('127.0.0.1');
    const started = clock;
    clock = new Date(started.getTime() + 30_000);
    await asKey(secret)('GET', '/api/orders');
    expect((await lastUse()).lastUsedAt?.toISOString()).toBe(started.toISOString());
    clock = new Date(started.getTime() + 61_000);
    await asKey(secret)('GET', '/api/orders');
    expect((await lastUse()).lastUsedAt?.toISOString()).toBe(clock.toISOString());
  });

  it('is managed by administrators only, per account, with Polish validation', async () => {
    const staff = apiClient(
      ctx,
      await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] }),
    );
    expect((await staff('GET', '/api/api-keys')).statusCode).toBe(403);
    expect((await staff('POST', '/api/api-keys', { name: 'X', scopes: ['oms.read'] })).statusCode).toBe(403);

    const bad = await call('POST', '/api/api-keys', {
      name: ' ',
      scopes: ['oms.fly'],
      expiresAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.name).toBe(apiKeyMessages.nameRequired);
    expect(Object.keys(bad.json().error.fields)).toContain('scopes.0');
    const past = await call('POST', '/api/api-keys', {
      name: 'Przeszły',
      scopes: ['oms.read'],
      expiresAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.json().error.fields).toEqual({ expiresAt: apiKeyMessages.expiryInPast });
    const taken = await call('POST', '/api/api-keys', { name: 'erp', scopes: ['oms.read'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: apiKeyMessages.nameTaken });

    const mine = (await call('GET', '/api/api-keys')).json().data[0] as ApiKey;
    const stranger = apiClient(ctx, other);
    expect((await stranger('GET', '/api/api-keys')).json().data).toEqual([]);
    expect(
      (await stranger('POST', `/api/api-keys/${mine.id}/rotate`, { version: mine.version })).statusCode,
    ).toBe(404);
    expect(
      (await stranger('POST', `/api/api-keys/${mine.id}/revoke`, { version: mine.version })).statusCode,
    ).toBe(404);
  });

  it('audits key management in the same transaction', async () => {
    const { key } = await create({ name: 'Audytowany', scopes: ['pim.read'] });
    await call('POST', `/api/api-keys/${key.id}/rotate`, { version: key.version });
    const entries = (await call('GET', '/api/audit?limit=100')).json().data as AuditEntry[];
    const mine = entries.filter((e) => e.targetId === key.id).map((e) => e.action);
    expect(mine).toEqual(['edit', 'create']);
  });

  it('publishes the operations keys may call, with their permission, and nothing else', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/orders', '/api/orders/{id}', '/api/products']));
    for (const hidden of [
      '/api/users',
      '/api/roles',
      '/api/audit',
      '/api/api-keys',
      '/api/auth/me',
      '/api/auth/login',
    ])
      expect(paths, hidden).not.toContain(hidden);
    const operations = Object.values(
      doc.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap((item) => Object.values(item));
    for (const operation of operations) {
      expect(operation['x-permission']).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(operation.security).toEqual([{ apiKey: [] }]);
    }
    expect(doc.paths['/api/orders/{id}'].get['x-permission']).toBe('oms.read');
    expect(doc.paths['/api/orders/{id}'].delete['x-permission']).toBe('oms.delete');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const forbidden = doc.paths['/api/orders/{id}'].get.responses['403'].content['application/json'];
    expect(forbidden.examples.error.value.error.code).toBe('FORBIDDEN');
    const rendered = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(rendered.json().paths)).toEqual(paths);
  });
  it('counts a key against its quota, logs its calls and replays an idempotent order creation', async () => {
    const { key, secret } = await create({
      name: 'Sklep',
      scopes: ['oms.read', 'oms.edit'],
      requestsPerMinute: 60,
    });
    const asSklep = asKey(secret);
    const listed = await asSklep('GET', '/api/orders');
    expect(listed.statusCode).toBe(200);
    // 60 a minute with a 12-second burst: 12 requests per 12-second window.
    expect(listed.headers['ratelimit-policy']).toContain('"key";q=12;w=12');
    expect(listed.headers.ratelimit).toBeTruthy();

    const statusId = (await statusesOf(admin))[0]!.id;
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(statusId),
        headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `"sklep-${key.id}"` },
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const again = await post();
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);

    await ctx.app.apiCallLog.flush();
    const log = await call('GET', `/api/event-log?kind=api_call&keyId=${key.id}`);
    expect(log.statusCode, log.body).toBe(200);
    const paths = (log.json().data as { path: string; key: { name: string } }[]).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/orders']));
    expect(log.json().data[0].key.name).toBe('Sklep');
  });
});
