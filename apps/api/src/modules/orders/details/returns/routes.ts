import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { orderMutationResponse, orderVersionQuery } from '@zaplecze/contract/orders/order-details';
import {
  returnBody,
  returnListItem,
  returnListQuery,
  returnParams,
} from '@zaplecze/contract/orders/order-returns';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { listResponse } from '@zaplecze/contract/common/pagination';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { mutationErrors } from '../mutation-errors';
import { addReturn, deleteReturn, listReturns, updateReturn } from './service';

/** The order's returns (each change answers the order) and the account's returns list. */
export const orderReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const edit = { preHandler: [app.requirePermission('oms.edit')] };
  const schema = (summary: string) => ({
    tags: ['orders'],
    security: bearerSecurity,
    summary,
    response: { 200: orderMutationResponse, ...mutationErrors },
  });

  app.get(
    '/api/returns',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary: 'Zwroty konta: filtr statusu, zakresu dat i wyszukiwanie; stronicowanie',
        querystring: returnListQuery,
        response: {
          200: listResponse(returnListItem),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => listReturns(db(), request.auth.accountId, request.query),
  );

  app.post(
    '/api/orders/:id/returns',
    { ...edit, schema: { ...schema('Rejestracja zwrotu'), params: orderIdParams, body: returnBody } },
    async (request) => addReturn(db(), actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/returns/:returnId',
    { ...edit, schema: { ...schema('Zmiana zwrotu'), params: returnParams, body: returnBody } },
    async (request) =>
      updateReturn(db(), actorOf(request), request.params.id, request.params.returnId, request.body),
  );

  app.delete(
    '/api/orders/:id/returns/:returnId',
    {
      ...edit,
      schema: { ...schema('Usunięcie zwrotu'), params: returnParams, querystring: orderVersionQuery },
    },
    async (request) =>
      deleteReturn(db(), actorOf(request), request.params.id, request.params.returnId, request.query.version),
  );
};
