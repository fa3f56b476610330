import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  producerListQuery,
  producerListResponse,
  producerResponse,
  upsertProducerBody,
} from '@zaplecze/contract/producers/producers';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { deleteProducer, listProducers, upsertProducer } from './service';

/** Producers (manufacturers) of spec 002 §7, at the spec's paths. */
export const producerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-dictionaries'], security: bearerSecurity };

  app.get(
    '/api/Product/producers',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary:
          'Producenci konta (strona, sortowanie name | -name | created | -created, wyszukiwanie po nazwie)',
        querystring: producerListQuery,
        response: { 200: producerListResponse, ...readErrors },
      },
    },
    async (request) => listProducers(db(), request.auth.accountId, request.query),
  );

  app.post(
    '/api/Product/producers/upsert',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Nowy producent (id null) albo zmiana istniejącego (z wersją; 409 przy nieaktualnej)',
        body: upsertProducerBody,
        response: { 200: producerResponse, 201: producerResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await upsertProducer(db(), actorOf(request), request.body);
      return reply.status(request.body.id === null ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/Product/producers/:id',
    {
      preHandler: [app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Usunięcie producenta (409, gdy jest jeszcze używany)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteProducer(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
