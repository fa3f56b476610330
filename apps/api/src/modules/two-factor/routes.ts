import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@zaplecze/contract/auth/auth';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  recoveryCodesResponse,
  twoFactorCodeBody,
  twoFactorMessages,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@zaplecze/contract/two-factor/two-factor';
import { userMessages } from '@zaplecze/contract/users/users';
import { notFound } from '../../errors';
import { actorOf, errorResponses } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { getUser } from '../accounts/service';
import { confirmTwoFactor, disableTwoFactor, getTwoFactorStatus, startTwoFactorSetup } from './service';

/** The signed-in user's own authenticator; an administrator's reset lives under /api/users. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const db = () => app.deps.database.db;
  const common = { tags: ['two-factor'], security: bearerSecurity };
  const errors = errorResponses(400, 401, 402, 409);

  app.get(
    '/api/auth/two-factor',
    {
      schema: {
        ...common,
        summary: 'Stan 2FA zalogowanego użytkownika',
        response: { 200: twoFactorStatusResponse, 401: errorResponse },
      },
    },
    async (request) => getTwoFactorStatus(db(), request.auth.userId),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      schema: {
        ...common,
        summary:
          'Początek konfiguracji: klucz, adres otpauth:// i kod QR (2FA włącza dopiero potwierdzenie kodem)',
        response: { 200: twoFactorSetupResponse, ...errors },
      },
    },
    async (request) => {
      const user = await getUser(db(), request.auth.userId);
      if (!user) throw notFound(userMessages.notFound);
      return startTwoFactorSetup(db(), config.jwtSecret, user);
    },
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      schema: {
        ...common,
        summary:
          'Potwierdzenie kodem z aplikacji: włącza 2FA i zwraca 10 kodów odzyskiwania (pokazywanych tylko raz)',
        body: twoFactorCodeBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) => confirmTwoFactor(db(), config.jwtSecret, actorOf(request), request.body.code),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      schema: {
        ...common,
        summary: 'Wyłączenie własnego 2FA kodem z aplikacji lub kodem odzyskiwania',
        body: twoFactorCodeBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await disableTwoFactor(db(), config.jwtSecret, actorOf(request), request.body.code);
      return { message: twoFactorMessages.disabled };
    },
  );
};
