import { expect } from 'vitest';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The orders API as one signed-in user calls it (over HTTP: the orders module is not this one's). */
export function orderClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const statusCoded = async (code: string) =>
    ((await call('GET', '/api/order-statuses')).json().data as OrderStatus[]).find(
      (status) => status.code === code,
    )!;
  return {
    call,
    statusCoded,
    /** A new order in status 'new' unless given. */
    async createOrder(overrides: Partial<CreateOrderBody> = {}): Promise<Order> {
      const statusId = overrides.statusId ?? (await statusCoded('new')).id;
      const response = await call('POST', '/api/orders', { orderCountry: 'PL', ...overrides, statusId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async getOrder(id: string): Promise<Order> {
      const response = await call('GET', `/api/orders/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** A change of an order expected to succeed. */
    async mutate(method: Method, url: string, payload?: object): Promise<OrderMutation> {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}
