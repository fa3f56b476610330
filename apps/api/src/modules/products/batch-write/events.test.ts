import { productToUpdateBody as editable } from '@zaplecze/contract/products/product-core';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { catalogueClient } from '../__fixtures__/catalogue';
import {
  batchCreateProducts,
  batchCreateVariants,
  batchUpdateProducts,
  batchUpdateVariants,
  setVariantPrices,
} from './index';

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

  it('emits product.updated for a write of variants only, once per product and transaction', async () => {
    const db = ctx.database.db;
    const ids = await db.transaction((tx) =>
      batchCreateProducts(tx, actor(), [{ sku: 'EVT-VAR', name: 'Koszulka' }], null),
    );
    const productId = ids.get('evt-var')!;
    // A variant added to a stored product.
    const [variantId] = await db.transaction((tx) =>
      batchCreateVariants(tx, actor(), [{ productId, sku: 'EVT-VAR-S', ean: null, name: 'S', axes: null }]),
    );
    const types = async () => (await eventsOf(productId)).map((event) => event.type);
    expect(await types()).toEqual(['product.created', 'product.updated']);

    const list = await api.call('POST', '/api/price-lists', {
      name: 'Detal',
      type: 'independent',
      currency: 'PLN',
    });
    expect(list.statusCode, list.body).toBeLessThan(300);
    const listId = (list.json() as { id: string }).id;
    await db.transaction(async (tx) => {
      await batchUpdateVariants(tx, actor(), [{ id: variantId!, values: { name: 'Rozmiar S' } }]);
      await setVariantPrices(tx, admin.accountId, listId, [
        { productId, variantId: variantId!, amount: '49.99' },
      ]);
    });
    const events = await eventsOf(productId);
    expect(events.map((event) => event.type)).toEqual([
      'product.created',
      'product.updated',
      'product.updated',
    ]);
    // The variant write does not bump the product: the event carries its current version.
    expect(events[2]).toMatchObject({ resourceType: 'product', resourceVersion: 1 });
    expect(events[2]!.data).toMatchObject({ id: productId, sku: 'EVT-VAR', version: 1 });

    // With the product's own update in the transaction, that one event stands for both.
    await db.transaction(async (tx) => {
      await batchUpdateProducts(tx, actor(), [{ id: productId, values: { name: 'Koszulka 2' } }], null);
      await batchUpdateVariants(tx, actor(), [{ id: variantId!, values: { name: 'Mała' } }]);
    });
    expect(await types()).toHaveLength(4);
    expect((await eventsOf(productId)).at(-1)).toMatchObject({ type: 'product.updated', resourceVersion: 2 });

    // Rolled back, the variant write leaves no event.
    await expect(
      db.transaction(async (tx) => {
        await batchUpdateVariants(tx, actor(), [{ id: variantId!, values: { name: 'Cofnięta' } }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await types()).toHaveLength(4);
  });
});
