import { ModalsProvider } from '@mantine/modals';
import type { Mock } from 'vitest';
import type { Product } from '@zaplecze/contract/products/products';
import { jsonResponse, renderRoutes } from '../../../../test/render';
import { Component as ProductEditorPage } from '../product-editor-page';
import { aProduct, editorOptions, productId } from './product';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response> | undefined;

/**
 * A fetch double for the editor: `handler` answers first, then the product, the options and the
 * SKU generator; anything else fails the test loudly. Every call is recorded.
 */
export function serve(fetchMock: Mock, handler: Handler = () => undefined, product: Product = aProduct()) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init.method ?? 'GET', url, body };
    calls.push(call);
    const answer = await handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && url === `/api/products/${productId}`) return jsonResponse(200, product);
    if (url === '/api/products/options') return jsonResponse(200, editorOptions);
    if (url === '/api/sku-generator')
      return jsonResponse(200, {
        configured: false,
        pattern: '',
        nextNumber: 1,
        preview: '',
        version: null,
        modifiedAt: null,
      });
    throw new Error(`unexpected ${call.method} ${url}`);
  });
  return calls;
}

const page = (
  <ModalsProvider>
    <ProductEditorPage />
  </ModalsProvider>
);

export function renderEditor(path = `/dashboard/products/${productId}/basic-info`) {
  return renderRoutes(
    [
      { path: '/dashboard/products/new', element: page },
      { path: '/dashboard/products/:id', element: page },
      { path: '/dashboard/products/:id/:tab', element: page },
      { path: '/dashboard/products', element: <p>Lista produktów</p> },
    ],
    path,
  );
}
