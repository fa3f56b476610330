import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '@zaplecze/contract/webhooks/webhooks';
import { mailOutbox, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { deliverDue, disabledReason, pumpOnce, retryWindowMs, type DeliveryDeps } from './delivery';
import { postWebhook } from './send';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on the loopback address: answers `status` and keeps what it got. */
async function startReceiver() {
  const state = { status: 200, received: [] as Received[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(state.status, { 'content-type': 'text/plain' });
      response.end(state.status === 200 ? 'ok' : 'x'.repeat(5000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const headersOf = (received: Received) => ({
  'webhook-id': String(received.headers['webhook-id']),
  'webhook-timestamp': String(received.headers['webhook-timestamp']),
  'webhook-signature': String(received.headers['webhook-signature']),
});

describe('webhooks: outbox, subscriptions, delivery', () => {
  const ctx = useTestApp({ webhooksAllowLoopback: true });
  let admin: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: ctx.database.db,
    secretsKey: ctx.config.secretsKey,
    allowLoopback: true,
    ...overrides,
  });
  /** Orders through the HTTP API, as an integrator's shop would make them. */
  const ordersOf = (user: TestUser) => ({
    statusCoded: async (code: string) =>
      ((await call(user, 'GET', '/api/order-statuses')).json().data as { id: string; code: string }[]).find(
        (status) => status.code === code,
      )!,
    createOrder: async () => {
      const statusId = (await ordersOf(user).statusCoded('new')).id;
      const response = await call(user, 'POST', '/api/orders', { orderCountry: 'PL', statusId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; version: number; statusId: string };
    },
    mutate: async (method: 'PUT', url: string, payload: object) => {
      const response = await call(user, method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  });
  const deliveriesOf = (subscriptionId: string) =>
    ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
      .orderBy(webhookDeliveries.eventSeq);
  const subscribe = async (user: TestUser, url: string, events = ['order.status_changed']) => {
    const response = await call(user, 'POST', '/api/webhooks', { url, events, description: 'Sklep' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { subscription: { id: string; version: number }; secret: string };
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    receiver = await startReceiver();
  });
  afterAll(async () => receiver?.close());

  it('creates a subscription with a secret shown once, validates in Polish, admin only, per account', async () => {
    const bad = await call(admin, 'POST', '/api/webhooks', { url: 'ftp://x', events: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      url: webhookMessages.urlInvalid,
      events: webhookMessages.eventsRequired,
    });
    const unknown = await call(admin, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['order.eaten'],
    });
    expect(unknown.statusCode).toBe(400);

    const created = await subscribe(admin, receiver.url);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const [stored] = await ctx.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, created.subscription.id));
    expect(stored!.secretCipher).not.toContain(created.secret.slice(6, 20));
    const listed = await call(admin, 'GET', '/api/webhooks');
    expect(listed.body).not.toContain(created.secret);
    expect(listed.json().data.map((s: { id: string }) => s.id)).toContain(created.subscription.id);

    const clerk = await createAccount(ctx, { permissions: ['oms.read', 'oms.edit'] });
    expect((await call(clerk, 'GET', '/api/webhooks')).statusCode).toBe(403);
    expect(
      (await call(clerk, 'POST', '/api/webhooks', { url: receiver.url, events: ['order.created'] }))
        .statusCode,
    ).toBe(403);

    const other = await createAccount(ctx);
    const id = created.subscription.id;
    expect((await call(other, 'GET', `/api/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/webhooks/${id}/deliveries`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/webhooks/${id}/test`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/webhooks/${id}/rotate-secret`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(other, 'PUT', `/api/webhooks/${id}`, {
          url: receiver.url,
          events: ['order.created'],
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(other, 'GET', '/api/webhooks')).json().data).toEqual([]);

    const stale = await call(admin, 'PUT', `/api/webhooks/${id}`, {
      url: receiver.url,
      events: ['order.created'],
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/webhooks/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/webhooks/${id}`)).statusCode).toBe(404);
  });

  it('delivers a status change to a loopback receiver, signed so standardwebhooks verifies it', async () => {
    const company = await createAccount(ctx);
    const api = ordersOf(company);
    const { subscription, secret } = await subscribe(company, receiver.url);
    receiver.state.received.length = 0;
    const order = await api.createOrder();
    const processing = await api.statusCoded('processing');
    await api.mutate('PUT', `/api/orders/${order.id}/status`, {
      version: order.version,
      statusId: processing.id,
    });
    await pumpOnce(deps());

    expect(receiver.state.received).toHaveLength(1);
    const [got] = receiver.state.received;
    const verified = new Webhook(secret).verify(got!.body, headersOf(got!)) as {
      type: string;
      timestamp: string;
      data: { id: string; version: number; statusId: string };
    };
    expect(verified.type).toBe('order.status_changed');
    expect(verified.data).toMatchObject({
      id: order.id,
      statusId: processing.id,
      version: order.version + 1,
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, headersOf(got!)),
    ).toThrow();

    const [delivery] = await deliveriesOf(subscription.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, statusCode: 200, response: 'ok' });
    expect(got!.headers['webhook-id']).toBe(delivery!.eventId);

    // The delivery log, paged on the server; resend and the test event go out again and verify.
    const test = await call(company, 'POST', `/api/webhooks/${subscription.id}/test`);
    expect(test.json().message).toBe(webhookMessages.testQueued);
    await pumpOnce(deps());
    const page1 = (await call(company, 'GET', `/api/webhooks/${subscription.id}/deliveries?limit=1`)).json();
    expect(page1).toMatchObject({ count: 2, countExact: true, page: 1 });
    expect(page1.data[0]).toMatchObject({ eventType: 'webhook.test', status: 'delivered', statusCode: 200 });
    const page2 = (
      await call(
        company,
        'GET',
        `/api/webhooks/${subscription.id}/deliveries?limit=1&page=2&cursor=${page1.nextCursor}`,
      )
    ).json();
    expect(page2.data[0]).toMatchObject({ eventType: 'order.status_changed', attempts: 1 });

    const resent = await call(
      company,
      'POST',
      `/api/webhooks/${subscription.id}/deliveries/${delivery!.id}/resend`,
    );
    expect(resent.json().message).toBe(webhookMessages.resent);
    expect(
      (await call(admin, 'POST', `/api/webhooks/${subscription.id}/deliveries/${delivery!.id}/resend`))
        .statusCode,
    ).toBe(404);
    await pumpOnce(deps());
    expect(receiver.state.received).toHaveLength(3);
    const again = receiver.state.received[2]!;
    expect(again.headers['webhook-id']).toBe(delivery!.eventId);
    expect(new Webhook(secret).verify(again.body, headersOf(again))).toMatchObject({
      type: 'order.status_changed',
    });
    expect((await deliveriesOf(subscription.id)).find((d) => d.id === delivery!.id)).toMatchObject({
      attempts: 2,
    });
  });

  it('retries with growing delays while the receiver fails, then turns the subscription off and mails the owner', async () => {
    const company = await createAccount(ctx);
    const api = ordersOf(company);
    const { subscription } = await subscribe(company, receiver.url, ['order.created']);
    receiver.state.status = 500;
    const attempts: { attempt: number; statusCode: number | null; ok: boolean }[] = [];
    await api.createOrder();
    let clock = Date.now();
    const failing = deps({
      now: () => new Date(clock),
      random: () => 0.999,
      onAttempt: (record) => void attempts.push(record),
    });
    await pumpOnce(failing);
    const delays: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [row] = await deliveriesOf(subscription.id);
      expect(row).toMatchObject({ status: 'pending', statusCode: 500 });
      expect(row!.response).toHaveLength(2048);
      delays.push(row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime());
      clock = row!.nextAttemptAt!.getTime();
      expect(await deliverDue(failing)).toBe(1);
    }
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(attempts.every((a) => a.statusCode === 500 && !a.ok)).toBe(true);

    // Past the 3-day window the next failure ends it.
    const [row] = await deliveriesOf(subscription.id);
    clock = row!.windowStartsAt.getTime() + retryWindowMs + 1000;
    expect(await deliverDue(failing)).toBe(1);
    expect((await deliveriesOf(subscription.id))[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const [stored] = await ctx.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(stored).toMatchObject({ active: false, disabledReason });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, company.email), eq(mailOutbox.subject, 'Webhook został wyłączony')));
    expect(mails).toHaveLength(1);
    receiver.state.status = 200;
  });

  it('refuses loopback on every attempt without the test-only setting', async () => {
    receiver.state.received.length = 0;
    const refused = await postWebhook(receiver.url, {}, '{}', { allowLoopback: false });
    expect(refused).toMatchObject({ ok: false, statusCode: null, error: webhookMessages.urlForbidden });
    const byName = await postWebhook(receiver.url.replace('127.0.0.1', 'localhost'), {}, '{}', {
      allowLoopback: false,
    });
    expect(byName.ok).toBe(false);
    expect(receiver.state.received).toHaveLength(0);
    const internal = await call(admin, 'POST', '/api/webhooks', {
      url: 'https://169.254.169.254/latest',
      events: ['order.created'],
    });
    expect(internal.json().error.fields).toEqual({ url: webhookMessages.urlForbidden });
  });
});
