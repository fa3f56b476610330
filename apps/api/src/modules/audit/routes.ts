import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuery, auditListQuery, auditListResponse } from '@zaplecze/contract/audit/audit';
import { bearerSecurity } from '../../plugins/auth';
import { auditCsv, auditExportFileName } from './export';
import { listAudit } from './service';
import { errorResponses } from '../../lib/routes';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const preHandler = [app.requireAdmin];
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/api/audit',
    {
      preHandler,
      schema: {
        tags: ['audit'],
        summary: 'Historia zmian konta (tylko administrator), od najnowszych',
        description:
          'Filtr action: all, create, edit, delete, login (z nieudanymi logowaniami), deactivate. from/to: dni RRRR-MM-DD czasu polskiego, włącznie.',
        security: bearerSecurity,
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...errors },
      },
    },
    async (request) => listAudit(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/audit/export',
    {
      preHandler,
      schema: {
        tags: ['audit'],
        summary: 'Eksport przefiltrowanej historii do CSV (UTF-8 z BOM, średnik)',
        description:
          'Te same filtry co GET /api/audit, bez stronicowania; odpowiedź text/csv (400/401/403 jak wyżej).',
        security: bearerSecurity,
        querystring: auditExportQuery,
      },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...query } = request.query;
      const csv = await auditCsv(db(), request.auth.accountId, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditExportFileName()}"`)
        .send(csv);
    },
  );
};
