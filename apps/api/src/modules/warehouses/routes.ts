import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import {
  idParams,
  updateWarehouseBody,
  warehouseBody,
  warehouseListQuery,
  warehouseListResponse,
  warehouseResponse,
} from '@zaplecze/contract/warehouses/warehouses';
import { actorOf, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse } from './service';

const noContent = z.null().describe('Brak treści');

/** 'Konfiguracja magazynów': WMS read to see, WMS edit to change. */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const common = { tags: ['warehouses'], security: bearerSecurity };

  app.get(
    '/api/warehouses',
    {
      ...guard('wms.read'),
      schema: {
        ...common,
        summary: 'Magazyny konta według hierarchii; wyszukiwanie po nazwie, stronicowanie',
        querystring: warehouseListQuery,
        response: { 200: warehouseListResponse, ...readErrors },
      },
    },
    async (request) => listWarehouses(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/warehouses/:id',
    {
      ...guard('wms.read'),
      schema: {
        ...common,
        summary: 'Jeden magazyn',
        params: idParams,
        response: { 200: warehouseResponse, ...readErrors },
      },
    },
    async (request) => getWarehouse(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/warehouses',
    {
      ...guard('wms.edit'),
      schema: {
        ...common,
        summary: 'Nowy magazyn (najwyżej 20; pierwszy zostaje domyślnym)',
        body: warehouseBody,
        response: { 201: warehouseResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWarehouse(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/warehouses/:id',
    {
      ...guard('wms.edit'),
      schema: {
        ...common,
        summary: 'Zmiana magazynu (409 przy nieaktualnej wersji lub zajętej pozycji w hierarchii)',
        params: idParams,
        body: updateWarehouseBody,
        response: { 200: warehouseResponse, ...writeErrors },
      },
    },
    async (request) => updateWarehouse(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/warehouses/:id',
    {
      ...guard('wms.edit'),
      schema: {
        ...common,
        summary: 'Usunięcie magazynu (nie domyślnego)',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteWarehouse(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
