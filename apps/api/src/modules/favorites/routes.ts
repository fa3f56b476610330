import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  addFavoriteBody,
  favoriteListQuery,
  favoriteListResponse,
  favoriteMessages,
  favoriteSchema,
} from '@zaplecze/contract/favorites/favorites';
import { AppError } from '../../errors';
import { readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { addFavorite, listFavorites, removeFavorite, type Viewer } from './service';

const idParams = z.object({ id: z.uuid({ error: favoriteMessages.notFound }) });

/**
 * A signed-in person's own favourites. No permission guard: every user keeps favourites, and
 * without one the routes stay closed to API keys (a key has no person). What each kind needs to be
 * read is checked by the service, per favourite.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['favorites'];
  const security = bearerSecurity;
  const viewerOf = (request: {
    auth: { userId: string; accountId: string };
    access?: { permissions: Viewer['permissions'] } | null;
    ip: string;
  }): Viewer => {
    if (!request.access) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
    return {
      accountId: request.auth.accountId,
      userId: request.auth.userId,
      permissions: request.access.permissions,
      ip: request.ip,
    };
  };

  app.get(
    '/api/favorites',
    {
      schema: {
        tags,
        security,
        summary: 'Ulubione zalogowanego użytkownika, od najnowszych (najwyżej 200)',
        querystring: favoriteListQuery,
        response: { 200: favoriteListResponse, ...readErrors },
      },
    },
    async (request) => listFavorites(db(), viewerOf(request), request.query),
  );

  app.post(
    '/api/favorites',
    {
      schema: {
        tags,
        security,
        summary: 'Dodanie do ulubionych (ponowne dodanie zwraca istniejące z kodem 200)',
        body: addFavoriteBody,
        response: { 200: favoriteSchema, 201: favoriteSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite(db(), viewerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/api/favorites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Usunięcie z ulubionych',
        params: idParams,
        response: { 204: z.null().describe('Brak treści'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeFavorite(db(), viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
