import { afterAll, beforeAll, expect } from 'vitest';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import type { AppConfig } from '../../../config';
import type { TestUser } from '../../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../../test/test-app';
import { startDpdContractServer, type DpdContractServer } from './contract-server';

/** The DPD test account the contract server accepts. */
export const account = { login: '1495501', password: 'haslo-Testowe-9876', masterFid: 1495 };

/**
 * The DPD API tests' world: the app built against a loopback DPD contract server (started before
 * the app's hook, so the app gets its URL). `kit.server` is set once the hooks have run.
 */
export function dpdKit() {
  const overrides: Partial<AppConfig> = {};
  const kit = { server: undefined as unknown as DpdContractServer, ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    kit.server = await startDpdContractServer(account);
    overrides.dpdBaseUrl = kit.server.url;
  });
  afterAll(() => kit.server?.close());
  kit.ctx = useTestApp(overrides);
  return kit;
}

/** One signed-in user's calls, with a new order in the status 'new'. */
export function client(ctx: TestContext, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  return {
    call,
    async createOrder(body: Partial<CreateOrderBody>): Promise<Order> {
      const statuses = (await call('GET', '/api/order-statuses')).json().data as {
        id: string;
        code: string;
      }[];
      const statusId = statuses.find((status) => status.code === 'new')!.id;
      const response = await call('POST', '/api/orders', { orderCountry: 'PL', ...body, statusId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async getOrder(id: string): Promise<Order> {
      return (await call('GET', `/api/orders/${id}`)).json();
    },
  };
}

export const connectionBody = {
  login: account.login,
  password: account.password,
  fid: 1495,
  masterFid: '',
  environment: 'test',
  senderName: 'Magazyn Zaplecze',
  senderCompany: 'Sklep Testowy sp. z o.o.',
  senderAddress: 'Mineralna 15',
  senderCity: 'Warszawa',
  senderPostalCode: '02274',
  senderPhone: '22 123 45 67',
  senderEmail: 'magazyn@example.com',
};
