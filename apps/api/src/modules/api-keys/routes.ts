import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListResponse,
  apiKeyResponse,
  apiKeySecretResponse,
  apiKeyVersionBody,
  createApiKeyBody,
} from '@zaplecze/contract/api-keys/api-keys';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './service';

/** Integrations → API: the account's API keys. Administrator only (a key never manages keys). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock?.() ?? new Date();
  const preHandler = [app.requireAdmin];
  const common = { tags: ['api-keys'], security: bearerSecurity };

  app.get(
    '/api/api-keys',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Klucze API konta (bez sekretów) i liczba aktywnych',
        response: { 200: apiKeyListResponse, ...readErrors },
      },
    },
    async (request) => listApiKeys(db(), request.auth.accountId, now()),
  );

  app.post(
    '/api/api-keys',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowy klucz API; sekret jest w odpowiedzi jeden raz',
        body: createApiKeyBody,
        response: { 201: apiKeySecretResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(db(), actorOf(request), request.body, now())),
  );

  app.post(
    '/api/api-keys/:id/rotate',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowy sekret klucza; poprzedni działa jeszcze przez 24 h',
        params: idParams,
        body: apiKeyVersionBody,
        response: { 200: apiKeySecretResponse, ...writeErrors },
      },
    },
    async (request) => rotateApiKey(db(), actorOf(request), request.params.id, request.body.version, now()),
  );

  app.post(
    '/api/api-keys/:id/revoke',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Unieważnienie klucza (od razu, oba sekrety)',
        params: idParams,
        body: apiKeyVersionBody,
        response: { 200: apiKeyResponse, ...writeErrors },
      },
    },
    async (request) => revokeApiKey(db(), actorOf(request), request.params.id, request.body.version, now()),
  );
};
