import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  companySettingsBody,
  companySettingsResponse,
  profileBody,
  profileResponse,
} from '@zaplecze/contract/settings/settings';
import { bearerSecurity } from '../../plugins/auth';
import { getCompanySettings, getProfile, updateCompanySettings, updateProfile } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const writeErrors = {
    400: errorResponse,
    401: errorResponse,
    402: errorResponse,
    403: errorResponse,
    409: errorResponse,
  };

  app.get(
    '/api/settings/company',
    {
      schema: {
        tags: ['settings'],
        summary: 'Dane firmy do faktury',
        security: bearerSecurity,
        response: { 200: companySettingsResponse, 401: errorResponse },
      },
    },
    async (request) => getCompanySettings(db(), request.auth.accountId),
  );

  app.put(
    '/api/settings/company',
    {
      preHandler: [app.requireAdmin],
      schema: {
        tags: ['settings'],
        summary: 'Zmiana danych firmy (tylko administrator; 409 przy nieaktualnej wersji)',
        security: bearerSecurity,
        body: companySettingsBody,
        response: { 200: companySettingsResponse, ...writeErrors },
      },
    },
    async (request) => updateCompanySettings(db(), { ...request.auth, ip: request.ip }, request.body),
  );

  app.get(
    '/api/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Profil zalogowanego użytkownika',
        security: bearerSecurity,
        response: { 200: profileResponse, 401: errorResponse },
      },
    },
    async (request) => getProfile(db(), request.auth),
  );

  app.put(
    '/api/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Zmiana nazwy wyświetlanej i adresu e-mail (409 przy nieaktualnej wersji lub zajętym e-mailu)',
        security: bearerSecurity,
        body: profileBody,
        response: { 200: profileResponse, ...writeErrors },
      },
    },
    async (request) => updateProfile(db(), { ...request.auth, ip: request.ip }, request.body),
  );
};
