import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { skuMessages } from '@zaplecze/contract/sku-generator/sku-generator';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { nextSku } from './service';

describe('SKU generator', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const call = (user: TestUser, method: 'GET' | 'PUT', payload?: object) =>
    ctx.app.inject({ method, url: '/api/sku-generator', payload, headers: user.headers });

  beforeAll(async () => {
    admin = await createAccount(ctx);
  });

  it('suggests a default until the account saves a pattern, then keeps it with a version', async () => {
    expect((await call(admin, 'GET')).json()).toMatchObject({
      configured: false,
      pattern: 'SKU-{counter:6}',
      nextNumber: 1,
      preview: 'SKU-000001',
      version: null,
    });
    const saved = await call(admin, 'PUT', { pattern: ' KAT-{category}-{counter:5} ', nextNumber: 42 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      pattern: 'KAT-{category}-{counter:5}',
      preview: 'KAT-ELE-00042',
      version: 1,
    });
    const stale = await call(admin, 'PUT', { pattern: 'A-{counter}', nextNumber: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);
    expect(
      (await call(admin, 'PUT', { pattern: 'KAT-{category}-{counter:5}', nextNumber: 1, version: 1 })).json()
        .version,
    ).toBe(2);
  });

  it('refuses a pattern without one counter, with an unknown token or bad characters', async () => {
    const cases: [string, string][] = [
      ['KAT-{category}', skuMessages.counterMissing],
      ['{counter}-{counter}', skuMessages.counterMissing],
      ['A-{colour}-{counter}', skuMessages.tokenUnknown('colour')],
      ['A B-{counter}', skuMessages.charactersInvalid],
      ['A-{counter:20}', skuMessages.paddingInvalid],
      ['   ', skuMessages.patternRequired],
    ];
    for (const [pattern, message] of cases) {
      const response = await call(admin, 'PUT', { pattern, nextNumber: 1, version: 2 });
      expect(response.statusCode, pattern).toBe(400);
      expect(response.json().error.fields, pattern).toEqual({ pattern: message });
    }
    const zero = await call(admin, 'PUT', { pattern: 'A-{counter}', nextNumber: 0, version: 2 });
    expect(zero.json().error.fields).toEqual({ nextNumber: skuMessages.nextNumberInvalid });
  });

  it('never hands out the same SKU to concurrent product creations', async () => {
    const owner = await createAccount(ctx);
    await call(owner, 'PUT', { pattern: 'P-{producer}-{counter:4}', nextNumber: 7 });
    const db = ctx.database.db;
    const skus = await Promise.all(
      Array.from({ length: 30 }, () =>
        db.transaction((tx) => nextSku(tx, owner.accountId, { producer: 'Łucznik' })),
      ),
    );
    expect(new Set(skus).size).toBe(30);
    expect([...skus].sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `P-LUC-${String(7 + i).padStart(4, '0')}`),
    );
    expect((await call(owner, 'GET')).json().nextNumber).toBe(37);
  });

  it('skips SKUs the products already use, gives back numbers of rolled-back creations and answers null without a pattern', async () => {
    const owner = await createAccount(ctx);
    const db = ctx.database.db;
    expect(await db.transaction((tx) => nextSku(tx, owner.accountId, {}))).toBeNull();
    await call(owner, 'PUT', { pattern: '{category}-{counter:3}', nextNumber: 1 });
    const used = new Set(['001', '002']);
    expect(await db.transaction((tx) => nextSku(tx, owner.accountId, {}, async (sku) => used.has(sku)))).toBe(
      '003',
    );
    await expect(
      db.transaction(async (tx) => {
        await nextSku(tx, owner.accountId, {});
        throw new Error('product refused');
      }),
    ).rejects.toThrow('product refused');
    expect(await db.transaction((tx) => nextSku(tx, owner.accountId, { category: 'Obuwie' }))).toBe(
      'OBU-004',
    );
  });

  it('keeps accounts apart and lets a PIM-read role only read', async () => {
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    expect((await call(reader, 'GET')).json().configured).toBe(false);
    expect((await call(reader, 'PUT', { pattern: 'A-{counter}', nextNumber: 1 })).statusCode).toBe(403);
  });
});
