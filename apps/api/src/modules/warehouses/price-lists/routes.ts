import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import {
  priceListBody,
  priceListListQuery,
  priceListListResponse,
  priceListResponse,
  pricePreviewQuery,
  pricePreviewResponse,
  updatePriceListBody,
} from '@zaplecze/contract/warehouses/price-lists';
import { idParams } from '@zaplecze/contract/warehouses/warehouses';
import { actorOf, readErrors, writeErrors } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { toGrosze } from '@zaplecze/contract/common/money';
import {
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  previewPrice,
  updatePriceList,
} from './service';

const noContent = z.null().describe('Brak treści');

/** 'Cenniki': WMS read to see, WMS edit to change. */
export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const common = { tags: ['price-lists'], security: bearerSecurity };

  app.get(
    '/api/price-lists',
    {
      ...guard('wms.read'),
      schema: {
        ...common,
        summary: 'Cenniki konta według hierarchii; wyszukiwanie po nazwie, stronicowanie',
        querystring: priceListListQuery,
        response: { 200: priceListListResponse, ...readErrors },
      },
    },
    async (request) => listPriceLists(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/price-lists/:id',
    {
      ...guard('wms.read'),
      schema: {
        ...common,
        summary: 'Jeden cennik',
        params: idParams,
        response: { 200: priceListResponse, ...readErrors },
      },
    },
    async (request) => getPriceList(db(), request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/price-lists/:id/price-preview',
    {
      ...guard('wms.read'),
      schema: {
        ...common,
        summary: 'Podgląd ceny: cena wpisana w cenniku bazowym przeliczona wzdłuż łańcucha zależności',
        params: idParams,
        querystring: pricePreviewQuery,
        response: { 200: pricePreviewResponse, ...readErrors },
      },
    },
    async (request) =>
      previewPrice(db(), request.auth.accountId, request.params.id, toGrosze(request.query.base)),
  );

  app.post(
    '/api/price-lists',
    {
      ...guard('wms.edit'),
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Nowy cennik (niezależny albo zależny: cena = bazowa × mnożnik + wartość dodatkowa)',
        body: priceListBody,
        response: { 201: priceListResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPriceList(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/price-lists/:id',
    {
      ...guard('wms.edit'),
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Zmiana cennika (409 przy nieaktualnej wersji, zajętej hierarchii lub pętli zależności)',
        params: idParams,
        body: updatePriceListBody,
        response: { 200: priceListResponse, ...writeErrors },
      },
    },
    async (request) => updatePriceList(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/price-lists/:id',
    {
      ...guard('wms.edit'),
      schema: {
        ...common,
        summary: 'Usunięcie cennika (nie domyślnego i nie bazowego dla innych)',
        params: idParams,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deletePriceList(db(), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
