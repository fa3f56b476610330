import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favoriteLimits, favoriteMessages, type Favorite } from '@zaplecze/contract/favorites/favorites';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { auditLog, favorites, orderSavedFilters, orders, products, roles } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'DELETE';

const rootGroup = {
  operator: 'AND' as const,
  conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
  groups: [],
};

describe('favorites', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let anna: TestUser;
  let bartek: TestUser;
  let outsider: TestUser;
  let orderId: string;
  let productId: string;
  let filterId: string;

  const as = (user: TestUser) => (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const list = async (user: TestUser, query = '') => {
    const response = await as(user)('GET', `/api/favorites${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as Favorite[];
  };

  beforeAll(async () => {
    anna = await createAccount(ctx);
    bartek = await createUser(ctx, anna.accountId, { permissions: ['oms.read', 'pim.read'] });
    outsider = await createAccount(ctx);
    [{ id: orderId }] = (await db()
      .insert(orders)
      .values({ accountId: anna.accountId, no: 7, customerName: 'Jan Kowalski' })
      .returning({ id: orders.id })) as [{ id: string }];
    [{ id: productId }] = (await db()
      .insert(products)
      .values({ accountId: anna.accountId, sku: 'CZA-1', name: 'Czajnik Łucznik' })
      .returning({ id: products.id })) as [{ id: string }];
    [{ id: filterId }] = (await db()
      .insert(orderSavedFilters)
      .values({ accountId: anna.accountId, userId: anna.userId, name: 'Allegro', rootGroup, shared: true })
      .returning({ id: orderSavedFilters.id })) as [{ id: string }];
  });

  it('stars an order, a product, a saved filter and a page; the list is newest first with live names', async () => {
    const call = as(bartek);
    const added = [
      await call('POST', '/api/favorites', { kind: 'order', targetId: orderId }),
      await call('POST', '/api/favorites', { kind: 'product', targetId: productId }),
      await call('POST', '/api/favorites', { kind: 'savedFilter', targetId: filterId }),
      await call('POST', '/api/favorites', { kind: 'page', path: '/dashboard/returns/', label: 'Zwroty' }),
    ];
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const again = await call('POST', '/api/favorites', { kind: 'order', targetId: orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added[0]!.json().id);

    expect((await list(bartek)).map((f) => [f.kind, f.label, f.detail, f.available])).toEqual([
      ['page', 'Zwroty', null, true],
      ['savedFilter', 'Allegro', null, true],
      ['product', 'Czajnik Łucznik', 'CZA-1', true],
      ['order', 'Zamówienie #7', 'Jan Kowalski', true],
    ]);
    const [page, filter] = await list(bartek);
    expect(page!.path).toBe('/dashboard/returns');
    expect(filter!.filter).toEqual(rootGroup);

    expect((await list(bartek, '?q=kowalski')).map((f) => f.kind)).toEqual(['order']);
    expect((await list(bartek, '?kind=product')).map((f) => f.targetId)).toEqual([productId]);

    const audit = await db().select().from(auditLog).where(eq(auditLog.targetType, 'favorite'));
    expect(audit.filter((entry) => entry.userId === bartek.userId)).toHaveLength(4);
  });

  it('refuses bad input with Polish messages under the field, and unknown or foreign targets with 404', async () => {
    const call = as(bartek);
    const noTarget = await call('POST', '/api/favorites', { kind: 'order' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().error.fields).toEqual({ targetId: favoriteMessages.targetRequired });
    const badPath = await call('POST', '/api/favorites', { kind: 'page', path: 'https://x.pl', label: 'X' });
    expect(badPath.json().error.fields).toEqual({ path: favoriteMessages.pathInvalid });
    const badKind = await call('POST', '/api/favorites', { kind: 'invoice', targetId: orderId });
    expect(badKind.json().error.fields).toEqual({ kind: favoriteMessages.kindInvalid });

    const foreign = await as(outsider)('POST', '/api/favorites', { kind: 'order', targetId: orderId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(favoriteMessages.orderNotFound);
  });

  it("keeps each user's favourites to themselves: another user or account sees none and cannot remove them", async () => {
    expect(await list(anna)).toEqual([]);
    expect(await list(outsider)).toEqual([]);
    const [first] = await list(bartek);
    expect((await as(anna)('DELETE', `/api/favorites/${first!.id}`)).statusCode).toBe(404);
    expect((await as(outsider)('DELETE', `/api/favorites/${first!.id}`)).statusCode).toBe(404);
    expect(await list(bartek)).toHaveLength(4);
  });

  it('hides kinds the role can no longer read, and marks deleted targets unavailable under their last name', async () => {
    await db()
      .update(roles)
      .set({ permissions: ['pim.read'] })
      .where(eq(roles.id, bartek.roleId));
    expect((await list(bartek)).map((f) => f.kind)).toEqual(['page', 'product']);
    const refused = await as(bartek)('POST', '/api/favorites', { kind: 'order', targetId: orderId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(missingPermissionMessage('oms.read'));
    await db()
      .update(roles)
      .set({ permissions: ['oms.read', 'pim.read'] })
      .where(eq(roles.id, bartek.roleId));

    await db().update(products).set({ name: 'Czajnik Łucznik 2' }).where(eq(products.id, productId));
    expect((await list(bartek, '?kind=product'))[0]!.label).toBe('Czajnik Łucznik 2');
    await db().delete(products).where(eq(products.id, productId));
    expect((await list(bartek, '?kind=product'))[0]).toMatchObject({
      label: 'Czajnik Łucznik 2',
      available: false,
      detail: null,
    });
  });

  it('removes a favourite, and refuses a new one past the cap with a Polish 409', async () => {
    const [page] = await list(bartek, '?kind=page');
    expect((await as(bartek)('DELETE', `/api/favorites/${page!.id}`)).statusCode).toBe(204);
    expect((await as(bartek)('DELETE', `/api/favorites/${page!.id}`)).statusCode).toBe(404);
    expect((await list(bartek)).some((f) => f.kind === 'page')).toBe(false);

    const have = (await list(bartek)).length;
    await db()
      .insert(favorites)
      .values(
        Array.from({ length: favoriteLimits.perUser - have }, (_, i) => ({
          accountId: bartek.accountId,
          userId: bartek.userId,
          kind: 'page' as const,
          targetKey: `/dashboard/p${i}`,
          label: `Strona ${i}`,
        })),
      );
    const past = await as(bartek)('POST', '/api/favorites', {
      kind: 'page',
      path: '/dashboard/orders',
      label: 'Zamówienia',
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.message).toBe(favoriteMessages.limitReached);
    // Starring what is already a favourite still answers it.
    const again = await as(bartek)('POST', '/api/favorites', {
      kind: 'page',
      path: '/dashboard/p3',
      label: 'X',
    });
    expect(again.statusCode).toBe(200);
  });
});
