import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productExportBody,
  productExportJob,
  productJobParams,
  productJobQueued,
} from '@zaplecze/contract/products/products-list';
import { sendExportFile } from '../../../lib/export/download';
import { actorOf, errorResponses, readErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { getProductExportJob, openProductExportFile, startProductExport } from './service';

export const productExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const errors = readErrors;
  const preHandler = [app.requirePermission('pim.read')];

  app.post(
    '/api/products/export',
    {
      preHandler,
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Eksport przefiltrowanej listy produktów do CSV lub XLSX (zadanie w tle)',
        body: productExportBody,
        response: { 202: productJobQueued, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startProductExport({ db: db(), jobs: app.deps.jobs }, actorOf(request), request.body)),
  );

  app.get(
    '/api/products/export/:jobId',
    {
      preHandler,
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Postęp eksportu produktów',
        params: productJobParams,
        response: { 200: productExportJob, ...errors },
      },
    },
    async (request) =>
      getProductExportJob({ db: db(), jobs: app.deps.jobs }, request.auth.accountId, request.params.jobId),
  );

  app.get(
    '/api/products/export/:jobId/file',
    {
      preHandler,
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Plik gotowego eksportu produktów',
        params: productJobParams,
        response: { 200: z.any(), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const file = await openProductExportFile(
        db(),
        app.deps.storage,
        request.auth.accountId,
        request.params.jobId,
      );
      return sendExportFile(reply, file);
    },
  );
};
