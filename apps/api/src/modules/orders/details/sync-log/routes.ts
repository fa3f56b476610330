import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { syncLogItem, syncLogQuery } from '@zaplecze/contract/orders/order-returns';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { listResponse } from '@zaplecze/contract/common/pagination';
import { bearerSecurity } from '../../../../plugins/auth';
import { orderSyncLog } from './service';

export const orderSyncLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/sync-log',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary: 'Historia synchronizacji i zmian zamówienia (z dziennika zdarzeń), od najnowszych',
        params: orderIdParams,
        querystring: syncLogQuery,
        response: {
          200: listResponse(syncLogItem),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      orderSyncLog(app.deps.database.db, request.auth.accountId, request.params.id, request.query),
  );
};
