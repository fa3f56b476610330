import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productListFilters,
  productListQuery,
  productListResponse,
  productSummaryResponse,
} from '@zaplecze/contract/products/products-list';
import { bearerSecurity } from '../../../plugins/auth';
import { autoCategoryRunRoutes } from '../auto-categories/routes';
import { productBulkRoutes } from '../bulk/routes';
import { productExportRoutes } from '../export/routes';
import { listProducts, productSummary } from './service';
import { errorResponses } from '../../../lib/routes';

/** The products list with its summary, bulk actions, exports and catalogue-wide rule runs (one plugin, one line in app.ts). */
export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/api/products',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Lista produktów: filtry, sortowanie, strona; filtr warunkowy jako JSON w parametrze filter',
        querystring: productListQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) => listProducts(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/products/summary',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Dokładna liczba produktów pasujących do filtrów listy',
        querystring: productListFilters,
        response: { 200: productSummaryResponse, ...errors },
      },
    },
    async (request) => productSummary(db(), request.auth.accountId, request.query),
  );

  await app.register(productBulkRoutes);
  await app.register(productExportRoutes);
  await app.register(autoCategoryRunRoutes);
};
