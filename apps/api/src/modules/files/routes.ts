import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import {
  createFolderBody,
  createSharedLinkBody,
  fileItem,
  fileListQuery,
  fileListResponse,
  fileMessages,
  fileUsageResponse,
  folderTreeResponse,
  sharedLinkListQuery,
  sharedLinkListResponse,
  sharedLinkResponse,
  updateItemBody,
  uploadQuery,
  fileLimits,
  fileLookupQuery,
  fileLookupResponse,
} from '@zaplecze/contract/files/files';
import { AppError } from '../../errors';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { sendFile } from './send-file';
import { tooLarge } from './upload';
import {
  createFolder,
  deleteItem,
  describeFiles,
  folderTree,
  libraryUsage,
  listItems,
  openFile,
  updateItem,
  uploadFile,
} from './service';
import { createSharedLink, listSharedLinks, revokeSharedLink } from './shared-links';

/** The files library of issue 24: folders, uploads, downloads, the quota and shared links. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;
  const db = () => app.deps.database.db;
  const common = { tags: ['files'], security: bearerSecurity };
  const uploadErrors = { ...writeErrors, 413: errorResponse, 415: errorResponse };

  app.get(
    '/api/files',
    {
      preHandler: [app.requirePermission('files.read')],
      schema: {
        ...common,
        summary: 'Zawartość folderu (foldery, potem pliki) albo wyniki wyszukiwania w całej bibliotece',
        querystring: fileListQuery,
        response: { 200: fileListResponse, ...readErrors },
      },
    },
    async (request) => listItems(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/files/folders',
    {
      preHandler: [app.requirePermission('files.read')],
      schema: {
        ...common,
        summary: `Wszystkie foldery biblioteki (do ${fileLimits.folderTreeMax}), do przenoszenia`,
        response: { 200: folderTreeResponse, ...readErrors },
      },
    },
    async (request) => folderTree(db(), request.auth.accountId),
  );

  app.get(
    '/api/files/lookup',
    {
      preHandler: [app.requirePermission('files.read')],
      schema: {
        ...common,
        summary:
          'Pliki biblioteki o podanych id (ids=a,b,…; do 100), np. dokumenty zamówienia; nieznane pominięte',
        querystring: fileLookupQuery,
        response: { 200: fileLookupResponse, ...readErrors },
      },
    },
    async (request) => ({ data: await describeFiles(db(), request.auth.accountId, request.query.ids) }),
  );

  // Every signed-in user: the shell's disk alert reads this figure, whatever the role.
  app.get(
    '/api/files/usage',
    {
      schema: {
        ...common,
        summary: 'Zajętość dysku konta: bajty biblioteki plików wobec limitu planu',
        response: { 200: fileUsageResponse, 401: errorResponse },
      },
    },
    async (request) => libraryUsage(db(), request.auth.accountId),
  );

  app.post(
    '/api/files/folders',
    {
      preHandler: [app.requirePermission('files.edit')],
      schema: {
        ...common,
        summary: 'Nowy folder (parentId null: na najwyższym poziomie)',
        body: createFolderBody,
        response: { 201: fileItem, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder(db(), actorOf(request), request.body)),
  );

  for (const type of ['folder', 'file'] as const) {
    const path = type === 'folder' ? '/api/files/folders/:id' : '/api/files/:id';
    const noun = type === 'folder' ? 'folderu' : 'pliku';
    app.patch(
      path,
      {
        preHandler: [app.requirePermission('files.edit')],
        schema: {
          ...common,
          summary: `Zmiana nazwy lub przeniesienie ${noun} (z wersją; 409 przy nieaktualnej lub zajętej nazwie)`,
          params: idParams,
          body: updateItemBody,
          response: { 200: fileItem, ...writeErrors },
        },
      },
      async (request) => updateItem(db(), actorOf(request), type, request.params.id, request.body),
    );
    app.delete(
      path,
      {
        preHandler: [app.requirePermission('files.delete')],
        schema: {
          ...common,
          summary: type === 'folder' ? 'Usunięcie folderu z całą zawartością' : 'Usunięcie pliku',
          params: idParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await deleteItem(db(), storage, actorOf(request), type, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/api/files/upload',
    {
      preHandler: [app.requirePermission('files.edit')],
      schema: {
        ...common,
        summary:
          'Przesłanie jednego pliku (multipart/form-data, pole file, do 50 MB); typ rozpoznany po zawartości, obrazy kodowane od nowa',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 201: fileItem, ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.fileMissing, {
          file: fileMessages.fileMissing,
        });
      // A body announced far past the limit is refused before a byte of it is read.
      if (Number(request.headers['content-length'] ?? 0) > fileLimits.maxBytes + 1024 * 1024)
        throw tooLarge();
      // One byte past the limit lets the upload's own counter tell "too large" from "exactly the limit".
      const part = await request.file({ limits: { fileSize: fileLimits.maxBytes + 1, files: 1 } });
      if (!part)
        throw new AppError('VALIDATION_FAILED', fileMessages.fileMissing, { file: fileMessages.fileMissing });
      try {
        const saved = await uploadFile(db(), storage, actorOf(request), request.query.folderId ?? null, {
          name: part.filename,
          stream: part.file,
        });
        return reply.status(201).send(saved);
      } finally {
        // A refused upload is read to its end, so the client gets the answer instead of a reset.
        if (!part.file.readableEnded) part.file.resume();
      }
    },
  );

  app.get(
    '/api/files/:id/content',
    {
      preHandler: [app.requirePermission('files.read')],
      schema: {
        ...common,
        summary: 'Zawartość pliku: obrazy inline, pozostałe jako załącznik (nosniff)',
        params: idParams,
        response: readErrors,
      },
    },
    async (request, reply) => {
      const { file, stream, size } = await openFile(db(), storage, request.auth.accountId, request.params.id);
      return sendFile(reply, {
        name: file.name,
        contentType: file.contentType,
        size,
        stream,
        inline: file.kind === 'image',
        cache: 'private, no-store',
      });
    },
  );

  app.get(
    '/api/files/shared-links',
    {
      preHandler: [app.requirePermission('files.read')],
      schema: {
        ...common,
        summary: 'Udostępnione linki konta (najnowsze najpierw), opcjonalnie jednego pliku lub folderu',
        querystring: sharedLinkListQuery,
        response: { 200: sharedLinkListResponse, ...readErrors },
      },
    },
    async (request) => listSharedLinks(db(), request.auth.accountId, request.query),
  );

  app.post(
    '/api/files/shared-links',
    {
      preHandler: [app.requirePermission('files.share')],
      schema: {
        ...common,
        summary: 'Nowy publiczny link do pliku albo folderu (opcjonalnie data wygaśnięcia i hasło)',
        body: createSharedLinkBody,
        response: { 201: sharedLinkResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSharedLink(db(), actorOf(request), request.body)),
  );

  app.post(
    '/api/files/shared-links/:id/revoke',
    {
      preHandler: [app.requirePermission('files.share')],
      schema: {
        ...common,
        summary: 'Wyłączenie linku (na stałe; licznik pobrań zostaje)',
        params: idParams,
        response: { 200: sharedLinkResponse, ...writeErrors },
      },
    },
    async (request) => revokeSharedLink(db(), actorOf(request), request.params.id),
  );
};
