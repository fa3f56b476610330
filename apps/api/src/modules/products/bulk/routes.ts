import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productBulkBody,
  productBulkDone,
  productBulkJob,
  productJobParams,
  productJobQueued,
} from '@zaplecze/contract/products/products-list';
import { actorOf, readErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { getProductBulkJob, runProductBulk } from './service';

export const productBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = readErrors;

  app.post(
    '/api/products/bulk',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Archiwizacja lub usunięcie wielu produktów (wskazanych albo pasujących do filtrów listy)',
        body: productBulkBody,
        response: { 200: productBulkDone, 202: productJobQueued, ...errors },
      },
    },
    async (request, reply) => {
      // Archive is an edit, delete needs the delete right: the permission depends on the body.
      await app.requirePermission(request.body.action === 'delete' ? 'pim.delete' : 'pim.edit')(request);
      const result = await runProductBulk(
        { db: app.deps.database.db, jobs: app.deps.jobs, storage: app.deps.storage },
        actorOf(request),
        request.body,
      );
      if (result.state === 'queued') return reply.status(202).send({ jobId: result.jobId });
      return reply.status(200).send({ done: result.done, skipped: result.skipped, message: result.message });
    },
  );

  app.get(
    '/api/products/bulk/:jobId',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Postęp zbiorczej operacji na produktach',
        params: productJobParams,
        response: { 200: productBulkJob, ...errors },
      },
    },
    async (request) =>
      getProductBulkJob(
        { db: app.deps.database.db, jobs: app.deps.jobs },
        request.auth.accountId,
        request.params.jobId,
      ),
  );
};
