import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { orderCountsResponse, orderSummary, orderSummaryQuery } from '@zaplecze/contract/orders/orders';
import { bearerSecurity } from '../../../plugins/auth';
import { statusCatalog } from '../scope';
import { orderSummaryOf, sidebarCounts } from './service';

export const orderSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/api/orders/counts',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary: 'Liczby zamówień w statusach i grupach (pasek boczny)',
        response: { 200: orderCountsResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { statuses } = await statusCatalog(db(), request.auth.accountId);
      return sidebarCounts(db(), request.auth.accountId, statuses);
    },
  );

  app.get(
    '/api/orders/summary',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary:
          'Podsumowanie listy (dokładna liczba, oczekujące, zrealizowane, wartość) dla tych samych statusów i filtra co lista',
        querystring: orderSummaryQuery,
        response: { 200: orderSummary, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => orderSummaryOf(db(), request.auth.accountId, request.query),
  );
};
