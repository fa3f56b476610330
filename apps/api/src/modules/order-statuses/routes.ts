import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  createStatusBody,
  deleteGroupQuery,
  deleteStatusQuery,
  groupBody,
  idParams,
  orderStatusGroupListResponse,
  orderStatusGroupResponse,
  orderStatusListResponse,
  orderStatusResponse,
  reorderGroupsBody,
  reorderStatusesBody,
  updateGroupBody,
  updateStatusBody,
} from '@zaplecze/contract/order-statuses/order-statuses';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { actorOf } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { createGroup, deleteGroup, getGroup, listGroups, reorderGroups, updateGroup } from './groups';
import {
  createStatus,
  deleteStatus,
  getStatus,
  listStatuses,
  reorderStatuses,
  updateStatus,
} from './service';

const noContent = z.null().describe('Brak treści');

export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (permission: Permission) => ({
    preHandler: [app.requirePermission(permission)],
  });
  const tags = ['order-statuses'];
  const security = bearerSecurity;
  const readErrors = { 401: errorResponse, 403: errorResponse };
  const writeErrors = {
    400: errorResponse,
    401: errorResponse,
    402: errorResponse,
    403: errorResponse,
    404: errorResponse,
    409: errorResponse,
  };

  app.get(
    '/api/order-statuses',
    {
      ...guard('oms.read'),
      schema: {
        tags,
        security,
        summary: 'Statusy zamówień konta',
        response: { 200: orderStatusListResponse, ...readErrors },
      },
    },
    async (request) => listStatuses(db(), request.auth.accountId),
  );

  app.get(
    '/api/order-statuses/:id',
    {
      ...guard('oms.read'),
      schema: {
        tags,
        security,
        summary: 'Jeden status',
        params: idParams,
        response: { 200: orderStatusResponse, ...readErrors, 404: errorResponse },
      },
    },
    async (request) => getStatus(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/order-statuses',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Nowy status (na końcu swojej grupy)',
        body: createStatusBody,
        response: { 201: orderStatusResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStatus(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/order-statuses/positions',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Kolejność statusów jednej grupy; statusy z innych grup zostają do niej przeniesione',
        body: reorderStatusesBody,
        response: { 200: orderStatusListResponse, ...writeErrors },
      },
    },
    async (request) => reorderStatuses(db(), actorOf(request), request.body),
  );

  app.put(
    '/api/order-statuses/:id',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Zmiana statusu (409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateStatusBody,
        response: { 200: orderStatusResponse, ...writeErrors },
      },
    },
    async (request) => updateStatus(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/order-statuses/:id',
    {
      ...guard('oms.delete'),
      schema: {
        tags,
        security,
        summary: 'Usunięcie statusu; jego zamówienia przechodzą do statusu zastępczego',
        params: idParams,
        querystring: deleteStatusQuery,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteStatus(db(), actorOf(request), request.params.id, request.query.replacementId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/order-status-groups',
    {
      ...guard('oms.read'),
      schema: {
        tags,
        security,
        summary: 'Grupy statusów konta',
        response: { 200: orderStatusGroupListResponse, ...readErrors },
      },
    },
    async (request) => listGroups(db(), request.auth.accountId),
  );

  app.get(
    '/api/order-status-groups/:id',
    {
      ...guard('oms.read'),
      schema: {
        tags,
        security,
        summary: 'Jedna grupa statusów',
        params: idParams,
        response: { 200: orderStatusGroupResponse, ...readErrors, 404: errorResponse },
      },
    },
    async (request) => getGroup(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/order-status-groups',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Nowa grupa statusów (na końcu)',
        body: groupBody,
        response: { 201: orderStatusGroupResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createGroup(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/order-status-groups/positions',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Kolejność wszystkich grup statusów',
        body: reorderGroupsBody,
        response: { 200: orderStatusGroupListResponse, ...writeErrors },
      },
    },
    async (request) => reorderGroups(db(), actorOf(request), request.body),
  );

  app.put(
    '/api/order-status-groups/:id',
    {
      ...guard('oms.edit'),
      schema: {
        tags,
        security,
        summary: 'Zmiana nazwy grupy (409 przy nieaktualnej wersji)',
        params: idParams,
        body: updateGroupBody,
        response: { 200: orderStatusGroupResponse, ...writeErrors },
      },
    },
    async (request) => updateGroup(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/order-status-groups/:id',
    {
      ...guard('oms.delete'),
      schema: {
        tags,
        security,
        summary: "Usunięcie grupy; jej statusy trafiają do wskazanej grupy albo do 'Bez grupy'",
        params: idParams,
        querystring: deleteGroupQuery,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGroup(db(), actorOf(request), request.params.id, request.query.targetGroupId ?? null);
      return reply.status(204).send(null);
    },
  );
};
