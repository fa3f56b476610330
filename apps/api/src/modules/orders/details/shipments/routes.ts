import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderMutationResponse, orderVersionQuery } from '@zaplecze/contract/orders/order-details';
import { shipmentBody, shipmentParams } from '@zaplecze/contract/orders/order-returns';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { mutationErrors } from '../mutation-errors';
import { addShipment, deleteShipment, updateShipment } from './service';

/** The order's shipments; each change answers the order as it now is. */
export const orderShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const edit = { preHandler: [app.requirePermission('oms.edit')] };
  const schema = (summary: string) => ({
    tags: ['orders'],
    security: bearerSecurity,
    summary,
    response: { 200: orderMutationResponse, ...mutationErrors },
  });

  app.post(
    '/api/orders/:id/shipments',
    { ...edit, schema: { ...schema('Dodanie przesyłki'), params: orderIdParams, body: shipmentBody } },
    async (request) => addShipment(db(), actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/shipments/:shipmentId',
    { ...edit, schema: { ...schema('Zmiana przesyłki'), params: shipmentParams, body: shipmentBody } },
    async (request) =>
      updateShipment(db(), actorOf(request), request.params.id, request.params.shipmentId, request.body),
  );

  app.delete(
    '/api/orders/:id/shipments/:shipmentId',
    {
      ...edit,
      schema: { ...schema('Usunięcie przesyłki'), params: shipmentParams, querystring: orderVersionQuery },
    },
    async (request) =>
      deleteShipment(
        db(),
        actorOf(request),
        request.params.id,
        request.params.shipmentId,
        request.query.version,
      ),
  );
};
