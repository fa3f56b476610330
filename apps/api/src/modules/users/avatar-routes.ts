import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarLimits, userMessages, userResponse } from '@zaplecze/contract/users/users';
import { AppError } from '../../errors';
import { actorOf, errorResponses, idParams } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { deleteAvatar, loadAvatar, saveAvatar } from './avatars';

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;
  const db = () => app.deps.database.db;
  const common = { tags: ['users'], security: bearerSecurity };
  const errors = errorResponses(400, 401, 403, 404, 413, 415);
  /** A user changes their own picture; anyone else's takes an administrator. */
  const selfOrAdmin = async (request: Parameters<typeof app.requireAdmin>[0]) => {
    if ((request.params as { id?: string }).id !== request.auth.userId) await app.requireAdmin(request);
  };

  app.put(
    '/api/users/:id/avatar',
    {
      preHandler: [selfOrAdmin],
      schema: {
        ...common,
        summary: 'Zdjęcie użytkownika: multipart/form-data, pole file; PNG, JPEG lub WebP do 2 MB',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', userMessages.avatarType);
      let bytes: Buffer | undefined;
      try {
        const file = await request.file({ limits: { fileSize: avatarLimits.maxBytes, files: 1 } });
        bytes = await file?.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', userMessages.avatarTooLarge, {
            file: userMessages.avatarTooLarge,
          });
        }
        throw error;
      }
      if (!bytes?.length)
        throw new AppError('VALIDATION_FAILED', userMessages.avatarMissing, {
          file: userMessages.avatarMissing,
        });
      return saveAvatar(db(), storage, actorOf(request), request.params.id, bytes);
    },
  );

  app.delete(
    '/api/users/:id/avatar',
    {
      preHandler: [selfOrAdmin],
      schema: {
        ...common,
        summary: 'Usunięcie zdjęcia użytkownika',
        params: idParams,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => deleteAvatar(db(), storage, actorOf(request), request.params.id),
  );

  app.get(
    '/api/users/:id/avatar',
    {
      schema: { ...common, summary: 'Zdjęcie użytkownika tego samego konta (obraz)', params: idParams },
    },
    async (request, reply) => {
      const file = await loadAvatar(db(), storage, request.auth.accountId, request.params.id);
      return reply
        .header('content-type', file.type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
