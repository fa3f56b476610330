import type { CreateOrderBody, OrderList, OrderSummary } from '@zaplecze/contract/orders/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { TestContext } from '../../../test/test-app';
import type { TestUser } from '../../../test/auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as one test user. */
export function apiAs(ctx: TestContext, user: Pick<TestUser, 'headers'>) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
}

export async function statusesOf(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
): Promise<Record<string, OrderStatus>> {
  const response = await apiAs(ctx, user)('GET', '/api/order-statuses');
  const statuses = response.json().data as OrderStatus[];
  return Object.fromEntries(statuses.map((status) => [status.code ?? status.internalName, status]));
}

export function orderBody(statusId: string, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    statusId,
    orderCountry: 'PL',
    source: 'allegro',
    email: 'jan.kowalski@example.pl',
    deliveryAddress: {
      name: 'Jan',
      surname: 'Kowalski',
      city: 'Kraków',
      street: 'Floriańska',
      buildingNumber: '1',
      zipCode: '31-019',
    },
    products: [
      {
        name: 'Kubek ceramiczny',
        sku: 'KUB-001',
        ean: '5901234123457',
        quantity: 2,
        grossPrice: '24.99',
        tax: 23,
      },
    ],
    ...overrides,
  };
}

export async function createOrders(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
  bodies: CreateOrderBody[],
): Promise<{ id: string; no: number }[]> {
  const call = apiAs(ctx, user);
  const created: { id: string; no: number }[] = [];
  for (const body of bodies) {
    const response = await call('POST', '/api/orders', body);
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    created.push(response.json());
  }
  return created;
}

export function listUrl(params: Record<string, string | number | object | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `/api/orders?${search}`;
}

export async function list(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
  params: Record<string, string | number | object | undefined>,
): Promise<OrderList> {
  const response = await apiAs(ctx, user)('GET', listUrl(params));
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json();
}

/** GET /api/orders/summary for the same parameters as the list (paging ones are not taken). */
export async function summaryOf(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
  params: Record<string, string | number | object | undefined>,
): Promise<OrderSummary> {
  const response = await apiAs(ctx, user)(
    'GET',
    listUrl(params).replace('/api/orders?', '/api/orders/summary?'),
  );
  if (response.statusCode !== 200) throw new Error(`summary failed: ${response.body}`);
  return response.json();
}
