import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { z } from 'zod';
import {
  publicShareResponse,
  shareKeyQuery,
  sharedTokenParams,
  unlockShareBody,
} from '@zaplecze/contract/files/files';
import { AppError } from '../../errors';
import { sendFile } from './send-file';
import { openSharedFile, publicShare, unlockShare } from './shared-links';
import { errorResponses } from '../../lib/routes';

/**
 * The public side of shared links (`/shared-files/{token}`): no session; limited per token and
 * address and per token, so neither one address nor many can walk a token's page, password or downloads.
 */
export const sharedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, config } = app.deps;
  const db = () => app.deps.database.db;
  /**
   * Two buckets in the shared quota store (Redis with several instances): the token from one
   * address, and the token from all addresses together. Fails open like the API keys' quotas.
   */
  const limited = (perAddress: number, perToken: number) => async (request: FastifyRequest) => {
    const tag = `{shared:${String((request.params as { token?: string }).token).slice(0, 64)}}`;
    let outcome;
    try {
      outcome = await app.quotaStore.take([
        { key: `${tag}:ip:${request.ip}`, perMinute: perAddress, burst: perAddress },
        { key: `${tag}:all`, perMinute: perToken, burst: perToken },
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'limit linków udostępnionych niedostępny');
      return;
    }
    if (!outcome.allowed) {
      const retryMs = Math.max(...outcome.buckets.map((state) => state.retryMs));
      throw new AppError('RATE_LIMITED', genericMessages.rateLimited, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))),
      });
    }
  };
  const errors = errorResponses(400, 403, 404, 410, 429);
  const common = { tags: ['shared-files'] };

  app.get(
    '/api/shared-files/:token',
    {
      preHandler: [limited(60, 600)],
      schema: {
        ...common,
        summary:
          'Publiczna strona udostępnionego pliku lub folderu (404 nieznany, 410 wygasły lub wyłączony)',
        params: sharedTokenParams,
        querystring: shareKeyQuery,
        response: { 200: publicShareResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return publicShare(db(), config.jwtSecret, request.params.token, request.query.key);
    },
  );

  app.post(
    '/api/shared-files/:token/unlock',
    {
      preHandler: [limited(10, 30)],
      schema: {
        ...common,
        summary: 'Hasło linku; odpowiada stroną z listą plików i kluczem do pobrań (ważnym godzinę)',
        params: sharedTokenParams,
        body: unlockShareBody,
        response: { 200: publicShareResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unlockShare(db(), config.jwtSecret, request.params.token, request.body.password);
    },
  );

  app.get(
    '/api/shared-files/:token/files/:fileId',
    {
      preHandler: [limited(60, 600)],
      schema: {
        ...common,
        summary: 'Pobranie udostępnionego pliku (załącznik, nosniff); zwiększa licznik pobrań',
        params: sharedTokenParams.extend({ fileId: z.uuid() }),
        querystring: shareKeyQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { file, stream, size } = await openSharedFile(
        db(),
        storage,
        config.jwtSecret,
        request.params.token,
        request.params.fileId,
        request.query.key,
      );
      return sendFile(reply, {
        name: file.name,
        contentType: file.contentType,
        size,
        stream,
        inline: false,
        cache: 'no-store',
      });
    },
  );
};
