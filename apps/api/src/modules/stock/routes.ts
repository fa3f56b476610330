import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { missingPermissionMessage, type Permission } from '@zaplecze/contract/roles/permissions';
import {
  productLookupQuery,
  productLookupResponse,
  productStockResponse,
  putProductStockBody,
} from '@zaplecze/contract/stock/stock';
import { AppError } from '../../errors';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { lookupProducts } from './lookup';
import { getProductStock, putProductStock } from './product-stock';

/** Any one of the permissions lets the caller in; the message names the first. */
const anyOf =
  (...permissions: Permission[]) =>
  async (request: FastifyRequest) => {
    if (!request.access) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
    const granted = request.access.permissions;
    if (!permissions.some((permission) => granted.includes(permission)))
      throw new AppError('FORBIDDEN', missingPermissionMessage(permissions[0]!));
  };

/** Stock of a product (WMS) and the catalogue search of orders. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const guard = (...permissions: Permission[]) => ({ preHandler: [anyOf(...permissions)] });
  const security = bearerSecurity;

  app.get(
    '/api/products/lookup',
    {
      ...guard('oms.edit', 'pim.read'),
      schema: {
        tags: ['products'],
        security,
        summary: 'Wyszukiwanie produktów katalogu (nazwa, SKU, EAN) z ceną z cennika',
        querystring: productLookupQuery,
        response: { 200: productLookupResponse, ...readErrors },
      },
    },
    async (request) => lookupProducts(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/products/:id/stock',
    {
      ...guard('wms.read'),
      schema: {
        tags: ['products'],
        security,
        summary: 'Stany produktu w magazynach, rezerwacje zamówień i ostatnie ruchy',
        params: idParams,
        response: { 200: productStockResponse, ...readErrors },
      },
    },
    async (request) => getProductStock(db(), request.auth.accountId, request.params.id),
  );

  app.put(
    '/api/products/:id/stock',
    {
      ...guard('wms.edit', 'wms.inventory'),
      config: { idempotent: true },
      schema: {
        tags: ['products'],
        security,
        summary: 'Ustawienie stanów produktu w magazynach (korekta z powodem)',
        params: idParams,
        body: putProductStockBody,
        response: { 200: productStockResponse, ...writeErrors },
      },
    },
    async (request) => putProductStock(db(), actorOf(request), request.params.id, request.body),
  );
};
