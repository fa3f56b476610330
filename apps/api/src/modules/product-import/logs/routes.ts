import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logDetailsView,
  logListQuery,
  logListResponse,
} from '@zaplecze/contract/product-import/product-import-api';
import { csvBom, csvLine } from '../../../lib/csv';
import { idParams, readErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { listLogs, logDetails, rejectedRowsOf } from './service';

/** The import/export log (002 §2.4): list, a run's details and its rejected rows as CSV. */
export const importLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const read = [app.requirePermission('pim.read')];

  app.get(
    '/api/product-import/logs',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Logi importu (offset, limit, status)',
        querystring: logListQuery,
        response: { 200: logListResponse, ...readErrors },
      },
    },
    async (request) => listLogs(db(), app.deps.jobs, request.auth.accountId, request.query),
  );

  app.get(
    '/api/product-import/logs/:id',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Szczegóły przebiegu: zmiany i odrzucone wiersze',
        params: idParams,
        response: { 200: logDetailsView, ...readErrors },
      },
    },
    async (request) => logDetails(db(), app.deps.jobs, request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/product-import/logs/:id/rejected.csv',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Odrzucone wiersze i ostrzeżenia jako CSV (kolumna Skutek)',
        params: idParams,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { run, rows } = await rejectedRowsOf(db(), request.auth.accountId, request.params.id);
      const text =
        csvBom +
        csvLine(['Wiersz', 'Pole', 'Powód', 'Wartość', 'Skutek']) +
        rows
          .map((row) =>
            csvLine([
              row.line,
              row.field,
              row.reason,
              row.value,
              row.severity === 'warning' ? 'ostrzeżenie — wiersz zaimportowany' : 'wiersz odrzucony',
            ]),
          )
          .join('');
      const name = `odrzucone-${run.createdAt.toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(text);
    },
  );
};
