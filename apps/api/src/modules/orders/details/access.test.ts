import { beforeAll, describe, expect, it } from 'vitest';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import type { Order } from '@zaplecze/contract/orders/orders';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { detailsClient } from '../__fixtures__/order-details-client';

describe('order details: tenancy and permissions', () => {
  const ctx = useTestApp();
  let owner: TestUser;
  let order: Order;

  beforeAll(async () => {
    owner = await createAccount(ctx);
    order = await detailsClient(ctx, owner).createOrder({
      products: [{ name: 'Kubek', quantity: 1, grossPrice: '10.00', tax: 23 }],
    });
    const noted = await detailsClient(ctx, owner).mutate('POST', `/api/orders/${order.id}/notes`, {
      version: order.version,
      value: 'Notatka',
    });
    order = noted.order;
  });

  const routes = () => {
    const v = order.version;
    const base = `/api/orders/${order.id}`;
    return [
      ['PATCH', `${base}/billing`, { version: v, city: 'Gdańsk' }],
      ['PATCH', `${base}/delivery-address`, { version: v, city: 'Gdańsk' }],
      ['PATCH', `${base}/pickup-point`, { version: v, city: 'Gdańsk' }],
      ['PATCH', `${base}/contact`, { version: v, email: 'x@example.pl' }],
      ['PATCH', `${base}/schedule`, { version: v, deliveryDateEnd: '2026-12-01T10:00:00Z' }],
      ['PATCH', `${base}/payment`, { version: v, paymentMethod: 'cash' }],
      ['POST', `${base}/payments`, { version: v, amount: '1.00' }],
      ['PUT', `${base}/status`, { version: v, statusId: order.statusId }],
      ['POST', `${base}/products`, { version: v, name: 'X', quantity: 1, grossPrice: '1.00', tax: 23 }],
      [
        'PUT',
        `${base}/products/${order.products[0]!.id}`,
        { version: v, name: 'X', quantity: 1, grossPrice: '1.00', tax: 23 },
      ],
      ['DELETE', `${base}/products/${order.products[0]!.id}?version=${v}`, undefined],
      ['PUT', `${base}/currency`, { version: v, currency: 'EUR' }],
      ['POST', `${base}/notes`, { version: v, value: 'X' }],
      ['PUT', `${base}/notes/${order.notes[0]!.id}`, { version: v, value: 'X' }],
      ['DELETE', `${base}/notes/${order.notes[0]!.id}?version=${v}`, undefined],
      ['POST', `${base}/copy`, { statusId: order.statusId, orderCountry: 'PL' }],
    ] as const;
  };

  it("another account's user gets 404 everywhere and changes nothing", async () => {
    const stranger = await createAccount(ctx);
    const api = detailsClient(ctx, stranger);
    for (const [method, url, payload] of routes()) {
      const response = await api.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect((await api.call('GET', `/api/orders/${order.id}/neighbours`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(404);
    const stored = await detailsClient(ctx, owner).getOrder(order.id);
    expect(stored).toEqual(order);
  });

  it('a reader can navigate but not change; deleting needs oms.delete', async () => {
    const reader = detailsClient(ctx, await createUser(ctx, owner.accountId, { permissions: ['oms.read'] }));
    for (const [method, url, payload] of routes()) {
      const response = await reader.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: missingPermissionMessage('oms.edit'),
      });
    }
    expect((await reader.call('GET', `/api/orders/${order.id}/neighbours`)).statusCode).toBe(200);
    expect((await reader.call('GET', '/api/countries')).statusCode).toBe(200);

    const editor = detailsClient(
      ctx,
      await createUser(ctx, owner.accountId, { permissions: ['oms.read', 'oms.edit'] }),
    );
    const refused = await editor.call('DELETE', `/api/orders/${order.id}`);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: missingPermissionMessage('oms.delete'),
    });
    expect(
      (
        await editor.call('PATCH', `/api/orders/${order.id}/contact`, {
          version: order.version,
          email: 'ok@example.pl',
        })
      ).statusCode,
    ).toBe(200);
    const remover = detailsClient(
      ctx,
      await createUser(ctx, owner.accountId, { permissions: ['oms.read', 'oms.delete'] }),
    );
    expect((await remover.call('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(204);
  });

  it('without a session every route answers 401', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await ctx.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
