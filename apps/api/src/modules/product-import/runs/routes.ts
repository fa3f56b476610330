import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importTaskView, rollbackView } from '@zaplecze/contract/product-import/product-import-api';
import { actorOf, idParams, readErrors, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { cancelImport, readRun, rollbackImport, startFinalImport } from './service';
import { customFieldKeys, taskView } from './tasks';

/** The task's state, the final import as a job, its cancellation and the rollback of a finished run (002 §2.2, §4). */
export const importRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requirePermission('pim.edit')];
  const read = [app.requirePermission('pim.read')];

  app.get(
    '/api/product-import/tasks/:id',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Stan zadania importu (etap, postęp, liczby)',
        params: idParams,
        response: { 200: importTaskView, ...readErrors },
      },
    },
    async (request) =>
      taskView(
        app.deps,
        await readRun(db(), app.deps.jobs, request.auth.accountId, request.params.id),
        await customFieldKeys(db(), request.auth.accountId),
      ),
  );

  app.post(
    '/api/product-import/tasks/:id/import',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Finalny import jako zadanie w tle → 202 { taskId }',
        params: idParams,
        response: { 202: z.object({ taskId: z.uuid() }), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startFinalImport(db(), app.deps.jobs, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/product-import/tasks/:id/cancel',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Przerwanie importu po bieżącej partii (zapisane partie zostają; można je cofnąć)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await cancelImport(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/product-import/logs/:id/rollback',
    {
      preHandler: [app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Cofnięcie zakończonego importu',
        params: idParams,
        response: { 200: rollbackView, ...writeErrors },
      },
    },
    async (request) => rollbackImport(db(), actorOf(request), request.params.id),
  );
};
