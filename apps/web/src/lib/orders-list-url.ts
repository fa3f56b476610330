import type { OrderNeighboursQuery } from '@zaplecze/contract/orders/order-details';
import { orderSortFields, type OrderSortField } from '@zaplecze/contract/orders/orders';
import {
  filterGroupShape,
  serializeOrderFilter,
  type FilterGroup,
} from '@zaplecze/contract/orders/orders-filter';

/**
 * The orders list keeps its view in the URL query (`status`, `group`, `f`, `sort`, `dir`,
 * `archived`, `page`, `size`). The details page carries the same query along, so its back link
 * returns to that view and previous/next follow its filter and sort.
 */

/** The filter tree as URL-safe base64 of its JSON. */
export function encodeListFilter(filter: FilterGroup): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filter));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reads the URL form back; a damaged or foreign value yields null rather than an exception. */
export function decodeListFilter(text: string): FilterGroup | null {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed = filterGroupShape.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const idPattern = /^([0-9a-f-]{36}|none)$/i;
const archivedValues = ['exclude', 'only', 'include'] as const;

/** The list's query turned into the neighbours endpoint's parameters (paging left out). */
export function neighboursQueryFromSearch(search: URLSearchParams): OrderNeighboursQuery {
  const id = (key: string) => {
    const value = search.get(key);
    return value && idPattern.test(value) ? value : undefined;
  };
  const sort = search.get('sort') as OrderSortField | null;
  const archived = search.get('archived') as (typeof archivedValues)[number] | null;
  const encoded = search.get('f');
  const filter = encoded ? decodeListFilter(encoded) : null;
  return {
    sort: sort && orderSortFields.includes(sort) ? sort : 'createdAt',
    direction: search.get('dir') === 'asc' ? 'asc' : 'desc',
    statusId: id('status'),
    groupId: id('group'),
    filter: filter ? serializeOrderFilter(filter) : undefined,
    archived: archived && archivedValues.includes(archived) ? archived : 'exclude',
  };
}

/** The path of an order that keeps the list's view in its query. */
export function orderPath(id: string, search: URLSearchParams | string = ''): string {
  const text = search.toString();
  return `/dashboard/orders/${id}${text ? `?${text}` : ''}`;
}

/** The list with the view the user came from. */
export function ordersListPath(search: URLSearchParams | string = ''): string {
  const text = search.toString();
  return `/dashboard/orders${text ? `?${text}` : ''}`;
}
