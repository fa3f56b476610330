import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  webhookDeliveryPage,
  webhookDeliveryQuery,
  webhookMessageResponse,
  webhookMessages,
  webhookSecretResponse,
  webhookSubscription,
  webhookSubscriptionBody,
  webhookSubscriptionList,
  webhookSubscriptionUpdateBody,
} from '@zaplecze/contract/webhooks/webhooks';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { webhookPumpJobName } from './jobs';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listDeliveries,
  listSubscriptions,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateSubscription,
  type WebhookSettings,
} from './service';

const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/** Webhook subscriptions and their delivery log (Integracje → Webhooki): administrators only, audited. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const settings = (): WebhookSettings => ({
    secretsKey: app.deps.config.secretsKey,
    allowLoopback: app.deps.config.webhooksAllowLoopback,
  });
  const common = { tags: ['webhooks'], security: bearerSecurity };
  const preHandler = [app.requireAdmin];
  /** Wakes a worker after a change that makes a delivery due now; the scheduled round finds it anyway. */
  const wake = async () => {
    await app.deps.jobs.send(webhookPumpJobName, {}).catch(() => null);
  };

  app.get(
    '/api/webhooks',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Subskrypcje webhooków konta',
        response: { 200: webhookSubscriptionList, ...readErrors },
      },
    },
    async (request) => ({ data: await listSubscriptions(db(), request.auth.accountId) }),
  );

  app.post(
    '/api/webhooks',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowa subskrypcja; sekret podpisu (whsec_…) jest w odpowiedzi tylko ten jeden raz',
        body: webhookSubscriptionBody,
        response: { 200: webhookSecretResponse, ...writeErrors },
      },
    },
    async (request) => createSubscription(db(), actorOf(request), request.body, settings()),
  );

  app.get(
    '/api/webhooks/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Jedna subskrypcja',
        params: idParams,
        response: { 200: webhookSubscription, ...readErrors },
      },
    },
    async (request) => getSubscription(db(), request.auth.accountId, request.params.id),
  );

  app.put(
    '/api/webhooks/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Zmiana subskrypcji (adres, zdarzenia, włączona); 409 przy nieaktualnej wersji',
        params: idParams,
        body: webhookSubscriptionUpdateBody,
        response: { 200: webhookSubscription, ...writeErrors },
      },
    },
    async (request) =>
      updateSubscription(db(), actorOf(request), request.params.id, request.body, settings()),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Usunięcie subskrypcji z jej dziennikiem',
        params: idParams,
        response: { 200: webhookMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await deleteSubscription(db(), actorOf(request), request.params.id);
      return { message: webhookMessages.deleted };
    },
  );

  app.post(
    '/api/webhooks/:id/rotate-secret',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowy sekret podpisu (stary przestaje działać); pokazany tylko ten jeden raz',
        params: idParams,
        response: { 200: webhookSecretResponse, ...writeErrors },
      },
    },
    async (request) => rotateSecret(db(), actorOf(request), request.params.id, settings()),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Dziennik dostarczeń subskrypcji, od najnowszych, stronicowany',
        params: idParams,
        querystring: webhookDeliveryQuery,
        response: { 200: webhookDeliveryPage, ...readErrors },
      },
    },
    async (request) => listDeliveries(db(), request.auth.accountId, request.params.id, request.query),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wyślij ponownie',
        params: deliveryParams,
        response: { 200: webhookMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const answer = await resendDelivery(
        db(),
        actorOf(request),
        request.params.id,
        request.params.deliveryId,
      );
      await wake();
      return answer;
    },
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wyślij zdarzenie testowe (webhook.test)',
        params: idParams,
        response: { 200: webhookMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const answer = await sendTestEvent(db(), actorOf(request), request.params.id);
      await wake();
      return answer;
    },
  );
};
