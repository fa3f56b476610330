import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventLogEntry } from '@zaplecze/contract/event-log/event-log';
import { eventLog } from '../../db/schema/index';
import { authenticatedScope, authPlugin, type AuthContext } from '../../plugins/auth';
import { permissionsPlugin } from '../../plugins/permissions';
import { apiQuotaPlugin } from '../../plugins/api-quota/plugin';
import { memoryQuotaStore } from '../../plugins/api-quota/store';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { ApiCallBuffer } from './buffer';
import { eventLogRetentionJob, eventLogRetentionJobName } from './jobs';
import { apiCallRecorder, eventLogPlugin } from './plugin';
import { insertApiCalls, recordIntegrationEvent, recordWebhookDelivery, type ApiCallRecord } from './service';

const minutesAgo = (minutes: number, now = Date.now()) => new Date(now - minutes * 60_000);

describe('event log', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
  const list = async (who: TestUser, query = '') => {
    const response = await get(who, `/api/event-log?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: EventLogEntry[];
      count: number;
      countExact: boolean;
      nextCursor: string;
    };
  };
  const ids = (entries: EventLogEntry[]) =>
    entries.map((entry) => entry.message ?? entry.path ?? entry.eventType);

  const keyA = randomUUID();
  const keyB = randomUUID();
  const subscription = randomUUID();
  const call = (accountId: string, over: Partial<ApiCallRecord>): ApiCallRecord => ({
    accountId,
    method: 'GET',
    path: '/api/orders',
    route: '/api/orders',
    status: 200,
    durationMs: 12.4,
    keyId: keyA,
    keyName: 'Sklep WWW',
    ip: '203.0.113.5',
    requestId: 'req-1',
    ...over,
  });

  /** An account with one row of each kind and variety, a minute apart, newest last in this list. */
  async function filledAccount() {
    const admin = await createAccount(ctx);
    const id = admin.accountId;
    const now = Date.now();
    await insertApiCalls(db(), [
      call(id, { path: '/api/orders', at: minutesAgo(10, now) }),
      call(id, { path: '/api/orders/1', method: 'PUT', status: 409, at: minutesAgo(9, now) }),
      call(id, { path: '/api/products', status: 500, keyId: keyB, keyName: 'ERP', at: minutesAgo(8, now) }),
      call(id, { path: '/api/stock', method: 'POST', status: 201, at: minutesAgo(7, now) }),
    ]);
    await recordWebhookDelivery(db(), {
      accountId: id,
      subscriptionId: subscription,
      eventId: 'evt_1',
      eventType: 'order.created',
      url: 'https://hooks.example.com/a',
      attempt: 1,
      statusCode: 503,
      latencyMs: 120,
      ok: false,
      error: 'Odbiorca odpowiedział 503',
      at: minutesAgo(6, now),
    });
    await recordWebhookDelivery(db(), {
      accountId: id,
      subscriptionId: randomUUID(),
      eventId: 'evt_2',
      eventType: 'stock.changed',
      url: 'https://hooks.example.com/b',
      attempt: 2,
      statusCode: null,
      latencyMs: null,
      ok: false,
      error: 'Przekroczono czas oczekiwania',
      at: minutesAgo(5, now),
    });
    await recordIntegrationEvent(db(), {
      accountId: id,
      source: 'allegro',
      level: 'error',
      message: 'Nie pobrano zamówień',
      subject: 'Konto allegro',
      at: minutesAgo(4, now),
    });
    await recordIntegrationEvent(db(), {
      accountId: id,
      source: 'dpd',
      level: 'info',
      message: 'Utworzono przesyłkę',
      at: minutesAgo(3, now),
    });
    return admin;
  }

  it('lists every kind newest first, and each filter narrows on the server', async () => {
    const admin = await filledAccount();
    const all = await list(admin);
    expect(all.count).toBe(8);
    expect(all.countExact).toBe(true);
    expect(ids(all.data)).toEqual([
      'Utworzono przesyłkę',
      'Nie pobrano zamówień',
      'stock.changed',
      'order.created',
      '/api/stock',
      '/api/products',
      '/api/orders/1',
      '/api/orders',
    ]);
    const first = all.data.at(-1)!;
    expect(first).toMatchObject({
      kind: 'api_call',
      method: 'GET',
      status: 200,
      durationMs: 12,
      key: { id: keyA, name: 'Sklep WWW' },
      ip: '203.0.113.5',
      requestId: 'req-1',
    });

    const filtered = async (query: string) => ids((await list(admin, query)).data);
    expect(await filtered('kind=api_call')).toEqual([
      '/api/stock',
      '/api/products',
      '/api/orders/1',
      '/api/orders',
    ]);
    expect(await filtered('kind=webhook_delivery')).toEqual(['stock.changed', 'order.created']);
    expect(await filtered('kind=integration')).toEqual(['Utworzono przesyłkę', 'Nie pobrano zamówień']);
    expect(await filtered(`keyId=${keyB}`)).toEqual(['/api/products']);
    expect(await filtered('kind=api_call&statusClass=2xx')).toEqual(['/api/stock', '/api/orders']);
    expect(await filtered('kind=api_call&statusClass=4xx')).toEqual(['/api/orders/1']);
    expect(await filtered('statusClass=5xx')).toEqual(['order.created', '/api/products']);
    expect(await filtered('method=PUT')).toEqual(['/api/orders/1']);
    expect(await filtered('path=ORDERS')).toEqual(['/api/orders/1', '/api/orders']);
    expect(await filtered('path=%25')).toEqual([]);
    expect(await filtered(`subscriptionId=${subscription}`)).toEqual(['order.created']);
    expect(await filtered('eventType=stock.changed')).toEqual(['stock.changed']);
    expect(await filtered('level=error')).toEqual(['Nie pobrano zamówień']);
    expect(await filtered('from=2020-01-01&to=2020-12-31')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    expect((await list(admin, `from=${today}&to=${today}`)).count).toBeGreaterThan(0);
  });

  it('pages by number and by cursor, both ways, and counts up to the cap', async () => {
    const admin = await createAccount(ctx);
    const now = Date.now();
    await insertApiCalls(
      db(),
      Array.from({ length: 25 }, (_, n) =>
        call(admin.accountId, { path: `/api/p/${n}`, at: minutesAgo(n, now) }),
      ),
    );
    const page1 = await list(admin, 'limit=10');
    expect(page1.count).toBe(25);
    expect(ids(page1.data)[0]).toBe('/api/p/0');
    const page2 = await list(admin, `limit=10&page=2&cursor=${page1.nextCursor}`);
    expect(ids(page2.data)).toEqual(Array.from({ length: 10 }, (_, n) => `/api/p/${n + 10}`));
    const byNumber = await list(admin, 'limit=10&page=3');
    expect(ids(byNumber.data)).toEqual(Array.from({ length: 5 }, (_, n) => `/api/p/${n + 20}`));
    expect(byNumber.nextCursor).toBeNull();
    const back = (
      await get(
        admin,
        `/api/event-log?limit=10&page=2&cursor=${(byNumber as unknown as { prevCursor: string }).prevCursor}`,
      )
    ).json();
    expect(ids(back.data)).toEqual(ids(page2.data));
    const bad = await get(admin, '/api/event-log?page=2&cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cursor).toBe('Nieprawidłowy kursor strony. Odśwież listę.');
  });

  it('refuses bad filters with the field named in Polish', async () => {
    const admin = await createAccount(ctx);
    const range = await get(admin, '/api/event-log?from=2026-02-02&to=2026-02-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.fields.to).toBe('Data „do” nie może być wcześniejsza niż data „od”.');
    const key = await get(admin, '/api/event-log?keyId=abc');
    expect(key.statusCode).toBe(400);
    expect(key.json().error.fields.keyId).toBe('Nieprawidłowy identyfikator klucza API.');
  });

  it('keeps accounts apart: B sees none of A’s rows and gets 404 on A’s entry', async () => {
    const a = await filledAccount();
    const b = await createAccount(ctx);
    const entry = (await list(a)).data[0]!;
    expect((await get(a, `/api/event-log/${entry.id}`)).json()).toEqual(entry);
    expect((await list(b)).count).toBe(0);
    const foreign = await get(b, `/api/event-log/${entry.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Nie znaleziono wpisu dziennika.');
  });

  it('is for administrators only', async () => {
    const staff = await createAccount(ctx, { permissions: ['oms.read'] });
    expect((await get(staff, '/api/event-log')).statusCode).toBe(403);
    expect((await get(staff, `/api/event-log/${randomUUID()}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/event-log' })).statusCode).toBe(401);
  });

  it('deletes rows older than 90 days in the nightly job, by the injected clock', async () => {
    const admin = await createAccount(ctx);
    const now = new Date('2030-06-01T12:00:00Z');
    const day = 86_400_000;
    await insertApiCalls(db(), [
      call(admin.accountId, { path: '/old', at: new Date(now.getTime() - 91 * day) }),
      call(admin.accountId, { path: '/edge', at: new Date(now.getTime() - 89 * day) }),
    ]);
    const logger = ctx.app.log;
    const job = eventLogRetentionJob(db(), logger, () => now);
    expect(job.name).toBe(eventLogRetentionJobName);
    expect(job.cron).toBeDefined();
    await job.handle({});
    const left = await db()
      .select({ path: eventLog.path })
      .from(eventLog)
      .where(eq(eventLog.accountId, admin.accountId));
    expect(left.map((row) => row.path)).toEqual(['/edge']);
  });

  it('records a call made with an API key through the onResponse hook, and not a session call', async () => {
    const admin = await createAccount(ctx);
    // A session call on the real app leaves nothing.
    await get(admin, '/api/event-log');
    await ctx.app.apiCallLog.flush();
    expect((await list(admin)).count).toBe(0);

    // The scope of the real app, with an authentication that gives a key principal (the keys module's job).
    const app = Fastify();
    app.decorate('deps', ctx.app.deps);
    const claims: AuthContext = {
      userId: admin.userId,
      accountId: admin.accountId,
      sessionId: randomUUID(),
      apiKey: { id: keyA, name: 'Skrypt magazynu', requestsPerMinute: null },
    };
    await app.register(authPlugin, {
      authenticate: async (bearer) => ({
        claims: bearer === 'key' ? claims : { ...claims, apiKey: undefined },
        access: { isAdmin: true, permissions: ['oms.read'] },
      }),
    });
    await app.register(permissionsPlugin);
    await app.register(apiQuotaPlugin, {
      store: memoryQuotaStore(),
      limits: { keyPerMinute: 600, accountPerMinute: 1800 },
    });
    await app.register(eventLogPlugin);
    await app.register(
      authenticatedScope([
        apiCallRecorder,
        async (scope) => {
          scope.get(
            '/api/things/:id',
            { preHandler: scope.requirePermission('oms.read') },
            async (_request, reply) => reply.code(404).send({ gone: true }),
          );
        },
      ]),
    );
    await app.inject({
      method: 'GET',
      url: '/api/things/7?secret=1',
      headers: { authorization: 'Bearer key' },
    });
    await app.inject({ method: 'GET', url: '/api/things/8', headers: { authorization: 'Bearer session' } });
    await app.close(); // flushes the buffer

    const calls = (await list(admin, 'kind=api_call')).data;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/things/7',
      route: '/api/things/:id',
      status: 404,
      key: { id: keyA, name: 'Skrypt magazynu' },
    });
    expect(calls[0]!.requestId).toBeTruthy();
  });

  it('buffers calls and writes them in batches, by size and on flush', async () => {
    const admin = await createAccount(ctx);
    const buffer = new ApiCallBuffer(db(), ctx.app.log, { maxRows: 3, intervalMs: 60_000 });
    const count = async () =>
      (await db().select({ id: eventLog.id }).from(eventLog).where(eq(eventLog.accountId, admin.accountId)))
        .length;
    buffer.record(call(admin.accountId, {}));
    buffer.record(call(admin.accountId, {}));
    expect(await count()).toBe(0);
    buffer.record(call(admin.accountId, {}));
    buffer.record(call(admin.accountId, {}));
    await buffer.flush();
    expect(await count()).toBe(4);
    // A failed write is dropped and logged, never thrown at a request.
    buffer.record(call(randomUUID(), {}));
    await expect(buffer.close()).resolves.toBeUndefined();
  });
});
