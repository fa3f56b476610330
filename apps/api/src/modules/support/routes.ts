import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  captchaResponse,
  supportMessages,
  supportTicketBody,
  supportTicketResponse,
} from '@zaplecze/contract/support/support';
import { issueCaptcha } from './captcha';
import { submitTicket } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const rateLimit = { max: config.rateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/api/support/captcha',
    {
      config: { rateLimit },
      schema: {
        tags: ['support'],
        summary: 'Nowa captcha formularza pomocy (obraz SVG, 6 znaków, ważna 10 minut, jednorazowa)',
        response: { 200: captchaResponse, 429: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueCaptcha(app.deps.database.db);
    },
  );

  app.post(
    '/api/support/tickets',
    {
      config: { rateLimit },
      schema: {
        tags: ['support'],
        summary: 'Wysłanie zgłoszenia do pomocy technicznej',
        description: '400 z fields.captcha, gdy kod się nie zgadza; każda captcha pozwala na jedną próbę.',
        body: supportTicketBody,
        response: { 201: supportTicketResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const id = await submitTicket(
        { db: app.deps.database.db, config, jobs: app.deps.jobs, logger: request.log },
        request.body,
        request.ip,
      );
      return reply.status(201).send({ id, message: supportMessages.ticketSent });
    },
  );
};
