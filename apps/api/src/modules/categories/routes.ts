import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryExportFileName,
  categoryExportQuery,
  categoryListQuery,
  categoryListResponse,
  categoryResponse,
  upsertCategoryBody,
} from '@zaplecze/contract/categories/categories';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { deleteCategory, exportCategoriesCsv, listCategories, upsertCategory } from './service';

/** Main categories (spec 002 §2.7, §7; the spec names no paths, these sit beside the producers'). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-dictionaries'], security: bearerSecurity };

  app.get(
    '/api/Product/categories',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: 'Kategorie główne (page, size, sort name | -name | created | -created, search)',
        querystring: categoryListQuery,
        response: { 200: categoryListResponse, ...readErrors },
      },
    },
    async (request) => listCategories(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/Product/categories/export',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: `CSV '${categoryExportFileName}': nazwa, ID konta, data utworzenia`,
        description: 'UTF-8 z BOM, średnik; komórki zaczynające się od = + - @ poprzedzone apostrofem.',
        querystring: categoryExportQuery,
      },
    },
    async (request, reply) => {
      const csv = await exportCategoriesCsv(db(), request.auth.accountId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${categoryExportFileName}"`)
        .send(csv);
    },
  );

  app.post(
    '/api/Product/categories/upsert',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Nowa kategoria (id null) albo zmiana nazwy (z wersją; 409 przy nieaktualnej)',
        body: upsertCategoryBody,
        response: { 200: categoryResponse, 201: categoryResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await upsertCategory(db(), actorOf(request), request.body);
      return reply.status(request.body.id === null ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/Product/categories/:id',
    {
      preHandler: [app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Usunięcie kategorii (409, gdy jest jeszcze używana)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteCategory(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
