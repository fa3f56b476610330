import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gpsrCompanyBody,
  gpsrCompanyListResponse,
  gpsrCompanyResponse,
  gpsrContactBody,
  gpsrContactListResponse,
  gpsrContactResponse,
  gpsrListQuery,
  updateGpsrCompanyBody,
  updateGpsrContactBody,
} from '@zaplecze/contract/gpsr/gpsr';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import {
  createGpsrCompany,
  createGpsrContact,
  deleteGpsrCompany,
  deleteGpsrContact,
  listGpsrCompanies,
  listGpsrContacts,
  updateGpsrCompany,
  updateGpsrContact,
} from './service';

/**
 * GPSR responsible entities and persons (spec 002 §2.6, §7: list, add, update, delete; the spec
 * names no paths). Lists are `{ data, count, page, limit }`, 20 a page, searched on the server.
 */
export const gpsrRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['product-dictionaries'], security: bearerSecurity };
  const read = { preHandler: [app.requirePermission('pim.read')] };
  const edit = { preHandler: [app.requirePermission('pim.edit')] };
  const remove = { preHandler: [app.requirePermission('pim.delete')] };

  app.get(
    '/api/Product/gpsr/companies',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Podmioty odpowiedzialne GPSR (wyszukiwanie po nazwie lub NIP)',
        querystring: gpsrListQuery,
        response: { 200: gpsrCompanyListResponse, ...readErrors },
      },
    },
    async (request) => listGpsrCompanies(db(), request.auth.accountId, request.query),
  );
  app.post(
    '/api/Product/gpsr/companies',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Nowy podmiot GPSR',
        body: gpsrCompanyBody,
        response: { 201: gpsrCompanyResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGpsrCompany(db(), actorOf(request), request.body)),
  );
  app.put(
    '/api/Product/gpsr/companies/:id',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Zmiana podmiotu GPSR (409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateGpsrCompanyBody,
        response: { 200: gpsrCompanyResponse, ...writeErrors },
      },
    },
    async (request) => updateGpsrCompany(db(), actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/Product/gpsr/companies/:id',
    {
      ...remove,
      schema: {
        ...common,
        summary: 'Usunięcie podmiotu GPSR',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGpsrCompany(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/Product/gpsr/contacts',
    {
      ...read,
      schema: {
        ...common,
        summary: 'Osoby odpowiedzialne GPSR (wyszukiwanie po imieniu, nazwisku lub e-mailu)',
        querystring: gpsrListQuery,
        response: { 200: gpsrContactListResponse, ...readErrors },
      },
    },
    async (request) => listGpsrContacts(db(), request.auth.accountId, request.query),
  );
  app.post(
    '/api/Product/gpsr/contacts',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Nowa osoba odpowiedzialna GPSR',
        body: gpsrContactBody,
        response: { 201: gpsrContactResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGpsrContact(db(), actorOf(request), request.body)),
  );
  app.put(
    '/api/Product/gpsr/contacts/:id',
    {
      ...edit,
      schema: {
        ...common,
        summary: 'Zmiana osoby odpowiedzialnej GPSR (409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateGpsrContactBody,
        response: { 200: gpsrContactResponse, ...writeErrors },
      },
    },
    async (request) => updateGpsrContact(db(), actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/Product/gpsr/contacts/:id',
    {
      ...remove,
      schema: {
        ...common,
        summary: 'Usunięcie osoby odpowiedzialnej GPSR',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGpsrContact(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
