import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ossMappingBody, priceCalculationBody, vatSettingsResponse } from '@zaplecze/contract/vat/vat';
import { actorOf, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { getVatSettings, saveOssMapping, savePriceCalculation } from './service';

/** VAT configuration: Polish rates, netto/brutto, the VAT OSS mapping. WMS read/edit. */
export const vatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const common = { tags: ['vat'], security: bearerSecurity };

  app.get(
    '/api/vat',
    {
      preHandler: [app.requirePermission('wms.read')],
      schema: {
        ...common,
        summary: 'Stawki VAT konta, sposób liczenia cen i mapowanie stawek VAT OSS',
        response: { 200: vatSettingsResponse, ...readErrors },
      },
    },
    async (request) => getVatSettings(db(), request.auth.accountId),
  );

  app.put(
    '/api/vat/price-calculation',
    {
      preHandler: [app.requirePermission('wms.edit')],
      schema: {
        ...common,
        summary: 'Ceny podawane netto albo brutto',
        body: priceCalculationBody,
        response: { 200: vatSettingsResponse, ...writeErrors },
      },
    },
    async (request) => savePriceCalculation(db(), actorOf(request), request.body),
  );

  app.put(
    '/api/vat/oss-mapping',
    {
      preHandler: [app.requirePermission('wms.edit')],
      schema: {
        ...common,
        summary: 'Mapowanie stawek krajów UE na polskie stawki (wysłane kraje zastępują zapisane)',
        body: ossMappingBody,
        response: { 200: vatSettingsResponse, ...writeErrors },
      },
    },
    async (request) => saveOssMapping(db(), actorOf(request), request.body),
  );
};
