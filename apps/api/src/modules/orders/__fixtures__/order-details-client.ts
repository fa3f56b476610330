import { beforeAll, expect } from 'vitest';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** HTTP calls of one signed-in user against one order's details endpoints. */
export function detailsClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const statuses = async () => (await call('GET', '/api/order-statuses')).json().data as OrderStatus[];
  const statusCoded = async (code: string) => (await statuses()).find((status) => status.code === code)!;

  return {
    call,
    statuses,
    statusCoded,
    /** A new order through POST /api/orders (status 'new' unless given). */
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
    /** A change expected to succeed; returns the answer's body. */
    async mutate(method: Method, url: string, payload?: object): Promise<OrderMutation> {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

/**
 * One fresh app per test file with an account's administrator and their details client; like
 * `useTestApp`, call it at the top of a `describe`: `admin` is filled in `beforeAll`, and the
 * client reads it at each call.
 */
export function useOrderDetailsApi() {
  const ctx = useTestApp();
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await createAccount(ctx));
  });
  return { ctx, admin, api: detailsClient(ctx, admin) };
}

/** A complete billing address; the padded company name shows that the server trims. */
export const billingAddress = {
  companyName: ' Sklep Zielony sp. z o.o. ',
  name: 'Anna',
  surname: 'Nowak',
  street: 'Marszałkowska',
  buildingNumber: '10',
  flatNumber: '5',
  zipCode: '00-001',
  city: 'Warszawa',
};
