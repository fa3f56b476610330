import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import { sessionStore } from '../../../lib/session';

export const groupIds = {
  todo: '0b5f2a52-5f0e-4c3b-9a51-1f6a1c0e7a01',
  done: '0b5f2a52-5f0e-4c3b-9a51-1f6a1c0e7a02',
};

export const groups: OrderStatusGroup[] = [
  { id: groupIds.done, name: 'Zakończone', order: 2, version: 1, modifiedAt: '2026-01-01T10:00:00.000Z' },
  { id: groupIds.todo, name: 'Do realizacji', order: 1, version: 1, modifiedAt: '2026-01-01T10:00:00.000Z' },
];

const status = (id: number, fields: Partial<OrderStatus>): OrderStatus => ({
  id: `5c1d7e0a-3b7e-4f8e-8a1a-2e4b6c8d0f${String(id).padStart(2, '0')}`,
  internalName: `Status ${id}`,
  externalName: {},
  color: '#3357FF',
  order: 1,
  groupId: null,
  isProtected: false,
  code: null,
  version: 1,
  modifiedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

export const statuses: OrderStatus[] = [
  status(1, {
    internalName: 'Nowe',
    externalName: { pl: 'Nowe zamówienie', en: 'New order', de: 'Neu' },
    groupId: groupIds.todo,
    isProtected: true,
    code: 'new',
  }),
  status(2, {
    internalName: 'Oczekuje na płatność',
    externalName: { pl: 'Czeka na wpłatę' },
    groupId: groupIds.todo,
    order: 2,
    color: '#F3FF33',
  }),
  status(3, {
    internalName: 'Wysłane',
    externalName: { pl: 'Wysłane', en: 'Shipped' },
    groupId: groupIds.done,
    color: '#33FFF3',
  }),
  status(4, {
    internalName: 'Anulowane',
    groupId: groupIds.done,
    order: 2,
    isProtected: true,
    code: 'cancelled',
    color: '#FF5733',
  }),
  status(5, { internalName: 'Do wyjaśnienia', externalName: { en: 'Under review' }, color: '#FF33F3' }),
];

export const list = <T>(data: T[]) => ({ data, count: data.length });

export function signInWith(permissions: string[]) {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep Oli',
    role: { isAdmin: false },
    permissions,
  });
}
