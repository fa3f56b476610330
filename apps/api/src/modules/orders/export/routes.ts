import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  orderExport,
  orderExportBody,
  orderExportList,
  orderExportParams,
  orderExportQueued,
} from '@zaplecze/contract/orders/export';
import { sendExportFile } from '../../../lib/export/download';
import { actorOf, errorResponses } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { getOrderExport, listOrderExports, openOrderExportFile, startOrderExport } from './service';

/** Orders export (issue 25, item 4): start one for a list filter, follow it, list recent ones, download. */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, jobs: app.deps.jobs });
  const tags = ['orders'];
  const security = bearerSecurity;
  const errors = errorResponses(400, 401, 402, 403, 404);
  const preHandler = [app.requirePermission('oms.export')];

  app.post(
    '/api/orders/exports',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Eksport zamówień bieżącego filtra listy do CSV lub XLSX (zadanie w tle)',
        body: orderExportBody,
        response: { 202: orderExportQueued, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startOrderExport(deps(), actorOf(request), request.body)),
  );

  app.get(
    '/api/orders/exports',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Ostatnie eksporty zamówień konta',
        response: { 200: orderExportList, ...errors },
      },
    },
    async (request) => listOrderExports(deps(), request.auth.accountId),
  );

  app.get(
    '/api/orders/exports/:exportId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Postęp eksportu zamówień',
        params: orderExportParams,
        response: { 200: orderExport, ...errors },
      },
    },
    async (request) => getOrderExport(deps(), request.auth.accountId, request.params.exportId),
  );

  app.get(
    '/api/orders/exports/:exportId/file',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Plik gotowego eksportu zamówień',
        params: orderExportParams,
        response: { 200: z.any(), 409: errorResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendExportFile(
        reply,
        await openOrderExportFile(
          app.deps.database.db,
          app.deps.storage,
          request.auth.accountId,
          request.params.exportId,
        ),
      ),
  );
};
