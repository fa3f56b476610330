import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomFieldBody,
  customFieldListQuery,
  customFieldListResponse,
  customFieldResponse,
  updateCustomFieldBody,
} from '@zaplecze/contract/custom-fields/custom-fields';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import {
  createCustomField,
  deleteCustomField,
  getCustomField,
  listCustomFields,
  updateCustomField,
} from './service';

const noContent = z.null().describe('Brak treści');

export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['custom-fields'], security: bearerSecurity };
  const read = { preHandler: [app.requirePermission('pim.read')] };
  const edit = { preHandler: [app.requirePermission('pim.edit')] };
  const remove = { preHandler: [app.requirePermission('pim.delete')] };

  app.get(
    '/api/custom-fields',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Pola dodatkowe produktów w kolejności edytora',
        querystring: customFieldListQuery,
        response: { 200: customFieldListResponse, ...readErrors },
      },
    },
    async (request) => listCustomFields(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/custom-fields/:id',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Jedno pole dodatkowe',
        params: idParams,
        response: { 200: customFieldResponse, ...readErrors },
      },
    },
    async (request) => getCustomField(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/custom-fields',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Nowe pole dodatkowe (klucz unikalny w koncie, niezmienny)',
        body: createCustomFieldBody,
        response: { 201: customFieldResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomField(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/custom-fields/:id',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Zmiana pola (bez klucza; 409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateCustomFieldBody,
        response: { 200: customFieldResponse, ...writeErrors },
      },
    },
    async (request) => updateCustomField(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/custom-fields/:id',
    {
      ...remove,
      schema: {
        ...common,
        summary: 'Usunięcie pola dodatkowego',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteCustomField(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
