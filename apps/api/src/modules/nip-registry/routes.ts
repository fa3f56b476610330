import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nipCheckQuery, nipCheckResponse } from '@zaplecze/contract/common/nip-check';
import { readErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { nipRegistryFrom } from './registry';
import { checkNip } from './service';

/** 'Czy aktywny?' and 'Pobierz z GUS' of the supplier and GPSR company forms. */
export const nipRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallback = nipRegistryFrom(app.deps.config.nipRegistryUrl);
  app.get(
    '/api/Product/nip-check',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        tags: ['product-dictionaries'],
        security: bearerSecurity,
        summary: 'Sprawdzenie NIP: suma kontrolna, dane konta i rejestr publiczny (gdy skonfigurowany)',
        querystring: nipCheckQuery,
        response: { 200: nipCheckResponse, ...readErrors },
      },
    },
    async (request) =>
      checkNip(app.deps.database.db, app.deps.nipRegistry ?? fallback, request.auth.accountId, request.query),
  );
};
