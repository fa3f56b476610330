import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { OrderImportPreview, OrderImportRun } from '@zaplecze/contract/orders/order-import';
import type { Order, OrderList } from '@zaplecze/contract/orders/orders';
import type { TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { orderImportJobName, runOrderImport } from '../service';

/** The orders import's API tests' shared calls. */
export const shopifyFile = () =>
  readFileSync(path.join(import.meta.dirname, 'shopify-orders-export.csv'), 'utf8');

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const apiAs =
  (ctx: TestContext, user: Pick<TestUser, 'headers'>) => (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

export async function newStatusId(ctx: TestContext, user: TestUser): Promise<string> {
  const statuses = (await apiAs(ctx, user)('GET', '/api/order-statuses')).json().data as {
    id: string;
    code: string | null;
  }[];
  return statuses.find((status) => status.code === 'new')!.id;
}

export async function level(ctx: TestContext, user: TestUser, productId: string, warehouseId: string) {
  const stock = (await apiAs(ctx, user)('GET', `/api/products/${productId}/stock`)).json() as {
    levels: { warehouseId: string; variantId: string | null; onHand: number; reserved: number }[];
  };
  const found = stock.levels.find((row) => row.warehouseId === warehouseId && row.variantId === null);
  return { onHand: found?.onHand ?? 0, reserved: found?.reserved ?? 0 };
}

/** The wizard's calls for one user: upload, dry run, start (the job run in-process), rollback. */
export function importer(ctx: TestContext, user: TestUser) {
  const call = apiAs(ctx, user);
  return {
    async upload(fileName: string, text: string, format = 'CSV'): Promise<OrderImportPreview> {
      const form = multipartFile('file', fileName, 'text/csv', Buffer.from(text));
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/imports/upload?format=${format}`,
        payload: form.payload,
        headers: { ...user.headers, ...form.headers },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async dryRun(runId: string, body: object): Promise<OrderImportPreview> {
      const response = await call('POST', `/api/orders/imports/${runId}/dry-run`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async importRun(runId: string): Promise<OrderImportRun> {
      const response = await call('POST', `/api/orders/imports/${runId}/start`);
      expect(response.statusCode, response.body).toBe(202);
      expect(ctx.sentJobs.at(-1)).toEqual({ name: orderImportJobName, data: { runId } });
      await runOrderImport(ctx.database.db, runId);
      return ((await call('GET', `/api/orders/imports/${runId}`)).json() as OrderImportPreview).run;
    },
    async rollback(runId: string): Promise<OrderImportRun> {
      const response = await call('POST', `/api/orders/imports/${runId}/rollback`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async orders(): Promise<OrderList['data']> {
      return ((await call('GET', '/api/orders?limit=100')).json() as OrderList).data;
    },
    async order(id: string): Promise<Order> {
      return (await call('GET', `/api/orders/${id}`)).json();
    },
  };
}
