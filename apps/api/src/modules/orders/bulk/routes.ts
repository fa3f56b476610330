import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkArchiveBody,
  bulkDeleteBody,
  bulkDoneResponse,
  bulkJobParams,
  bulkJobResponse,
  bulkQueuedResponse,
  bulkStatusBody,
} from '@zaplecze/contract/orders/orders-bulk';
import { bulkEditBody } from '@zaplecze/contract/orders/orders-bulk-edit';
import { actorOf, errorResponses } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { getBulkJob, runBulkAction } from './service';

export const orderBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, jobs: app.deps.jobs });
  const tags = ['orders'];
  const security = bearerSecurity;
  const errors = errorResponses(400, 401, 402, 403, 404);
  const responses = { 200: bulkDoneResponse, 202: bulkQueuedResponse, ...errors };
  const statusOf = (result: { state: string }) => (result.state === 'queued' ? 202 : 200);

  app.post(
    '/api/orders/bulk/status',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        tags,
        security,
        summary:
          'Zmiana statusu wielu zamówień (wskazanych lub pasujących do filtra), z komentarzem w historii',
        body: bulkStatusBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { statusId, comment, orderIds, filter } = request.body;
      const result = await runBulkAction(
        deps(),
        actorOf(request),
        { action: 'status', statusId, comment: comment ?? null },
        { orderIds, filter },
      );
      return reply.status(statusOf(result)).send(result);
    },
  );

  app.post(
    '/api/orders/bulk/edit',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        tags,
        security,
        summary:
          'Edycja zbiorcza zamówień: zaznaczone pola (metody dostawy i płatności, dokument, magazyn, data wysyłki)',
        body: bulkEditBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { changes, orderIds, filter } = request.body;
      const result = await runBulkAction(
        deps(),
        actorOf(request),
        { action: 'edit', changes },
        { orderIds, filter },
      );
      return reply.status(statusOf(result)).send(result);
    },
  );

  app.post(
    '/api/orders/bulk/archive',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        tags,
        security,
        summary: 'Archiwizacja (lub przywrócenie) wielu zamówień',
        body: bulkArchiveBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { restore, orderIds, filter } = request.body;
      const result = await runBulkAction(
        deps(),
        actorOf(request),
        { action: restore ? 'restore' : 'archive' },
        { orderIds, filter },
      );
      return reply.status(statusOf(result)).send(result);
    },
  );

  app.post(
    '/api/orders/bulk/delete',
    {
      preHandler: [app.requirePermission('oms.delete')],
      schema: {
        tags,
        security,
        summary: 'Trwałe usunięcie wielu zamówień',
        body: bulkDeleteBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { orderIds, filter } = request.body;
      const result = await runBulkAction(
        deps(),
        actorOf(request),
        { action: 'delete' },
        { orderIds, filter },
      );
      return reply.status(statusOf(result)).send(result);
    },
  );

  app.get(
    '/api/orders/bulk-jobs/:id',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags,
        security,
        summary: 'Postęp zadania zbiorczego',
        params: bulkJobParams,
        response: { 200: bulkJobResponse, ...errors },
      },
    },
    async (request) =>
      getBulkJob(
        { db: app.deps.database.db, jobs: app.deps.jobs },
        request.auth.accountId,
        request.params.id,
      ),
  );
};
