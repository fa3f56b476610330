import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandListQuery,
  brandListResponse,
  brandResponse,
  upsertBrandBody,
} from '@zaplecze/contract/brands/brands';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { deleteBrand, listBrands, upsertBrand } from './service';

/** Brands of spec 002 §7, at the spec's paths. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-dictionaries'], security: bearerSecurity };

  app.get(
    '/api/Product/brands',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: 'Marki konta (strona, sortowanie name | -name | created | -created, wyszukiwanie po nazwie)',
        querystring: brandListQuery,
        response: { 200: brandListResponse, ...readErrors },
      },
    },
    async (request) => listBrands(db(), request.auth.accountId, request.query),
  );

  app.post(
    '/api/Product/brands/upsert',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Nowa marka (id null) albo zmiana istniejącej (z wersją; 409 przy nieaktualnej)',
        body: upsertBrandBody,
        response: { 200: brandResponse, 201: brandResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await upsertBrand(db(), actorOf(request), request.body);
      return reply.status(request.body.id === null ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/Product/brands/:id',
    {
      preHandler: [app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Usunięcie marki (409, gdy jest jeszcze używany)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteBrand(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
