import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setsSettingsResponse, updateSetsSettingsBody } from '@zaplecze/contract/sets-settings/sets-settings';
import { actorOf, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { getSetsSettings, saveSetsSettings } from './service';

/** Where sets (bundles) are broken down into their components: one record per account. */
export const setsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['sets-settings'], security: bearerSecurity };

  app.get(
    '/api/sets-settings',
    {
      preHandler: [app.requirePermission('wms.read')],
      schema: {
        ...common,
        summary: 'Konfiguracja zestawów konta',
        response: { 200: setsSettingsResponse, ...readErrors },
      },
    },
    async (request) => getSetsSettings(db(), request.auth.accountId),
  );

  app.put(
    '/api/sets-settings',
    {
      preHandler: [app.requirePermission('wms.edit')],
      schema: {
        ...common,
        summary: 'Zapis konfiguracji zestawów (409 przy nieaktualnej wersji)',
        body: updateSetsSettingsBody,
        response: { 200: setsSettingsResponse, ...writeErrors },
      },
    },
    async (request) => saveSetsSettings(db(), actorOf(request), request.body),
  );
};
