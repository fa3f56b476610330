import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copyRoleBody,
  deleteRoleQuery,
  roleBody,
  roleListResponse,
  roleResponse,
  updateRoleBody,
} from '@zaplecze/contract/roles/roles';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { copyRole, createRole, deleteRole, getRole, listRoles, updateRole } from './service';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const preHandler = [app.requireAdmin];
  const common = { tags: ['roles'], security: bearerSecurity };

  app.get(
    '/api/roles',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Role konta z liczbą użytkowników',
        response: { 200: roleListResponse, ...readErrors },
      },
    },
    async (request) => ({ data: await listRoles(db(), request.auth.accountId) }),
  );

  app.get(
    '/api/roles/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Jedna rola',
        params: idParams,
        response: { 200: roleResponse, ...readErrors },
      },
    },
    async (request) => getRole(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/roles',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowa rola (odczyt modułu dodawany do każdego innego uprawnienia modułu)',
        body: roleBody,
        response: { 201: roleResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRole(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/roles/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Zmiana roli (nie Administrator; 409 przy nieaktualnej wersji lub zajętej nazwie)',
        params: idParams,
        body: updateRoleBody,
        response: { 200: roleResponse, ...writeErrors },
      },
    },
    async (request) => updateRole(db(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/roles/:id/copy',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Kopia roli (nie Administrator); bez nazwy: „<nazwa> (kopia)”',
        params: idParams,
        body: copyRoleBody,
        response: { 201: roleResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyRole(db(), actorOf(request), request.params.id, request.body.name)),
  );

  app.delete(
    '/api/roles/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Usunięcie roli niepredefiniowanej',
        description:
          'Rola przypisana do użytkowników wymaga replacementRoleId: jej użytkownicy przechodzą do tej roli w tej samej transakcji (inaczej 409).',
        params: idParams,
        querystring: deleteRoleQuery,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteRole(db(), actorOf(request), request.params.id, request.query.replacementRoleId);
      return reply.status(204).send(null);
    },
  );
};
