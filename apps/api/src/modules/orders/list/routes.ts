import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { orderListQuery, orderListResponse } from '@zaplecze/contract/orders/orders';
import { bearerSecurity } from '../../../plugins/auth';
import { listOrders } from './service';

export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/api/orders',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary:
          'Lista zamówień: strona, liczba, podsumowanie; filtr warunkowy jako JSON w parametrze filter',
        querystring: orderListQuery,
        response: { 200: orderListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listOrders(db(), request.auth.accountId, request.query),
  );
};
