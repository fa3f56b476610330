import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dpdCheckResponse,
  dpdConnectionBody,
  dpdConnectionResponse,
  dpdConnectionSaved,
  dpdDocumentResponse,
  dpdLimits,
  dpdMessages,
  dpdPackageList,
  dpdProtocolBody,
  dpdShipmentBody,
  dpdPackage,
} from '@zaplecze/contract/dpd/dpd';
import { dpdBulkBody, dpdBulkQueued, dpdBulkRun } from '@zaplecze/contract/dpd/dpd-bulk';
import { orderMutationResponse } from '@zaplecze/contract/orders/order-details';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import {
  checkConnection,
  createProtocol,
  createShipment,
  deleteConnection,
  getBulkRun,
  getConnection,
  listOrderPackages,
  retryLabel,
  saveConnection,
  startBulkShipments,
  type DpdSettings,
} from './service';

/** DPD's answers: its refusals are 400 with its reason, an outage or timeout 503. */
const dpdErrors = { ...writeErrors, 503: errorResponse };

/**
 * DPD Polska: the connection (Integracje → DPD Polska) is for administrators, like API keys and
 * webhooks; shipments and protocols from orders need the right to edit orders.
 */
export const dpdRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const settings = (): DpdSettings => ({
    secretsKey: app.deps.config.secretsKey,
    baseUrl: app.deps.config.dpdBaseUrl,
    storage: app.deps.storage,
  });
  const common = { tags: ['dpd'], security: bearerSecurity };
  const admin = [app.requireAdmin];

  app.get(
    '/api/integrations/dpd',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Połączenie z DPD Polska (bez hasła; null gdy niepołączone)',
        response: { 200: dpdConnectionResponse, ...readErrors },
      },
    },
    async (request) => ({
      connection: await getConnection(db(), request.auth.accountId, app.deps.config.secretsKey),
    }),
  );

  app.put(
    '/api/integrations/dpd',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Zapis połączenia z DPD; puste hasło zostawia zapisane',
        body: dpdConnectionBody,
        response: { 200: dpdConnectionSaved, ...writeErrors },
      },
    },
    async (request) => ({
      connection: await saveConnection(db(), actorOf(request), request.body, settings()),
      message: dpdMessages.saved,
    }),
  );

  app.delete(
    '/api/integrations/dpd',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Odłączenie konta DPD',
        response: { 200: z.object({ message: z.string() }), ...writeErrors },
      },
    },
    async (request) => {
      await deleteConnection(db(), actorOf(request));
      return { message: dpdMessages.deleted };
    },
  );

  app.post(
    '/api/integrations/dpd/check',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Sprawdź połączenie: wywołanie DPD tylko do odczytu; wynik zapisany przy połączeniu',
        response: { 200: dpdCheckResponse, ...writeErrors },
      },
    },
    async (request) => checkConnection(db(), actorOf(request), settings()),
  );

  app.get(
    '/api/orders/:id/dpd-packages',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        ...common,
        summary: 'Przesyłki DPD zamówienia (numery, etykieta, protokół)',
        params: orderIdParams,
        response: { 200: dpdPackageList, ...readErrors },
      },
    },
    async (request) => ({ data: await listOrderPackages(db(), request.auth.accountId, request.params.id) }),
  );

  app.post(
    '/api/orders/:id/dpd-packages',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        ...common,
        summary: 'Utwórz przesyłkę DPD: numery paczek, etykieta PDF, przesyłka i dokument zamówienia',
        params: orderIdParams,
        body: dpdShipmentBody,
        response: { 200: orderMutationResponse.extend({ package: dpdPackage }), ...dpdErrors },
      },
    },
    async (request) => createShipment(db(), actorOf(request), request.params.id, request.body, settings()),
  );

  app.post(
    '/api/dpd/packages/:id/label',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        ...common,
        summary: 'Pobierz etykietę: etykieta paczki, której DPD nie wydał przy tworzeniu',
        params: idParams,
        response: { 200: dpdDocumentResponse, ...dpdErrors },
      },
    },
    async (request) => retryLabel(db(), actorOf(request), request.params.id, settings()),
  );

  app.post(
    '/api/dpd/protocols',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        ...common,
        summary: 'Protokół przekazania DPD dla wybranych przesyłek (PDF w bibliotece plików)',
        body: dpdProtocolBody,
        response: { 200: dpdDocumentResponse, ...dpdErrors },
      },
    },
    async (request) => createProtocol(db(), actorOf(request), request.body, settings()),
  );

  app.post(
    '/api/dpd/bulk-shipments',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        ...common,
        summary: `Utwórz przesyłki DPD dla zaznaczonych zamówień (zadanie; najwyżej ${dpdLimits.bulkOrders})`,
        body: dpdBulkBody,
        response: { 202: dpdBulkQueued, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startBulkShipments({ db: db(), jobs: app.deps.jobs }, actorOf(request), request.body)),
  );

  app.get(
    '/api/dpd/bulk-shipments/:id',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        ...common,
        summary: 'Postęp i wyniki zlecenia przesyłek DPD (numer lub błąd każdego zamówienia, etykiety w PDF)',
        params: idParams,
        response: { 200: dpdBulkRun, ...readErrors },
      },
    },
    async (request) =>
      getBulkRun({ db: db(), jobs: app.deps.jobs }, request.auth.accountId, request.params.id),
  );
};
