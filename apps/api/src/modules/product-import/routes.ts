import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { importMessages, sourceOptions } from '@zaplecze/contract/product-import/product-import';
import {
  confirmMappingBody,
  dryRunView,
  importTaskView,
  importUploadQuery,
  importUrlBody,
  logDetailsView,
  logListQuery,
  logListResponse,
  rollbackView,
} from '@zaplecze/contract/product-import/product-import-api';
import { customFields } from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { csvBom, csvLine } from '../../lib/csv';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import {
  cancelImport,
  confirmMapping,
  listLogs,
  logDetails,
  readRun,
  rejectedRowsOf,
  rollbackImport,
  startFinalImport,
} from './service';
import { importLimits } from './sources/limits';
import { changeSourceOptions, createTaskFromUpload, createTaskFromUrl, taskView } from './tasks';

/** The import wizard's API (002 §2.2, §3, §4): upload or URL → task, confirm mapping → dry run, final import job, logs, rollback. */
export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requireAuth, app.requirePermission('pim.edit')];
  const read = [app.requireAuth, app.requirePermission('pim.read')];
  const customFieldKeys = async (accountId: string) =>
    (
      await db()
        .select({ key: customFields.key })
        .from(customFields)
        .where(eq(customFields.accountId, accountId))
    ).map((row) => row.key);

  app.post(
    '/api/product-import/upload',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary:
          'Przesłanie pliku (multipart, pole file; CSV, XML lub XLSX) → zadanie z podglądem 5 wierszy i automatycznym mapowaniem',
        consumes: ['multipart/form-data'],
        querystring: importUploadQuery,
        response: { 201: importTaskView, ...writeErrors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', importMessages.fileRequired);
      // One byte over the importer's own limit, so its Polish message (413) answers first.
      const part = await request.file({ limits: { fileSize: importLimits.maxBytes + 1, files: 1 } });
      if (!part) throw validationFailed({ file: importMessages.fileRequired }, importMessages.fileRequired);
      const { format, ...source } = request.query;
      const run = await createTaskFromUpload(
        db(),
        app.deps.config.dataDir,
        actorOf(request),
        format,
        { filename: part.filename, stream: part.file },
        source,
      );
      return reply.status(201).send(await taskView(run, await customFieldKeys(request.auth.accountId)));
    },
  );

  app.post(
    '/api/product-import/url',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary:
          'Pobranie pliku z adresu URL przez serwer (tylko http/https, bez adresów wewnętrznych) → zadanie',
        body: importUrlBody,
        response: { 201: importTaskView, ...writeErrors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const run = await createTaskFromUrl(db(), app.deps.config.dataDir, actorOf(request), request.body);
      return reply.status(201).send(await taskView(run, await customFieldKeys(request.auth.accountId)));
    },
  );

  app.get(
    '/api/product-import/tasks/:id',
    {
      preHandler: read,
      schema: {
        ...common,
        summary: 'Stan zadania importu (etap, postęp, liczby)',
        params: idParams,
        response: { 200: importTaskView, ...readErrors },
      },
    },
    async (request) =>
      taskView(
        await readRun(db(), app.deps.jobs, request.auth.accountId, request.params.id),
        await customFieldKeys(request.auth.accountId),
      ),
  );

  app.put(
    '/api/product-import/tasks/:id/source',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary:
          'Zmiana sposobu odczytu pliku (kodowanie, separator, arkusz, ścieżka rekordu) → nowy nagłówek i podgląd',
        params: idParams,
        body: sourceOptions,
        response: { 200: importTaskView, ...writeErrors },
      },
    },
    async (request) => {
      const run = await changeSourceOptions(db(), request.auth.accountId, request.params.id, request.body);
      return taskView(run, await customFieldKeys(request.auth.accountId));
    },
  );

  app.post(
    '/api/product-import/tasks/:id/confirm',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary:
          'Potwierdzenie mapowania i próbny przebieg całego pliku (nic nie jest zapisywane w katalogu)',
        params: idParams,
        body: confirmMappingBody,
        response: { 200: dryRunView, ...writeErrors },
      },
    },
    async (request) => confirmMapping(db(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/product-import/tasks/:id/import',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Finalny import jako zadanie w tle → 202 { taskId }',
        params: idParams,
        response: { 202: z.object({ taskId: z.uuid() }), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startFinalImport(db(), app.deps.jobs, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/product-import/tasks/:id/cancel',
    {
      preHandler: edit,
      schema: {
        ...common,
        summary: 'Przerwanie importu po bieżącej partii (zapisane partie zostają; można je cofnąć)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await cancelImport(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

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

  app.post(
    '/api/product-import/logs/:id/rollback',
    {
      preHandler: [app.requireAuth, app.requirePermission('pim.delete')],
      schema: {
        ...common,
        summary: 'Cofnięcie zakończonego importu',
        params: idParams,
        response: { 200: rollbackView, ...writeErrors },
      },
    },
    async (request) => rollbackImport(db(), actorOf(request), request.params.id),
  );
};
