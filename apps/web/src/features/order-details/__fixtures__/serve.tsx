import { ModalsProvider } from '@mantine/modals';
import type { Mock } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { Component as OrderDetailsPage } from '../order-details-page';
import { anOrder, countries, groups, orderId, statuses } from './order';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response> | undefined;

/**
 * A fetch double for the details page: `handler` answers first, then the order, neighbours,
 * statuses, groups and countries; anything else fails the test loudly. Every call is recorded.
 */
export function serve(fetchMock: Mock, handler: Handler = () => undefined, order = anOrder()) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer) return answer;
    const path = url.split('?')[0];
    if (call.method === 'GET' && path === `/api/orders/${orderId}`) return jsonResponse(200, order);
    if (path === `/api/orders/${orderId}/neighbours`)
      return jsonResponse(200, { previousId: null, nextId: null });
    if (url === '/api/order-statuses') return jsonResponse(200, { data: statuses, count: statuses.length });
    if (url === '/api/order-status-groups') return jsonResponse(200, { data: groups, count: groups.length });
    if (url === '/api/countries') return jsonResponse(200, countries);
    throw new Error(`unexpected ${call.method} ${url}`);
  });
  return calls;
}

export function renderPage(path = `/dashboard/orders/${orderId}`) {
  return renderRoutes(
    [
      {
        path: '/dashboard/orders/:id',
        element: (
          <ModalsProvider>
            <OrderDetailsPage />
          </ModalsProvider>
        ),
      },
      { path: '/dashboard/orders', element: <p>Lista zamówień</p> },
    ],
    path,
  );
}
