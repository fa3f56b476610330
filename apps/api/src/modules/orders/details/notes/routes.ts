import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderNoteBody, orderNoteParams } from '@zaplecze/contract/orders/order-detail-parts';
import { orderMutationResponse, orderVersionQuery } from '@zaplecze/contract/orders/order-details';
import { orderIdParams } from '@zaplecze/contract/orders/orders';
import { actorOf } from '../../../../lib/routes';
import { bearerSecurity } from '../../../../plugins/auth';
import { mutationErrors } from '../mutation-errors';
import { addOrderNote, deleteOrderNote, updateOrderNote } from './service';

/** The order's notes; each change answers the order as it now is. */
export const orderNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: 'oms.edit') => ({
    preHandler: [app.requirePermission(permission)],
  });
  const schema = (summary: string) => ({
    tags: ['orders'],
    security: bearerSecurity,
    summary,
    response: { 200: orderMutationResponse, ...mutationErrors },
  });

  app.post(
    '/api/orders/:id/notes',
    {
      ...guard('oms.edit'),
      schema: { ...schema('Dodanie notatki'), params: orderIdParams, body: orderNoteBody },
    },
    async (request) => addOrderNote(db(), actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/notes/:noteId',
    {
      ...guard('oms.edit'),
      schema: { ...schema('Zmiana notatki'), params: orderNoteParams, body: orderNoteBody },
    },
    async (request) =>
      updateOrderNote(db(), actorOf(request), request.params.id, request.params.noteId, request.body),
  );

  app.delete(
    '/api/orders/:id/notes/:noteId',
    {
      ...guard('oms.edit'),
      schema: { ...schema('Usunięcie notatki'), params: orderNoteParams, querystring: orderVersionQuery },
    },
    async (request) =>
      deleteOrderNote(
        db(),
        actorOf(request),
        request.params.id,
        request.params.noteId,
        request.query.version,
      ),
  );
};
