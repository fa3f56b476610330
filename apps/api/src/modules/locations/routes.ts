import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  bulkDeleteResponse,
  locationBody,
  locationCodeMaxLength,
  locationExportQuery,
  locationIdsBody,
  locationIdsQuery,
  locationImportQuery,
  locationImportResponse,
  locationListQuery,
  locationListResponse,
  locationMessages as messages,
  locationResponse,
  locationWarehouseListResponse,
  updateLocationBody,
} from '@zaplecze/contract/locations/locations';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { AppError, validationFailed } from '../../errors';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { exportLocationsCsv } from './csv-export';
import { importLocations } from './csv-import';
import { barcodePng, labelSheetPdf, singleLabelsPdf } from './labels';
import {
  createLocation,
  deleteLocations,
  getLocation,
  listLocations,
  listWarehouses,
  locationsByIds,
  updateLocation,
} from './service';

const noContent = z.null().describe('Brak treści');
const fileResponse = z.any().describe('Plik');
const importMaxBytes = 5 * 1024 * 1024;
const labelsQuery = locationIdsQuery.extend({ layout: z.enum(['single', 'sheet']).default('sheet') });
const barcodeQuery = z.object({
  code: z.string().trim().min(1, messages.codeRequired).max(locationCodeMaxLength, messages.codeTooLong),
});

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const tags = ['locations'];
  const security = bearerSecurity;

  app.get(
    '/api/locations',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'Lokalizacje konta: wyszukiwanie po kodzie, typie i ID systemowym, stronicowanie',
        querystring: locationListQuery,
        response: { 200: locationListResponse, ...readErrors },
      },
    },
    async (request) => listLocations(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/locations/warehouses',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'Magazyny, do których można przypisać lokalizację',
        response: { 200: locationWarehouseListResponse, ...readErrors },
      },
    },
    async (request) => ({ data: await listWarehouses(db(), request.auth.accountId) }),
  );

  app.get(
    '/api/locations/export',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'CSV zaznaczonych lokalizacji (ids) albo wszystkich pasujących do wyszukiwania',
        querystring: locationExportQuery,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const ids = request.query.ids ? locationIdsQuery.safeParse({ ids: request.query.ids }) : undefined;
      if (ids && !ids.success) throw validationFailed({ ids: messages.idsRequired });
      const csv = await exportLocationsCsv(db(), {
        accountId: request.auth.accountId,
        ids: ids?.data.ids,
        search: ids ? undefined : request.query.search,
        warehouseId: ids ? undefined : request.query.warehouseId,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lokalizacje.csv"')
        .send(csv);
    },
  );

  app.post(
    '/api/locations/import',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary:
          'Import lokalizacji z CSV (multipart, pole file; kolumny Kod i Typ lokalizacji; UTF-8 lub Windows-1250, separator ; lub ,). Cały plik albo nic.',
        consumes: ['multipart/form-data'],
        querystring: locationImportQuery,
        response: { 201: locationImportResponse, ...writeErrors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.importFileRequired);
      let file: { bytes: Buffer; name: string } | undefined;
      try {
        const part = await request.file({ limits: { fileSize: importMaxBytes, files: 1 } });
        if (part) file = { bytes: await part.toBuffer(), name: part.filename };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', 'Plik może mieć najwyżej 5 MB', {
            file: 'Plik może mieć najwyżej 5 MB',
          });
        throw error;
      }
      if (!file?.bytes.length)
        throw validationFailed({ file: messages.importFileRequired }, messages.importFileRequired);
      const created = await importLocations(
        db(),
        actorOf(request),
        request.query.warehouseId,
        file.bytes,
        file.name,
      );
      return reply.status(201).send({ created });
    },
  );

  app.get(
    '/api/locations/labels',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'PDF etykiet (Code 128): layout=sheet – arkusz A4 3×8, layout=single – 100×50 mm na stronę',
        querystring: labelsQuery,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const locations = await locationsByIds(db(), request.auth.accountId, request.query.ids);
      const pdf =
        request.query.layout === 'single' ? await singleLabelsPdf(locations) : await labelSheetPdf(locations);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="etykiety-lokalizacji.pdf"')
        .send(pdf);
    },
  );

  app.get(
    '/api/locations/barcode',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'PNG kodu Code 128 dla podglądu etykiety',
        querystring: barcodeQuery,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const png = await barcodePng(request.query.code, 2);
      if (!png) throw validationFailed({ code: 'Kod zawiera znaki spoza Code 128' });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=300')
        .send(png);
    },
  );

  app.get(
    '/api/locations/:id/label',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'PDF etykiety jednej lokalizacji (100×50 mm)',
        params: idParams,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const location = await getLocation(db(), request.auth.accountId, request.params.id);
      const pdf = await singleLabelsPdf([location]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="etykieta-${location.systemId}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/locations/:id',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'Jedna lokalizacja',
        params: idParams,
        response: { 200: locationResponse, ...readErrors },
      },
    },
    async (request) => getLocation(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/locations',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Nowa lokalizacja (409, gdy kod jest już w magazynie)',
        body: locationBody,
        response: { 201: locationResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLocation(db(), actorOf(request), request.body)),
  );

  app.post(
    '/api/locations/bulk-delete',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Usunięcie zaznaczonych lokalizacji (wszystkie albo żadna)',
        body: locationIdsBody,
        response: { 200: bulkDeleteResponse, ...writeErrors },
      },
    },
    async (request) => ({ deleted: await deleteLocations(db(), actorOf(request), request.body.ids) }),
  );

  app.put(
    '/api/locations/:id',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Zmiana lokalizacji (409 przy nieaktualnej wersji lub zajętym kodzie)',
        params: idParams,
        body: updateLocationBody,
        response: { 200: locationResponse, ...writeErrors },
      },
    },
    async (request) => updateLocation(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/locations/:id',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Usunięcie lokalizacji',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteLocations(db(), actorOf(request), [request.params.id]);
      return reply.status(204).send(null);
    },
  );
};
