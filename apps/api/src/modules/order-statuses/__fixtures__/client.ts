import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** HTTP calls of one signed-in user against the statuses API. */
export function statusClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const statuses = async () => (await call('GET', '/api/order-statuses')).json().data as OrderStatus[];
  const groups = async () =>
    (await call('GET', '/api/order-status-groups')).json().data as OrderStatusGroup[];
  return {
    call,
    statuses,
    groups,
    statusNamed: async (name: string) => (await statuses()).find((status) => status.internalName === name)!,
    groupNamed: async (name: string) => (await groups()).find((group) => group.name === name)!,
    /** Internal names of one group (null: 'Bez grupy') by their order. */
    namesIn: async (groupId: string | null) =>
      (await statuses())
        .filter((status) => status.groupId === groupId)
        .sort((a, b) => a.order - b.order)
        .map((status) => status.internalName),
  };
}

export const newStatus = (overrides: Partial<Record<string, unknown>> = {}) => ({
  internalName: 'Do wyjaśnienia',
  externalName: { pl: 'W wyjaśnianiu', en: 'Under review', de: '' },
  color: '#ff33f3',
  groupId: null,
  isProtected: false,
  ...overrides,
});

/** Positions of every group's statuses are exactly 1..n. */
export function positionsAreContiguous(statuses: OrderStatus[]): boolean {
  const byGroup = new Map<string | null, number[]>();
  for (const status of statuses)
    byGroup.set(status.groupId, [...(byGroup.get(status.groupId) ?? []), status.order]);
  return [...byGroup.values()].every((orders) =>
    orders.sort((a, b) => a - b).every((order, index) => order === index + 1),
  );
}
