import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  shopifyCheckResponse,
  shopifyConnectBody,
  shopifyConnection,
  shopifyConnectionResponse,
  shopifyMessageResponse,
  shopifyMessages,
  shopifySettingsBody,
  shopifyPushes,
  shopifySyncRunList,
} from '@zaplecze/contract/shopify/shopify';
import { AppError } from '../../errors';
import { actorOf, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { shopifyDeps, shopifyPushJobName, shopifySyncJobName } from './jobs';
import {
  checkConnection,
  connectShop,
  disconnectShop,
  getConnection,
  listRuns,
  requestSync,
  saveSettings,
} from './service';
import { listPushes } from './push';
import { receiveWebhook } from './sync';

/** The account's Shopify connection (Integracje → Shopify): administrators only, audited. */
export const shopifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = () => shopifyDeps(app.deps.config);
  const common = { tags: ['shopify'], security: bearerSecurity };
  const preHandler = [app.requireAdmin];

  app.get(
    '/api/integrations/shopify',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Połączenie ze sklepem Shopify (sekrety tylko jako ••••1234)',
        response: { 200: shopifyConnectionResponse, ...readErrors },
      },
    },
    async (request) => getConnection(db(), request.auth.accountId),
  );

  app.put(
    '/api/integrations/shopify',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Połączenie sklepu lub zmiana adresu i sekretów (token sprawdzany w sklepie)',
        body: shopifyConnectBody,
        response: { 200: shopifyConnection, ...writeErrors },
      },
    },
    async (request) => connectShop(db(), actorOf(request), request.body, deps()),
  );

  app.put(
    '/api/integrations/shopify/settings',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Ustawienia połączenia: ogólne, zamówienia, produkty; 409 przy nieaktualnej wersji',
        body: shopifySettingsBody,
        response: { 200: shopifyConnection, ...writeErrors },
      },
    },
    async (request) => {
      const saved = await saveSettings(db(), actorOf(request), request.body);
      // A push round starts at once, so the first stock or price change after the save goes out.
      if (saved.products.warehouseId || saved.products.priceListId)
        await app.deps.jobs.send(shopifyPushJobName, {}).catch(() => null);
      return saved;
    },
  );

  app.delete(
    '/api/integrations/shopify',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Odłączenie sklepu (zaimportowane zamówienia zostają)',
        response: { 200: shopifyMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await disconnectShop(db(), actorOf(request));
      return { message: shopifyMessages.disconnected };
    },
  );

  app.post(
    '/api/integrations/shopify/check',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Sprawdzenie połączenia: nazwa i waluta sklepu',
        response: { 200: shopifyCheckResponse, ...writeErrors },
      },
    },
    async (request) => checkConnection(db(), request.auth.accountId, deps()),
  );

  app.post(
    '/api/integrations/shopify/sync',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Synchronizuj teraz: zamówienia zmienione od ostatniej synchronizacji',
        response: { 200: shopifyMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const runId = await requestSync(db(), request.auth.accountId);
      if (runId) await app.deps.jobs.send(shopifySyncJobName, { runId });
      return { message: shopifyMessages.syncQueued };
    },
  );

  app.get(
    '/api/integrations/shopify/runs',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Ostatnie synchronizacje (20) z ich liczbami i błędami',
        response: { 200: shopifySyncRunList, ...readErrors },
      },
    },
    async (request) => ({ data: await listRuns(db(), request.auth.accountId) }),
  );

  app.get(
    '/api/integrations/shopify/pushes',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wysyłka stanów i cen: ostatnie wysyłki (20), produkty z błędem, liczba oczekujących',
        response: { 200: shopifyPushes, ...readErrors },
      },
    },
    async (request) => listPushes(db(), request.auth.accountId),
  );
};

const webhookParams = z.object({ connectionId: z.string().max(64) });
const webhookAck = z.object({ received: z.boolean(), outcome: z.string() }).meta({ id: 'ShopifyWebhookAck' });

/**
 * Shopify's order webhooks (public; the signature is the authentication). Its own plugin so the
 * raw-body JSON parser the HMAC needs stays local to it.
 */
export const shopifyWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/shopify/webhooks/:connectionId',
    {
      schema: {
        tags: ['shopify'],
        summary:
          'Webhooki Shopify orders/create, orders/updated, orders/cancelled (podpis X-Shopify-Hmac-Sha256)',
        params: webhookParams,
        response: { 200: webhookAck, 400: errorResponse, 401: errorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      let result;
      try {
        result = await receiveWebhook(app.deps.database.db, shopifyDeps(app.deps.config), {
          connectionId: request.params.connectionId,
          rawBody: typeof request.body === 'string' ? request.body : '',
          hmac: header('x-shopify-hmac-sha256'),
          topic: header('x-shopify-topic'),
        });
      } catch (error) {
        request.log.warn({ error }, 'shopify: webhook not applied');
        // Shopify retries a failed delivery; the sync's next run also picks the order up.
        throw new AppError('UNAVAILABLE', 'Nie udało się teraz przyjąć zamówienia ze sklepu Shopify');
      }
      if (result.status === 'unauthorized') throw new AppError('UNAUTHENTICATED', result.message);
      return {
        received: true,
        outcome: result.status === 'applied' ? result.outcome : `ignored: ${result.reason}`,
      };
    },
  );
};
