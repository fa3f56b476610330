import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditListResponse } from '@zaplecze/contract/audit/audit';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { pageQuery } from '@zaplecze/contract/common/pagination';
import {
  offeredParametersQuery,
  offeredParametersResponse,
  productCoreMessages,
  productOptionsResponse,
  productPictureLimits,
  productPictureUploadResponse,
} from '@zaplecze/contract/products/product-core';
import { createProductBody, productResponse, updateProductBody } from '@zaplecze/contract/products/products';
import { AppError } from '../../errors';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { listAllPriceLists, registerPriceListChangeHook } from '../warehouses/service';
import { productCardCsv, productCardPdf } from './card';
import { copyProduct } from './copy';
import { offeredParameters } from './offered-parameters';
import { productOptions } from './options';
import { pictureFileName, readProductPicture, saveProductPicture } from './pictures';
import { recomputeProductPrices } from './prices';
import { registerProductReferenceChecks } from './reference-checks';
import { createProduct, deleteProduct, getProduct, productHistory, updateProduct } from './service';

const fileResponse = z.any().describe('Plik');
const historyQuery = pageQuery.extend({ limit: pageQuery.shape.limit.default(20) });
const pictureParams = z.object({ accountId: z.uuid(), file: z.string().regex(pictureFileName) });

let hooksRegistered = false;
/** Dictionaries refuse deleting what products use; price-list changes move the products' prices. */
function registerHooks() {
  if (hooksRegistered) return;
  hooksRegistered = true;
  registerProductReferenceChecks();
  registerPriceListChangeHook((tx, accountId) => recomputeProductPrices(tx, accountId, null));
}

const accessOf = (request: FastifyRequest) => ({
  canPublish: request.access?.permissions.includes('pim.publish') ?? false,
});

/** The product core of the catalogue (issue #14): one product, its copy, pictures, card, history. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  registerHooks();
  const db = () => app.deps.database.db;
  const { storage } = app.deps;
  const common = { tags: ['products'], security: bearerSecurity };
  const guard = (permission: 'pim.read' | 'pim.edit' | 'pim.delete') => ({
    preHandler: [app.requirePermission(permission)],
  });

  app.get(
    '/api/products/options',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Wszystkie listy wyboru edytora produktu jednym wywołaniem',
        response: { 200: productOptionsResponse, ...readErrors },
      },
    },
    async (request) => productOptions(db(), request.auth.accountId),
  );

  app.get(
    '/api/products/offered-parameters',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Parametry proponowane najpierw produktom kategorii (używane w niej i z ich grup)',
        querystring: offeredParametersQuery,
        response: { 200: offeredParametersResponse, ...readErrors },
      },
    },
    async (request) => ({
      parameterIds: await offeredParameters(db(), request.auth.accountId, request.query.categoryId),
    }),
  );

  app.get(
    '/api/products/:id',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Produkt z wariantami i cenami we wszystkich cennikach',
        params: idParams,
        response: { 200: productResponse, ...readErrors },
      },
    },
    async (request) => getProduct(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/products',
    {
      ...guard('pim.edit'),
      // Product prices change here (and a product is created): a retry must not do it twice.
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Nowy produkt (402 ponad limit planu, 409 zajęte SKU)',
        body: createProductBody,
        response: { 201: productResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(db(), actorOf(request), accessOf(request), request.body)),
  );

  app.put(
    '/api/products/:id',
    {
      ...guard('pim.edit'),
      // Product prices change here (and a product is created): a retry must not do it twice.
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Zmiana produktu z wersją (409 przy nieaktualnej wersji lub zajętym SKU)',
        params: idParams,
        body: updateProductBody,
        response: { 200: productResponse, ...writeErrors },
      },
    },
    async (request) =>
      updateProduct(db(), actorOf(request), accessOf(request), request.params.id, request.body, storage),
  );

  app.delete(
    '/api/products/:id',
    {
      ...guard('pim.delete'),
      schema: {
        ...common,
        summary: 'Usunięcie produktu (409, gdy zamówienia go rezerwują)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteProduct(db(), actorOf(request), request.params.id, storage);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/products/:id/copy',
    {
      ...guard('pim.edit'),
      schema: {
        ...common,
        summary: 'Kopia produktu (SKU z generatora albo z końcówką -KOPIA); bez stanów magazynowych',
        params: idParams,
        response: { 201: productResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyProduct(db(), actorOf(request), accessOf(request), request.params.id)),
  );

  app.get(
    '/api/products/:id/history',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Historia zmian produktu (od najnowszych)',
        params: idParams,
        querystring: historyQuery,
        response: { 200: auditListResponse, ...readErrors },
      },
    },
    async (request) => productHistory(db(), request.auth.accountId, request.params.id, request.query),
  );

  app.get(
    '/api/products/:id/pdf',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Karta produktu (PDF)',
        params: idParams,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const product = await getProduct(db(), request.auth.accountId, request.params.id);
      const pdf = await productCardPdf(db(), storage, request.auth.accountId, product);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="produkt-${encodeURIComponent(product.sku)}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/products/:id/csv',
    {
      ...guard('pim.read'),
      schema: {
        ...common,
        summary: 'Produkt jako CSV (wiersz produktu i wiersz na wariant)',
        params: idParams,
        response: { 200: fileResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const product = await getProduct(db(), request.auth.accountId, request.params.id);
      const lists = await listAllPriceLists(db(), request.auth.accountId);
      const csv = productCardCsv(product, lists.find((list) => list.isDefault)?.id ?? null);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="produkt-${encodeURIComponent(product.sku)}.csv"`,
        )
        .send(csv);
    },
  );

  app.post(
    '/api/products/pictures',
    {
      ...guard('pim.edit'),
      schema: {
        ...common,
        summary: 'Zdjęcie produktu: multipart/form-data, pole file; JPEG, PNG lub WebP do 5 MB',
        consumes: ['multipart/form-data'],
        response: {
          201: productPictureUploadResponse,
          ...writeErrors,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', productCoreMessages.pictureType, {
          file: productCoreMessages.pictureType,
        });
      let bytes: Buffer | undefined;
      try {
        const file = await request.file({ limits: { fileSize: productPictureLimits.maxBytes, files: 1 } });
        bytes = await file?.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', productCoreMessages.pictureTooLarge, {
            file: productCoreMessages.pictureTooLarge,
          });
        throw error;
      }
      if (!bytes?.length)
        throw new AppError('VALIDATION_FAILED', productCoreMessages.pictureMissing, {
          file: productCoreMessages.pictureMissing,
        });
      return reply.status(201).send(await saveProductPicture(storage, request.auth.accountId, bytes));
    },
  );
};

/** Public: a product picture under an unguessable name, read by `<img>` without a session. */
export const productFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    '/api/files/products/:accountId/:file',
    {
      schema: {
        tags: ['products'],
        summary: 'Zdjęcie produktu pod nieodgadywalną nazwą (bez sesji, by działało w <img>)',
        params: pictureParams,
        response: { 200: fileResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await readProductPicture(storage, request.params.accountId, request.params.file);
      if (!file) throw new AppError('NOT_FOUND', 'Nie znaleziono pliku.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
