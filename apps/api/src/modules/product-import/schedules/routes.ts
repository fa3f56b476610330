import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  scheduleBody,
  scheduleListQuery,
  scheduleView,
} from '@zaplecze/contract/product-import/product-import-api';
import { actorOf, idParams, readErrors, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { createSchedule, deleteSchedule, listSchedules, setScheduleActive } from './service';

/** Import schedules (002 §5, §2.3). */
export const importScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requirePermission('pim.edit')];
  const read = [app.requirePermission('pim.read')];

  app.get(
    '/api/product-import/schedules',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Harmonogramy importu (typ, status, data utworzenia od/do)',
        querystring: scheduleListQuery,
        response: { 200: z.array(scheduleView), ...readErrors },
      },
    },
    async (request) => listSchedules(db(), request.auth.accountId, request.query),
  );
  app.post(
    '/api/product-import/schedules',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Nowy harmonogram importu z URL',
        body: scheduleBody,
        response: { 201: scheduleView, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSchedule(db(), actorOf(request), request.body)),
  );
  app.patch(
    '/api/product-import/schedules/:id',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Aktywacja lub dezaktywacja harmonogramu',
        params: idParams,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: scheduleView, ...writeErrors },
      },
    },
    async (request) => setScheduleActive(db(), actorOf(request), request.params.id, request.body.isActive),
  );
  app.delete(
    '/api/product-import/schedules/:id',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Usunięcie harmonogramu',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteSchedule(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
