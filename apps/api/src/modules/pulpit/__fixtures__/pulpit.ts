import { sql } from 'drizzle-orm';
import type { CreateOrderBody } from '@zaplecze/contract/orders/orders';
import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { rowsOf } from '../../../db/rows';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function apiAs(ctx: TestContext, user: Pick<TestUser, 'headers'>) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
}

/** The account's statuses keyed by code, or by name for those without one. */
export async function statusesOf(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
): Promise<Record<string, OrderStatus>> {
  const statuses = (await apiAs(ctx, user)('GET', '/api/order-statuses')).json().data as OrderStatus[];
  return Object.fromEntries(statuses.map((status) => [status.code ?? status.internalName, status]));
}

export function orderBody(statusId: string, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    statusId,
    orderCountry: 'PL',
    source: 'allegro',
    deliveryAddress: {
      name: 'Jan',
      surname: 'Kowalski',
      city: 'Kraków',
      street: 'Floriańska',
      buildingNumber: '1',
      zipCode: '31-019',
    },
    products: [{ name: 'Kubek ceramiczny', sku: 'KUB-001', quantity: 2, grossPrice: '24.99', tax: 23 }],
    ...overrides,
  };
}

export async function pulpit(
  ctx: TestContext,
  user: Pick<TestUser, 'headers'>,
  query: Record<string, string | number>,
): Promise<PulpitResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await apiAs(ctx, user)('GET', `/api/pulpit?${params}`);
  if (response.statusCode !== 200) throw new Error(`pulpit failed: ${response.body}`);
  return response.json();
}

export interface Placed {
  /** The instant the order was created (ISO, with zone). */
  at: string;
  gross: string;
  statusId: string;
  source?: CreateOrderBody['source'];
  currency?: CreateOrderBody['currency'];
  products?: CreateOrderBody['products'];
}

/** Creates an order through the API, then moves its creation time and gross by SQL (the triggers follow). */
export async function place(ctx: TestContext, user: TestUser, order: Placed): Promise<string> {
  const body = orderBody(order.statusId, {
    source: order.source ?? 'allegro',
    currency: order.currency ?? 'PLN',
    ...(order.products ? { products: order.products } : {}),
  });
  const response = await apiAs(ctx, user)('POST', '/api/orders', body);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const { id } = response.json() as { id: string };
  await ctx.database.db.execute(
    sql`update orders set created_at = ${order.at}::timestamptz, total_gross = ${order.gross}::numeric where id = ${id}`,
  );
  return id;
}

/** The daily aggregates of an account next to the same sums computed from its orders. */
export async function aggregatesAndTruth(ctx: TestContext, accountId: string) {
  const key = `day, status_key, source, currency, archived`;
  const stats = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select day::text, status_key::text, source, currency, archived, orders::int, gross::text
               from order_daily_stats where account_id = '${accountId}' and orders <> 0 order by ${key}`),
  );
  const truth = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select (created_at at time zone 'Europe/Warsaw')::date::text as day,
                    coalesce(status_id, '00000000-0000-0000-0000-000000000000')::text as status_key, source, currency,
                    archived_at is not null as archived, count(*)::int as orders, sum(total_gross)::numeric(18,2)::text as gross
               from orders where account_id = '${accountId}' group by 1, 2, 3, 4, 5 order by ${key}`),
  );
  return { stats, truth };
}
