import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  orderImportRecordParams,
  orderImportSchedule,
  orderImportScheduleBody,
  orderImportScheduleList,
  orderImportScheduleState,
  orderImportTemplate,
  orderImportTemplateBody,
  orderImportTemplateList,
  orderImportTemplateRename,
} from '@zaplecze/contract/orders/order-import-templates';
import { actorOf, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { createSchedule, deleteSchedule, listSchedules, setScheduleActive } from './schedules';
import { createTemplate, deleteTemplate, listTemplates, renameTemplate } from './templates';

/** Saved mappings and URL schedules of the orders import; `oms.edit`, like the import itself. */
export const orderImportLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['orders'], security: bearerSecurity };
  const preHandler = [app.requirePermission('oms.edit')];
  const errors = { ...writeErrors, 404: errorResponse };
  const params = orderImportRecordParams;

  app.get(
    '/api/orders/import-templates',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Szablony importu zamówień',
        response: { 200: orderImportTemplateList, ...errors },
      },
    },
    async (request) => ({ data: await listTemplates(db(), request.auth.accountId) }),
  );
  app.post(
    '/api/orders/import-templates',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Zapisanie mapowania, identyfikatora i trybu jako szablonu',
        body: orderImportTemplateBody,
        response: { 201: orderImportTemplate, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(db(), actorOf(request), request.body)),
  );
  app.patch(
    '/api/orders/import-templates/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Zmiana nazwy szablonu importu zamówień',
        params,
        body: orderImportTemplateRename,
        response: { 200: orderImportTemplate, ...errors },
      },
    },
    async (request) => renameTemplate(db(), actorOf(request), request.params.id, request.body.name),
  );
  app.delete(
    '/api/orders/import-templates/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Usunięcie szablonu (i jego harmonogramów)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/orders/import-schedules',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Harmonogramy importu zamówień z URL (następne uruchomienie, ostatni wynik)',
        response: { 200: orderImportScheduleList, ...errors },
      },
    },
    async (request) => ({ data: await listSchedules(db(), request.auth.accountId) }),
  );
  app.post(
    '/api/orders/import-schedules',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowy harmonogram importu zamówień z URL z szablonem',
        body: orderImportScheduleBody,
        response: { 201: orderImportSchedule, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSchedule(db(), actorOf(request), request.body)),
  );
  app.patch(
    '/api/orders/import-schedules/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wstrzymanie lub wznowienie harmonogramu',
        params,
        body: orderImportScheduleState,
        response: { 200: orderImportSchedule, ...errors },
      },
    },
    async (request) => setScheduleActive(db(), actorOf(request), request.params.id, request.body.isActive),
  );
  app.delete(
    '/api/orders/import-schedules/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Usunięcie harmonogramu',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSchedule(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
