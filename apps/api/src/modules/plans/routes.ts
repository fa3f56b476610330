import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { licenceResponse, planListResponse } from '@zaplecze/contract/plans/plans';
import { AppError } from '../../errors';
import { bearerSecurity } from '../../plugins/auth';
import { handleBillingEvent } from './billing';
import { getLicence, listPlans } from './service';
import { verifyStripeSignature } from './webhook';

/** Public: the price list and the payment provider's webhook. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Plany abonamentowe z cenami, funkcjami i limitami',
        response: { 200: planListResponse },
      },
    },
    async () => ({ data: await listPlans(app.deps.database.db, app.deps.config) }),
  );

  await app.register(billingWebhook);
};

/** Protected: registered in the authenticated scope of `app.ts`. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/licence',
    {
      schema: {
        tags: ['plans'],
        summary: 'Licencja konta: plan, ważność, limity, tryb tylko do odczytu',
        security: bearerSecurity,
        response: { 200: licenceResponse, 401: errorResponse },
      },
    },
    async (request) => getLicence(app.deps.database.db, request.auth.accountId),
  );
};

const webhookAck = z.object({ received: z.boolean(), outcome: z.string() }).meta({ id: 'WebhookAck' });

/** Its own plugin so the raw-body JSON parser it needs for the signature stays local to it. */
const billingWebhook: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      schema: {
        tags: ['plans'],
        summary: 'Webhook dostawcy płatności (podpis Stripe-Signature)',
        description:
          'checkout.session.completed z client_reference_id = id konta i metadata.plan = basic|extended|professional aktywuje plan na miesiąc.',
        response: { 200: webhookAck, 400: errorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const secret = app.deps.config.stripeWebhookSecret;
      if (!secret) {
        throw new AppError('UNAVAILABLE', 'Płatności nie są skonfigurowane (brak STRIPE_WEBHOOK_SECRET).');
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      if (!verifyStripeSignature(rawBody, typeof header === 'string' ? header : undefined, secret)) {
        throw new AppError('BAD_REQUEST', 'Nieprawidłowy podpis webhooka.');
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new AppError('BAD_REQUEST', 'Nieprawidłowy format danych webhooka.');
      }
      return { received: true, outcome: await handleBillingEvent(app.deps.database.db, event, request.log) };
    },
  );
};
