import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  eventLogEntryParams,
  eventLogEntryResponse,
  eventLogListQuery,
  eventLogListResponse,
} from '@zaplecze/contract/event-log/event-log';
import { bearerSecurity } from '../../plugins/auth';
import { getEventLogEntry, listEventLog } from './service';
import { errorResponses } from '../../lib/routes';

export const eventLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const preHandler = [app.requireAdmin];
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/api/event-log',
    {
      preHandler,
      schema: {
        tags: ['event-log'],
        summary: 'Dziennik zdarzeń konta (tylko administrator), od najnowszych',
        description:
          'Wywołania API kluczami, dostawy webhooków i zdarzenia integracji z 90 dni. Filtry: kind, keyId, statusClass (2xx–5xx), method, path (fragment ścieżki), subscriptionId, eventType, level, from/to (dni RRRR-MM-DD czasu polskiego, włącznie). cursor: nextCursor/prevCursor poprzedniej odpowiedzi ze stroną ±1.',
        security: bearerSecurity,
        querystring: eventLogListQuery,
        response: { 200: eventLogListResponse, ...errors },
      },
    },
    async (request) => listEventLog(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/event-log/:id',
    {
      preHandler,
      schema: {
        tags: ['event-log'],
        summary: 'Jeden wpis dziennika zdarzeń',
        security: bearerSecurity,
        params: eventLogEntryParams,
        response: { 200: eventLogEntryResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => getEventLogEntry(db(), request.auth.accountId, request.params.id),
  );
};
