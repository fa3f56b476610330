import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryListResponse } from '@zaplecze/contract/common/countries';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  billingCardBody,
  contactCardBody,
  deliveryCardBody,
  paymentCardBody,
  pickupCardBody,
  scheduleCardBody,
} from '@zaplecze/contract/orders/order-cards';
import { copyOrderBody, recordPaymentBody } from '@zaplecze/contract/orders/order-detail-parts';
import {
  changeOrderStatusBody,
  orderMutationResponse,
  orderNeighboursQuery,
  orderNeighboursResponse,
} from '@zaplecze/contract/orders/order-details';
import { orderIdParams, orderResponse } from '@zaplecze/contract/orders/orders';
import { actorOf } from '../../../lib/routes';
import { bearerSecurity } from '../../../plugins/auth';
import { polishCountries } from './countries';
import {
  updateBillingCard,
  updateContactCard,
  updateDeliveryCard,
  updatePaymentCard,
  updatePickupCard,
  updateScheduleCard,
} from './cards/service';
import { copyOrder } from './copy/service';
import { orderNeighbours } from './neighbours/service';
import { orderDocumentRoutes } from './documents/routes';
import { orderNoteRoutes } from './notes/routes';
import { orderProductRoutes } from './products/routes';
import { orderReturnRoutes } from './returns/routes';
import { orderShipmentRoutes } from './shipments/routes';
import { orderSyncLogRoutes } from './sync-log/routes';
import { orderWarehouseRoutes } from './warehouse/routes';
import { recordPayment } from './payments/service';
import { changeOrderStatus } from './status/service';
import { mutationErrors } from './mutation-errors';

/** The order details page and the new-order dialog: header, cards, payments, copy, countries. */
export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const edit = { preHandler: [app.requirePermission('oms.edit')] };
  const tags = ['orders'];
  const security = bearerSecurity;
  const mutation = (summary: string) => ({
    tags,
    security,
    summary,
    params: orderIdParams,
    response: { 200: orderMutationResponse, ...mutationErrors },
  });

  app.get(
    '/api/countries',
    {
      schema: {
        tags,
        security,
        summary: 'Kraje (ISO 3166-1) z polskimi nazwami, w polskim porządku alfabetycznym',
        response: { 200: countryListResponse, 401: errorResponse },
      },
    },
    async () => ({ data: polishCountries() }),
  );

  app.get(
    '/api/orders/:id/neighbours',
    {
      preHandler: [app.requirePermission('oms.read')],
      schema: {
        tags,
        security,
        summary: 'Poprzednie i następne zamówienie według filtra i sortowania listy',
        params: orderIdParams,
        querystring: orderNeighboursQuery,
        response: { 200: orderNeighboursResponse, ...mutationErrors },
      },
    },
    async (request) => orderNeighbours(db(), request.auth.accountId, request.params.id, request.query),
  );

  app.put(
    '/api/orders/:id/status',
    {
      ...edit,
      schema: {
        ...mutation('Zmiana statusu jednego zamówienia (historia i dziennik zmian)'),
        body: changeOrderStatusBody,
      },
    },
    async (request) => changeOrderStatus(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/billing',
    {
      ...edit,
      schema: {
        ...mutation('Karta danych rozliczeniowych (paragon / faktura z NIP)'),
        body: billingCardBody,
      },
    },
    async (request) => updateBillingCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/delivery-address',
    { ...edit, schema: { ...mutation('Karta adresu dostawy'), body: deliveryCardBody } },
    async (request) => updateDeliveryCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/pickup-point',
    { ...edit, schema: { ...mutation('Karta punktu odbioru'), body: pickupCardBody } },
    async (request) => updatePickupCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/contact',
    { ...edit, schema: { ...mutation('Karta danych kontaktowych'), body: contactCardBody } },
    async (request) => updateContactCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/schedule',
    { ...edit, schema: { ...mutation('Karta terminów wysyłki i dostawy'), body: scheduleCardBody } },
    async (request) => updateScheduleCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/orders/:id/payment',
    {
      ...edit,
      schema: { ...mutation('Karta płatności: metoda płatności i rodzaj dokumentu'), body: paymentCardBody },
    },
    async (request) => updatePaymentCard(db(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/payments',
    {
      ...edit,
      schema: {
        ...mutation('Zarejestrowanie wpłaty (zwiększa kwotę już zapłaconą)'),
        body: recordPaymentBody,
      },
    },
    async (request) => recordPayment(db(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/copy',
    {
      ...edit,
      schema: {
        tags,
        security,
        summary: 'Kopia zamówienia z zaznaczonymi częściami (nowy numer; limit planu)',
        params: orderIdParams,
        body: copyOrderBody,
        response: { 201: orderResponse, ...mutationErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyOrder(db(), actorOf(request), request.params.id, request.body)),
  );

  await app.register(orderProductRoutes);
  await app.register(orderNoteRoutes);
  await app.register(orderDocumentRoutes);
  await app.register(orderShipmentRoutes);
  await app.register(orderReturnRoutes);
  await app.register(orderSyncLogRoutes);
  await app.register(orderWarehouseRoutes);
};
