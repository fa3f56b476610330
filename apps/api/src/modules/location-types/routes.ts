import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  locationTypeBody,
  locationTypeListQuery,
  locationTypeListResponse,
  locationTypeResponse,
  updateLocationTypeBody,
} from '@zaplecze/contract/locations/locations';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import {
  createLocationType,
  deleteLocationType,
  getLocationType,
  listLocationTypes,
  updateLocationType,
} from './service';

const noContent = z.null().describe('Brak treści');

export const locationTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const tags = ['location-types'];
  const security = bearerSecurity;

  app.get(
    '/api/location-types',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'Typy lokalizacji konta (wyszukiwanie po nazwie, grupie i opisie)',
        querystring: locationTypeListQuery,
        response: { 200: locationTypeListResponse, ...readErrors },
      },
    },
    async (request) => listLocationTypes(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/location-types/:id',
    {
      ...guard('wms.read'),
      schema: {
        tags,
        security,
        summary: 'Jeden typ lokalizacji',
        params: idParams,
        response: { 200: locationTypeResponse, ...readErrors },
      },
    },
    async (request) => getLocationType(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/location-types',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Nowy typ lokalizacji',
        body: locationTypeBody,
        response: { 201: locationTypeResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLocationType(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/location-types/:id',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Zmiana typu lokalizacji (409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateLocationTypeBody,
        response: { 200: locationTypeResponse, ...writeErrors },
      },
    },
    async (request) => updateLocationType(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/location-types/:id',
    {
      ...guard('wms.edit'),
      schema: {
        tags,
        security,
        summary: 'Usunięcie typu lokalizacji (409, gdy używają go lokalizacje)',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteLocationType(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
