import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmMappingBody, dryRunView } from '@zaplecze/contract/product-import/product-import-api';
import { actorOf, idParams, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { confirmMapping } from './service';

/** Confirming the mapping → the dry run over the whole file (002 §2.2). */
export const importPlanningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requirePermission('pim.edit')];

  app.post(
    '/api/product-import/tasks/:id/confirm',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary:
          'Potwierdzenie mapowania i próbny przebieg całego pliku (nic nie jest zapisywane w katalogu)',
        params: idParams,
        body: confirmMappingBody,
        response: { 200: dryRunView, ...writeErrors },
      },
    },
    async (request) => confirmMapping(db(), app.deps, actorOf(request), request.params.id, request.body),
  );
};
