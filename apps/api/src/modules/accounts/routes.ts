import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationPayload, registrationResponse } from '@zaplecze/contract/accounts/accounts';
import { activateBody, authMessages, messageResponse } from '@zaplecze/contract/auth/auth';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { activateAccount } from './activation';
import { registerAccount } from './registration';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const rateLimit = { max: config.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/Accounts',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Rejestracja firmy (konto, dane do faktury, pierwszy użytkownik, okres próbny)',
        description:
          'Tworzy nieaktywne konto i wysyła link aktywacyjny ważny 48 godzin. 409: zajęta nazwa użytkownika lub e-mail (fields.username / fields.email).',
        body: registrationPayload,
        response: { 201: registrationResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await registerAccount(
        { db: app.deps.database.db, config, jobs: app.deps.jobs, logger: request.log },
        request.body,
        request.ip,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/auth/activate',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Aktywacja konta linkiem z wiadomości e-mail',
        description: '400: token nieprawidłowy, użyty lub wygasły; 404: nie ma takiego użytkownika.',
        body: activateBody,
        response: { 200: messageResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await activateAccount(app.deps.database.db, request.body, request.ip);
      return { message: authMessages.activationSuccess };
    },
  );
};
