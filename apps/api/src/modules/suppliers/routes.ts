import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supplierListQuery,
  supplierListResponse,
  supplierResponse,
  upsertSupplierBody,
} from '@zaplecze/contract/suppliers/suppliers';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { deleteSupplier, listSuppliers, upsertSupplier } from './service';

/** Suppliers of spec 002 §7, at the spec's paths. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-dictionaries'], security: bearerSecurity };

  app.get(
    '/api/Product/suppliers',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary:
          'Dostawcy konta (strona, sortowanie name | -name | created | -created, wyszukiwanie po nazwie lub NIP)',
        querystring: supplierListQuery,
        response: { 200: supplierListResponse, ...readErrors },
      },
    },
    async (request) => listSuppliers(db(), request.auth.accountId, request.query),
  );

  app.post(
    '/api/Product/suppliers/upsert',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Nowy dostawca (id null) albo zmiana istniejącego (z wersją; 409 przy nieaktualnej)',
        body: upsertSupplierBody,
        response: { 200: supplierResponse, 201: supplierResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await upsertSupplier(db(), actorOf(request), request.body);
      return reply.status(request.body.id === null ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/Product/suppliers/:id',
    {
      preHandler: [app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Usunięcie dostawcy (409, gdy jest jeszcze używany)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteSupplier(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
