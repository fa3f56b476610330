import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderCounts, OrderList, OrderRow, OrderSummary } from '@zaplecze/contract/orders/orders';
import type { SavedFilter } from '@zaplecze/contract/orders/orders-filter';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const groupShipping: OrderStatusGroup = {
  id: uuid(900),
  name: 'Wysyłka',
  order: 1,
  version: 1,
  modifiedAt: '2026-01-01T10:00:00.000Z',
};

const status = (
  n: number,
  internalName: string,
  color: string,
  groupId: string | null,
  order: number,
): OrderStatus => ({
  id: uuid(n),
  internalName,
  externalName: { pl: internalName },
  color,
  order,
  groupId,
  isProtected: false,
  code: null,
  version: 1,
  modifiedAt: '2026-01-01T10:00:00.000Z',
});

export const statusNew = status(801, 'Nowe', '#3357FF', null, 1);
export const statusPaid = status(802, 'Opłacone', '#33FF57', null, 2);
export const statusSent = status(803, 'Wysłane', '#FF8033', groupShipping.id, 1);

export const statuses = { data: [statusNew, statusPaid, statusSent], count: 3 };
export const groups = { data: [groupShipping], count: 1 };

export const counts: OrderCounts = {
  total: 42,
  ungrouped: 30,
  noStatus: 0,
  statuses: [
    { statusId: statusNew.id, count: 20 },
    { statusId: statusPaid.id, count: 10 },
    { statusId: statusSent.id, count: 12 },
  ],
  groups: [{ groupId: groupShipping.id, count: 12 }],
};

export function row(n: number, patch: Partial<OrderRow> = {}): OrderRow {
  return {
    id: uuid(n),
    no: n,
    externalId: `ALG-${n}`,
    statusId: statusNew.id,
    source: 'allegro',
    created: '2026-03-05T10:00:00.000Z',
    products: [{ name: 'Kubek ceramiczny', sku: 'KUB-1', quantity: 2 }],
    productCount: 1,
    customer: { name: 'Anna Kowalska', email: 'anna@example.pl' },
    totalValueGrossPrice: { amount: '123.40', currency: 'PLN' },
    info: {
      deliveryMethod: 'courier',
      paymentMethod: 'blik',
      country: 'PL',
      isCancelled: false,
      archived: false,
      customerComment: null,
    },
    version: 1,
    ...patch,
  };
}

export function orderList(
  rows: OrderRow[],
  count = rows.length,
  page = 1,
  limit = 20,
  countExact = true,
): OrderList {
  return { data: rows, count, countExact, page, limit, nextCursor: null, prevCursor: null };
}

export function orderSummary(count: number): OrderSummary {
  return {
    count,
    pending: 7,
    completed: 3,
    totalValue: { amount: '4567.80', currency: 'PLN' },
    otherCurrencies: [],
  };
}

export const savedFilters: { data: SavedFilter[] } = {
  data: [
    {
      id: uuid(700),
      name: 'Zamówienia z Allegro powyżej 100 zł',
      rootGroup: {
        operator: 'AND',
        conditions: [
          { fieldId: 'source', operator: 'equals', value: 'allegro' },
          { fieldId: 'orderValue', operator: 'greaterThan', value: 100 },
        ],
        groups: [],
      },
      shared: true,
      builtIn: true,
      mine: false,
      createdAt: '2026-01-01T10:00:00.000Z',
    },
  ],
};

export { uuid };
