import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { diskUsageResponse, healthResponse, systemInfoResponse } from '@zaplecze/contract/system/system';
import { pingDatabase } from '../../db/client';
import { notFound } from '../../errors';
import { readDiskUsage } from './service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Stan serwera i bazy danych',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const databaseOk = await pingDatabase(app.deps.database);
      const status = databaseOk ? 'ok' : 'error';
      return reply
        .status(databaseOk ? 200 : 503)
        .send({ status, database: status, version: app.deps.config.version });
    },
  );

  app.get(
    '/api/system/info',
    {
      schema: {
        tags: ['system'],
        summary: 'Środowisko i wersja aplikacji',
        response: { 200: systemInfoResponse },
      },
    },
    async () => ({
      environment: app.deps.config.environment,
      version: app.deps.config.version,
      database: app.deps.database.kind,
    }),
  );

  app.get(
    '/api/system/disk',
    {
      schema: {
        tags: ['system'],
        summary: 'Zajętość dysku z ostatniego pomiaru',
        response: { 200: diskUsageResponse, 404: errorResponse },
      },
    },
    async () => {
      const usage = await readDiskUsage(app.deps.database.db);
      if (!usage) throw notFound('Brak pomiaru zajętości dysku.');
      return usage;
    },
  );
};
