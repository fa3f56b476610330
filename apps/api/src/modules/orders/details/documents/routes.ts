import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderFilesBody } from '@zaplecze/contract/files/files';
import { orderMutationResponse } from '@zaplecze/contract/orders/order-details';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { mutationErrors } from '../mutation-errors';
import { setOrderFiles } from './service';

/** The order's sales documents and attachments from the files library (issue 24 item 3). */
export const orderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/orders/:id/files',
    {
      preHandler: [app.requirePermission('oms.edit')],
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        summary:
          'Dokumenty sprzedaży i załączniki zamówienia (pliki biblioteki, całe listy; z wersją zamówienia)',
        params: orderIdParams,
        body: orderFilesBody,
        response: { 200: orderMutationResponse, ...mutationErrors },
      },
    },
    async (request) => setOrderFiles(app.deps.database.db, actorOf(request), request.params.id, request.body),
  );
};
