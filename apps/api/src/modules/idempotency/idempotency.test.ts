import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@zaplecze/contract/common/idempotency';
import { idempotencyKeys } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { idempotencyCleanupJob } from './jobs';
import { requestFingerprint } from './plugin';
import { idempotencySettings } from './repository';

describe('Idempotency-Key on writes', () => {
  const ctx = useTestApp();
  const realNow = idempotencySettings.now;
  afterEach(() => {
    idempotencySettings.now = realNow;
  });

  const post = (user: TestUser, key: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload,
      headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const orderCount = async (user: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers })).json().data
      .length as number;

  /** A company and a valid order of it (the first order status, one product line). */
  async function newCompany() {
    const user = await createAccount(ctx);
    const statuses = await ctx.app.inject({
      method: 'GET',
      url: '/api/order-statuses',
      headers: user.headers,
    });
    const statusId = (statuses.json().data as { id: string }[])[0]!.id;
    const body = {
      statusId,
      orderCountry: 'PL',
      email: 'jan.kowalski@example.pl',
      products: [{ name: 'Kubek', sku: 'KUB-001', quantity: 2, grossPrice: '24.99', tax: 23 }],
    };
    return { user, body };
  }

  it('answers a retry with the first answer, once, and refuses the key with another body', async () => {
    const { user, body } = await newCompany();
    const key = `"${randomUUID()}"`;
    const first = await post(user, key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await post(user, key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(user)).toBe(1);

    const other = await post(user, key, { ...body, email: 'inna@example.pl' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.keyReused,
    });

    // Without the header every request is new.
    expect((await post(user, undefined, body)).statusCode).toBe(201);
    expect(await orderCount(user)).toBe(2);
  });

  it('answers 409 while the first request with the key is still running, and takes over a dead one', async () => {
    const { user, body } = await newCompany();
    const key = randomUUID();
    const now = new Date();
    const row = {
      accountId: user.accountId,
      principal: `user:${user.userId}`,
      key,
      fingerprint: requestFingerprint('POST', '/api/orders', body),
      state: 'running' as const,
      lockedUntil: new Date(now.getTime() + 60_000),
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
    };
    await ctx.database.db.insert(idempotencyKeys).values(row);
    const busy = await post(user, key, body);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      message: idempotencyMessages.inFlight,
    });
    expect(await orderCount(user)).toBe(0);

    // Two minutes later the lock of a request that died is taken over.
    idempotencySettings.now = () => new Date(now.getTime() + 120_000);
    expect((await post(user, key, body)).statusCode).toBe(201);
    expect(await orderCount(user)).toBe(1);
  });

  it('keeps an answer 24 hours; the cleanup job then deletes it and the key runs anew', async () => {
    const { user, body } = await newCompany();
    const key = randomUUID();
    const start = Date.now();
    expect((await post(user, key, body)).statusCode).toBe(201);

    idempotencySettings.now = () => new Date(start + 23 * 3_600_000);
    expect((await post(user, key, body)).headers['idempotent-replayed']).toBe('true');

    idempotencySettings.now = () => new Date(start + 25 * 3_600_000);
    await idempotencyCleanupJob(ctx.database.db).handle({});
    const left = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(left).toEqual([]);
    const again = await post(user, key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(user)).toBe(2);
  });

  it('does not keep an error as the answer: the retry runs again', async () => {
    const { user, body } = await newCompany();
    const key = randomUUID();
    const broken = { ...body, statusId: randomUUID() };
    const first = await post(user, key, broken);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
    const retry = await post(user, key, broken);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps each company's keys apart: B's same key and body create B's own order", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const key = randomUUID();
    const fromA = await post(a.user, key, a.body);
    const fromB = await post(b.user, key, b.body);
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json().id).not.toBe(fromA.json().id);
    expect(await orderCount(a.user)).toBe(1);
    expect(await orderCount(b.user)).toBe(1);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const { user, body } = await newCompany();
    const answer = await post(user, 'with space', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ 'Idempotency-Key': idempotencyMessages.invalidKey });
  });
});
