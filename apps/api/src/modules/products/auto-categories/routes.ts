import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoCategoryRunBody,
  autoCategoryRunJob,
  currentAutoCategoryRunResponse,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { productJobParams, productJobQueued } from '@zaplecze/contract/products/products-list';
import { actorOf, readErrors, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { currentAutoCategoryRun, getAutoCategoryRun, startAutoCategoryRun } from './run';

/** Under the rules' prefix: running the automatic-category rules over the catalogue now. */
export const autoCategoryRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['auto-categories'], security: bearerSecurity };

  app.post(
    '/api/auto-category-rules/run',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Uruchomienie reguł na całym katalogu (zadanie w tle; 409 gdy już trwa)',
        body: autoCategoryRunBody,
        response: { 202: productJobQueued, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startAutoCategoryRun(
            { db: app.deps.database.db, jobs: app.deps.jobs },
            actorOf(request),
            request.body,
          ),
        ),
  );

  app.get(
    '/api/auto-category-rules/run/current',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: 'Trwające uruchomienie reguł konta (albo null)',
        response: { 200: currentAutoCategoryRunResponse, ...readErrors },
      },
    },
    async (request) => ({
      run: await currentAutoCategoryRun(
        { db: app.deps.database.db, jobs: app.deps.jobs },
        request.auth.accountId,
      ),
    }),
  );

  app.get(
    '/api/auto-category-rules/run/:jobId',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: 'Postęp uruchomienia reguł',
        params: productJobParams,
        response: { 200: autoCategoryRunJob, ...readErrors },
      },
    },
    async (request) =>
      getAutoCategoryRun(
        { db: app.deps.database.db, jobs: app.deps.jobs },
        request.auth.accountId,
        request.params.jobId,
      ),
  );
};
