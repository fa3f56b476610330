import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { pulpitQuery, pulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { bearerSecurity } from '../../plugins/auth';
import { pulpitOf } from './service';

export const pulpitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pulpit',
    {
      // Any signed-in user: the parts need OMS read (orders) and PIM read (products), checked inside.
      schema: {
        tags: ['pulpit'],
        security: bearerSecurity,
        summary: 'Pulpit: liczby, wykresy i sprawy do załatwienia za wybrany okres',
        querystring: pulpitQuery,
        response: { 200: pulpitResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) =>
      pulpitOf(
        { db: app.deps.database.db, jobs: app.deps.jobs },
        request.auth.accountId,
        request.access?.permissions ?? [],
        request.query,
      ),
  );
};
