import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderCurrencyBody,
  orderLineBody,
  orderProductParams,
} from '@zaplecze/contract/orders/order-detail-parts';
import { orderMutationResponse, orderVersionQuery } from '@zaplecze/contract/orders/order-details';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { addOrderLine, changeOrderCurrency, deleteOrderLine, replaceOrderLine } from './service';
import { mutationErrors } from '../mutation-errors';

/** Product lines and the order's currency; each answers the order as it now is. */
export const orderProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: 'oms.edit') => ({
    preHandler: [app.requirePermission(permission)],
  });
  const schema = (summary: string) => ({
    tags: ['orders'],
    security: bearerSecurity,
    summary,
    response: { 200: orderMutationResponse, ...mutationErrors },
  });

  app.post(
    '/api/orders/:id/products',
    {
      ...guard('oms.edit'),
      schema: {
        ...schema('Dodanie pozycji; sumy zamówienia przeliczone'),
        params: orderIdParams,
        body: orderLineBody,
      },
    },
    async (request) => addOrderLine(db(), actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/products/:productId',
    {
      ...guard('oms.edit'),
      schema: { ...schema('Zmiana pozycji (cała pozycja)'), params: orderProductParams, body: orderLineBody },
    },
    async (request) =>
      replaceOrderLine(db(), actorOf(request), request.params.id, request.params.productId, request.body),
  );

  app.delete(
    '/api/orders/:id/products/:productId',
    {
      ...guard('oms.edit'),
      schema: { ...schema('Usunięcie pozycji'), params: orderProductParams, querystring: orderVersionQuery },
    },
    async (request) =>
      deleteOrderLine(
        db(),
        actorOf(request),
        request.params.id,
        request.params.productId,
        request.query.version,
      ),
  );

  app.put(
    '/api/orders/:id/currency',
    {
      ...guard('oms.edit'),
      schema: {
        ...schema('Zmiana waluty zamówienia i wszystkich pozycji'),
        params: orderIdParams,
        body: orderCurrencyBody,
      },
    },
    async (request) => changeOrderCurrency(db(), actorOf(request), request.params.id, request.body),
  );
};
