import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { createOrderBody, orderIdParams, orderResponse } from '@zaplecze/contract/orders/orders';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { actorOf } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { registerStatusReferenceMover } from '../order-statuses/service';
import { orderBulkRoutes } from './bulk/routes';
import { orderExportRoutes } from './export/routes';
import { orderListRoutes } from './list/routes';
import { orderDetailRoutes } from './details/routes';
import { savedFilterRoutes } from './saved-filters/routes';
import { createOrder, deleteOrder, getOrder, moveOrdersToStatus } from './service';
import { orderSummaryRoutes } from './summary/routes';

export const noContent = z.null().describe('Brak treści');

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStatusReferenceMover(moveOrdersToStatus);
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const tags = ['orders'];
  const security = bearerSecurity;
  const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const writeErrors = { ...readErrors, 402: errorResponse, 404: errorResponse };

  app.get(
    '/api/orders/:id',
    {
      ...guard('oms.read'),
      schema: {
        tags,
        security,
        summary: 'Zamówienie ze wszystkimi częściami',
        params: orderIdParams,
        response: { 200: orderResponse, ...readErrors, 404: errorResponse },
      },
    },
    async (request) => getOrder(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/orders',
    {
      ...guard('oms.edit'),
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Nowe zamówienie (numer kolejny w koncie; limit planu)',
        body: createOrderBody,
        response: { 201: orderResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOrder(db(), actorOf(request), request.body)),
  );

  app.delete(
    '/api/orders/:id',
    {
      ...guard('oms.delete'),
      schema: {
        tags,
        security,
        summary: 'Trwałe usunięcie zamówienia z jego częściami',
        params: orderIdParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteOrder(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(orderListRoutes);
  await app.register(orderSummaryRoutes);
  await app.register(savedFilterRoutes);
  await app.register(orderBulkRoutes);
  await app.register(orderExportRoutes);
  await app.register(orderDetailRoutes);
};
