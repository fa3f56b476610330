import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoCategoryListQuery,
  autoCategoryListResponse,
  autoCategoryRuleBody,
  autoCategoryRuleResponse,
  updateAutoCategoryRuleBody,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { createRule, deleteRule, getRule, listRules, updateRule } from './service';

const noContent = z.null().describe('Brak treści');

export const autoCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['auto-categories'], security: bearerSecurity };
  const read = { preHandler: [app.requirePermission('pim.read')] };
  const edit = { preHandler: [app.requirePermission('pim.edit')] };
  const remove = { preHandler: [app.requirePermission('pim.delete')] };

  app.get(
    '/api/auto-category-rules',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Reguły automatycznych kategorii w kolejności stosowania',
        querystring: autoCategoryListQuery,
        response: { 200: autoCategoryListResponse, ...readErrors },
      },
    },
    async (request) => listRules(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/auto-category-rules/:id',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Jedna reguła',
        params: idParams,
        response: { 200: autoCategoryRuleResponse, ...readErrors },
      },
    },
    async (request) => getRule(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/auto-category-rules',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Nowa reguła (warunki: pola produktu z katalogu filtrów produktów)',
        body: autoCategoryRuleBody,
        response: { 201: autoCategoryRuleResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRule(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/auto-category-rules/:id',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Zmiana reguły (409 przy nieaktualnej wersji lub zajętej nazwie)',
        params: idParams,
        body: updateAutoCategoryRuleBody,
        response: { 200: autoCategoryRuleResponse, ...writeErrors },
      },
    },
    async (request) => updateRule(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/auto-category-rules/:id',
    {
      ...remove,
      schema: {
        ...common,
        summary: 'Usunięcie reguły',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteRule(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
