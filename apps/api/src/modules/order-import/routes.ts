import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  orderImportDryRunBody,
  orderImportList,
  orderImportMessages,
  orderImportParams,
  orderImportPreview,
  orderImportRun,
  orderImportUploadQuery,
  orderImportUrlBody,
} from '@zaplecze/contract/orders/order-import';
import { importLimits } from '../../lib/import-sources/limits';
import { csvBom, csvLine } from '../../lib/csv';
import { AppError, validationFailed } from '../../errors';
import { actorOf, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { orderImportLibraryRoutes } from './library-routes';
import {
  createRunFromUpload,
  createRunFromUrl,
  dryRun,
  getRun,
  listRuns,
  rollbackRun,
  runReport,
  startImport,
  toRunView,
} from './service';

/**
 * Orders import (issue 25): file or URL → run with the recognised profile and mapping → dry run →
 * final import as a job → log with rollback. Every route needs `oms.edit` (it writes orders).
 */
export const orderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = () => ({ db: app.deps.database.db, jobs: app.deps.jobs });
  const common = { tags: ['orders'], security: bearerSecurity };
  const preHandler = [app.requirePermission('oms.edit')];
  const errors = { ...writeErrors, 404: errorResponse };
  await app.register(orderImportLibraryRoutes);

  app.post(
    '/api/orders/imports/upload',
    {
      preHandler,
      schema: {
        ...common,
        summary:
          'Import zamówień: przesłanie pliku (multipart, pole file; CSV, XLSX lub XML) → rozpoznany profil i mapowanie',
        consumes: ['multipart/form-data'],
        querystring: orderImportUploadQuery,
        response: { 201: orderImportPreview, ...errors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', orderImportMessages.fileRequired);
      const part = await request.file({ limits: { fileSize: importLimits.maxBytes + 1, files: 1 } });
      if (!part)
        throw validationFailed({ file: orderImportMessages.fileRequired }, orderImportMessages.fileRequired);
      const run = await createRunFromUpload(db(), actorOf(request), request.query.format, {
        filename: part.filename,
        stream: part.file,
      });
      return reply.status(201).send({ run: toRunView(run), outcomes: [] });
    },
  );

  app.post(
    '/api/orders/imports/url',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Import zamówień: pobranie pliku z adresu URL (tylko http/https, bez adresów wewnętrznych)',
        body: orderImportUrlBody,
        response: { 201: orderImportPreview, ...errors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const run = await createRunFromUrl(db(), actorOf(request), request.body);
      return reply.status(201).send({ run: toRunView(run), outcomes: [] });
    },
  );

  app.post(
    '/api/orders/imports/:runId/dry-run',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Próbny import: liczby, zmiany pól aktualizowanych zamówień, odrzucone wiersze z powodami',
        params: orderImportParams,
        body: orderImportDryRunBody,
        response: { 200: orderImportPreview, ...errors },
      },
    },
    async (request) => {
      const result = await dryRun(db(), request.auth.accountId, request.params.runId, request.body);
      return { run: toRunView(result.run), outcomes: result.outcomes };
    },
  );

  app.post(
    '/api/orders/imports/:runId/start',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Import zamówień po próbnym imporcie (zadanie w tle z postępem)',
        params: orderImportParams,
        response: { 202: orderImportRun, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(toRunView(await startImport(deps(), actorOf(request), request.params.runId))),
  );

  app.post(
    '/api/orders/imports/:runId/rollback',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wycofanie importu: usuwa utworzone zamówienia (zwraca stany) i przywraca zaktualizowane',
        params: orderImportParams,
        response: { 200: orderImportRun, ...errors },
      },
    },
    async (request) => toRunView(await rollbackRun(deps(), actorOf(request), request.params.runId)),
  );

  app.get(
    '/api/orders/imports',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Dziennik importów zamówień konta',
        response: { 200: orderImportList, ...errors },
      },
    },
    async (request) => listRuns(deps(), request.auth.accountId),
  );

  app.get(
    '/api/orders/imports/:runId',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Import zamówień: stan, postęp i wynik próbnego importu',
        params: orderImportParams,
        response: { 200: orderImportPreview, ...errors },
      },
    },
    async (request) => getRun(deps(), request.auth.accountId, request.params.runId),
  );

  app.get(
    '/api/orders/imports/:runId/report',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Raport importu (CSV): odrzucone zamówienia z powodami, ostrzeżenia i zmiany',
        params: orderImportParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await runReport(db(), request.auth.accountId, request.params.runId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="raport-importu-zamowien.csv"`)
        .send(csvBom + rows.map((row) => csvLine(row)).join(''));
    },
  );
};
