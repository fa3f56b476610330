import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedFilterBody,
  filterMessages,
  savedFilterListResponse,
  savedFilterResponse,
} from '@zaplecze/contract/orders/orders-filter';
import { actorOf, errorResponses } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { createSavedFilter, deleteSavedFilter, listSavedFilters } from './service';

const idParams = z.object({ id: z.uuid({ error: filterMessages.savedFilterNotFound }) });

export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const readGuard = { preHandler: [app.requirePermission('oms.read')] };
  const tags = ['orders'];
  const security = bearerSecurity;
  const errors = errorResponses(400, 401, 402, 403, 404);

  app.get(
    '/api/orders/saved-filters',
    {
      ...readGuard,
      schema: {
        tags,
        security,
        summary: 'Zapisane filtry: wbudowane, własne i udostępnione w koncie',
        response: { 200: savedFilterListResponse, ...errors },
      },
    },
    async (request) => listSavedFilters(db(), request.auth),
  );

  // Saving a filter is part of reading orders, so oms.read suffices.
  app.post(
    '/api/orders/saved-filters',
    {
      ...readGuard,
      schema: {
        tags,
        security,
        summary: 'Zapisanie filtra jako szablonu (opcjonalnie udostępnionego w koncie)',
        body: createSavedFilterBody,
        response: { 201: savedFilterResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedFilter(db(), actorOf(request), request.body)),
  );

  app.delete(
    '/api/orders/saved-filters/:id',
    {
      ...readGuard,
      schema: {
        tags,
        security,
        summary: 'Usunięcie własnego zapisanego filtra',
        params: idParams,
        response: { 204: z.null().describe('Brak treści'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedFilter(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
