import { productToUpdateBody as editable } from '@zaplecze/contract/products/product-core';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { catalogueClient } from '../__fixtures__/catalogue';
import { batchCreateProducts, batchUpdateProducts } from './index';

describe('products: events in the outbox, written by the one catalogue writer', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;
  const actor = () => ({ accountId: admin.accountId, userId: admin.userId });
  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
  });
  const eventsOf = async (id: string) =>
    ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.resourceId, id))
      .orderBy(asc(outboxEvents.seq));

  it('emits product.created, product.updated and product.deleted once per product, with its version', async () => {
    const product = await api.createProduct();
    expect((await eventsOf(product.id)).map((event) => event.type)).toEqual(['product.created']);
    const saved = await api.call('PUT', `/api/products/${product.id}`, {
      ...editable(product),
      name: 'Nowa nazwa',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const events = await eventsOf(product.id);
    expect(events.map((event) => event.type)).toEqual(['product.created', 'product.updated']);
    expect(events[1]).toMatchObject({
      accountId: admin.accountId,
      resourceType: 'product',
      resourceVersion: saved.json().version,
    });
    expect(events[1]!.data).toMatchObject({ id: product.id, sku: product.sku, name: 'Nowa nazwa' });

    expect((await api.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
    const deleted = (await eventsOf(product.id)).at(-1)!;
    expect(deleted).toMatchObject({ type: 'product.deleted', resourceVersion: saved.json().version + 1 });
    expect(await eventsOf(product.id)).toHaveLength(3);
  });

  it('writes a batch set-based, one event per product, and nothing when the batch rolls back', async () => {
    const rows = [1, 2, 3].map((n) => ({ sku: `EVT-BATCH-${n}`, name: `Partia ${n}` }));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await batchCreateProducts(tx, actor(), rows, null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const before = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'product.created'));

    const ids = await ctx.database.db.transaction((tx) => batchCreateProducts(tx, actor(), rows, null));
    expect(ids.size).toBe(3);
    const created = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'product.created'));
    expect(created.length - before.length).toBe(3);
    for (const id of ids.values())
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['product.created']);

    await expect(
      ctx.database.db.transaction(async (tx) => {
        await batchUpdateProducts(
          tx,
          actor(),
          [...ids.values()].map((id) => ({ id, values: { name: 'Zmiana' } })),
          null,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    for (const id of ids.values()) expect(await eventsOf(id)).toHaveLength(1);

    const bulk = await api.call('POST', '/api/products/bulk', { action: 'delete', ids: [...ids.values()] });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    for (const id of ids.values())
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['product.created', 'product.deleted']);
  });
});
