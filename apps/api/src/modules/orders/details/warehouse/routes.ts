import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderMutationResponse } from '@zaplecze/contract/orders/order-details';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { orderWarehouseBody } from '@zaplecze/contract/stock/stock';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { mutationErrors } from '../mutation-errors';
import { changeOrderWarehouse } from './service';

/** The order's warehouse and price list; its reservations move with the warehouse. */
export const orderWarehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/orders/:id/warehouse',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary: 'Magazyn i cennik zamówienia; rezerwacje przenoszą się do nowego magazynu',
        params: orderIdParams,
        body: orderWarehouseBody,
        response: { 200: orderMutationResponse, ...mutationErrors },
      },
    },
    async (request) =>
      changeOrderWarehouse(app.deps.database.db, actorOf(request), request.params.id, request.body),
  );
};
