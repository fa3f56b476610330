import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skuSettingsBody, skuSettingsResponse } from '@zaplecze/contract/sku-generator/sku-generator';
import { actorOf, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { getSkuSettings, saveSkuSettings } from './service';

export const skuGeneratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['sku-generator'], security: bearerSecurity };

  app.get(
    '/api/sku-generator',
    {
      preHandler: [app.requirePermission('pim.read')],
      schema: {
        ...common,
        summary: 'Wzorzec SKU konta, następny numer i podgląd',
        response: { 200: skuSettingsResponse, ...readErrors },
      },
    },
    async (request) => getSkuSettings(db(), request.auth.accountId),
  );

  app.put(
    '/api/sku-generator',
    {
      preHandler: [app.requirePermission('pim.edit')],
      schema: {
        ...common,
        summary: 'Zapis wzorca SKU (pierwszy zapis bez wersji; potem 409 przy nieaktualnej wersji)',
        description:
          'Znaczniki: {counter} lub {counter:N} (dokładnie jeden), {category}, {producer}, {brand} (opcjonalnie :N znaków kodu), {year}, {month}.',
        body: skuSettingsBody,
        response: { 200: skuSettingsResponse, ...writeErrors },
      },
    },
    async (request) => saveSkuSettings(db(), actorOf(request), request.body),
  );
};
