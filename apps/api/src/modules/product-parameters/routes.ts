import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import {
  csvImportResult,
  parameterBody,
  parameterFilterQuery,
  parameterGroupBody,
  parameterGroupListResponse,
  parameterGroupResponse,
  parameterListQuery,
  parameterListResponse,
  parameterResponse,
  updateParameterBody,
  updateParameterGroupBody,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { groupExportFileName, groupsCsv, importGroups } from './csv/group-csv';
import { importParameters, parameterExportFileName, parametersCsv } from './csv/parameter-csv';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups/service';
import {
  createParameter,
  deleteParameter,
  getParameter,
  listParameters,
  updateParameter,
} from './parameters/service';
import { uploadedCsv } from './upload';

const noContent = z.null().describe('Brak treści');
const uploadErrors = { ...writeErrors, 413: errorResponse, 415: errorResponse };

export const productParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const common = { security: bearerSecurity };
  const groups = { ...common, tags: ['parameter-groups'] };
  const parameters = { ...common, tags: ['parameters'] };
  const csvReply = (fileName: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  });

  app.get(
    '/api/parameter-groups',
    {
      ...guard('pim.read'),
      schema: {
        ...groups,
        summary: 'Grupy parametrów (stronicowane, wyszukiwanie po nazwie i etykietach)',
        querystring: parameterListQuery,
        response: { 200: parameterGroupListResponse, ...readErrors },
      },
    },
    async (request) => listGroups(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/parameter-groups/export',
    {
      ...guard('pim.read'),
      schema: {
        ...groups,
        summary: 'Eksport grup do CSV (UTF-8 z BOM, średnik): Nazwa grupy; Etykieta PL; Etykieta EN',
      },
    },
    async (request, reply) =>
      reply.headers(csvReply(groupExportFileName)).send(groupsCsv(db(), request.auth.accountId)),
  );

  app.post(
    '/api/parameter-groups/import',
    {
      ...guard('pim.edit'),
      schema: {
        ...groups,
        summary: 'Import grup z CSV (multipart, pole file; UTF-8 lub Windows-1250; separator ; lub ,)',
        description:
          'Wiersz z nazwą istniejącej grupy ją aktualizuje. Błędny wiersz jest pomijany w całości i zgłaszany z numerem wiersza i kolumną; poprawne wiersze są zapisywane.',
        consumes: ['multipart/form-data'],
        response: { 200: csvImportResult, ...uploadErrors },
      },
    },
    async (request) => importGroups(db(), actorOf(request), await uploadedCsv(request)),
  );

  app.get(
    '/api/parameter-groups/:id',
    {
      ...guard('pim.read'),
      schema: {
        ...groups,
        summary: 'Jedna grupa parametrów',
        params: idParams,
        response: { 200: parameterGroupResponse, ...readErrors },
      },
    },
    async (request) => getGroup(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/parameter-groups',
    {
      ...guard('pim.edit'),
      schema: {
        ...groups,
        summary: 'Nowa grupa parametrów',
        body: parameterGroupBody,
        response: { 201: parameterGroupResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createGroup(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/parameter-groups/:id',
    {
      ...guard('pim.edit'),
      schema: {
        ...groups,
        summary: 'Zmiana grupy (409 przy nieaktualnej wersji lub zajętej nazwie)',
        params: idParams,
        body: updateParameterGroupBody,
        response: { 200: parameterGroupResponse, ...writeErrors },
      },
    },
    async (request) => updateGroup(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/parameter-groups/:id',
    {
      ...guard('pim.delete'),
      schema: {
        ...groups,
        summary: 'Usunięcie grupy; jej parametry zostają bez grupy',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGroup(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/parameters',
    {
      ...guard('pim.read'),
      schema: {
        ...parameters,
        summary: 'Parametry produktów (stronicowane, wyszukiwanie, filtr grupy)',
        querystring: parameterFilterQuery,
        response: { 200: parameterListResponse, ...readErrors },
      },
    },
    async (request) => listParameters(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/parameters/export',
    {
      ...guard('pim.read'),
      schema: { ...parameters, summary: 'Eksport parametrów do CSV w formacie importu' },
    },
    async (request, reply) =>
      reply.headers(csvReply(parameterExportFileName)).send(parametersCsv(db(), request.auth.accountId)),
  );

  app.post(
    '/api/parameters/import',
    {
      ...guard('pim.edit'),
      schema: {
        ...parameters,
        summary: 'Import parametrów z CSV (multipart, pole file)',
        description:
          'Kolumny: Nazwa; Typ (TEXT, ONE_SELECT, MULTI_SELECT); Wymagany (tak/nie); W wariantach (tak/nie); Tłumaczenia (pl=…|en=…|de=…); Wartości (czarny{en=black,de=schwarz}|biały); Grupa (nazwa istniejącej grupy).',
        consumes: ['multipart/form-data'],
        response: { 200: csvImportResult, ...uploadErrors },
      },
    },
    async (request) => importParameters(db(), actorOf(request), await uploadedCsv(request)),
  );

  app.get(
    '/api/parameters/:id',
    {
      ...guard('pim.read'),
      schema: {
        ...parameters,
        summary: 'Jeden parametr',
        params: idParams,
        response: { 200: parameterResponse, ...readErrors },
      },
    },
    async (request) => getParameter(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/parameters',
    {
      ...guard('pim.edit'),
      schema: {
        ...parameters,
        summary: 'Nowy parametr',
        body: parameterBody,
        response: { 201: parameterResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createParameter(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/parameters/:id',
    {
      ...guard('pim.edit'),
      schema: {
        ...parameters,
        summary: 'Zmiana parametru (409 przy nieaktualnej wersji lub zajętej nazwie)',
        params: idParams,
        body: updateParameterBody,
        response: { 200: parameterResponse, ...writeErrors },
      },
    },
    async (request) => updateParameter(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/parameters/:id',
    {
      ...guard('pim.delete'),
      schema: {
        ...parameters,
        summary: 'Usunięcie parametru',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteParameter(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
