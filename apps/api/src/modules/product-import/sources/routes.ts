import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { importMessages, sourceOptions } from '@zaplecze/contract/product-import/product-import';
import {
  importTaskView,
  importUploadQuery,
  importUrlBody,
} from '@zaplecze/contract/product-import/product-import-api';
import { AppError, validationFailed } from '../../../errors';
import { actorOf, idParams, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import {
  changeSourceOptions,
  createTaskFromUpload,
  createTaskFromUrl,
  customFieldKeys,
  taskView,
} from '../runs/tasks';
import { importLimits } from '../../../lib/import-sources/limits';

/** The wizard's first step (002 §2.2): upload or URL → task with a preview; a changed way of reading the file. */
export const importSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-import'], security: bearerSecurity };
  const edit = [app.requirePermission('pim.edit')];

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
        app.deps,
        actorOf(request),
        format,
        { filename: part.filename, stream: part.file },
        source,
      );
      return reply
        .status(201)
        .send(await taskView(app.deps, run, await customFieldKeys(db(), request.auth.accountId)));
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
      const run = await createTaskFromUrl(db(), app.deps, actorOf(request), request.body);
      return reply
        .status(201)
        .send(await taskView(app.deps, run, await customFieldKeys(db(), request.auth.accountId)));
    },
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
      const run = await changeSourceOptions(
        db(),
        app.deps,
        request.auth.accountId,
        request.params.id,
        request.body,
      );
      return taskView(app.deps, run, await customFieldKeys(db(), request.auth.accountId));
    },
  );
};
