import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateBody, templateView } from '@zaplecze/contract/product-import/product-import-api';
import { actorOf, idParams, readErrors, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service';

/** Import templates (002 §3). */
export const importTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requirePermission('pim.edit')];
  const read = [app.requirePermission('pim.read')];

  app.get(
    '/api/product-import/templates',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Szablony importu',
        response: { 200: z.array(templateView), ...readErrors },
      },
    },
    async (request) => listTemplates(db(), request.auth.accountId),
  );
  app.post(
    '/api/product-import/templates',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Nowy szablon importu',
        body: templateBody,
        response: { 201: templateView, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(db(), actorOf(request), request.body)),
  );
  app.put(
    '/api/product-import/templates/:id',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Zmiana szablonu importu',
        params: idParams,
        body: templateBody,
        response: { 200: templateView, ...writeErrors },
      },
    },
    async (request) => updateTemplate(db(), actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/product-import/templates/:id',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Usunięcie szablonu (i jego harmonogramów)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
