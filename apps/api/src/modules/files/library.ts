import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fileLimits,
  fileMessages,
  type createFolderBody,
  type FileItem,
  type FileList,
  type fileListQuery,
  type FolderTree,
  orderFileMessages,
  type updateItemBody,
} from '@zaplecze/contract/files/files';
import type { Db } from '../../db/client';
import { fileFolders, libraryFiles } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { assertWritable } from '../plans/service';
import {
  findFile,
  findFolder,
  folderChains,
  lockLibrary,
  nameTaken,
  selectFolderTree,
  selectItems,
  storageKeysIn,
  subtreeFolderIds,
  type FileRow,
  type FolderRow,
  type ItemSort,
} from './repository';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

const taken = () => new AppError('CONFLICT', fileMessages.nameTaken, { name: fileMessages.nameTaken });
const stale = () =>
  new AppError('VERSION_CONFLICT', 'Ktoś inny zmienił ten element w międzyczasie. Odśwież listę.');

export async function loadFolder(db: Db, accountId: string, id: string): Promise<FolderRow> {
  const folder = await findFolder(db, accountId, id);
  if (!folder) throw notFound(fileMessages.folderNotFound);
  return folder;
}

export async function loadFile(db: Db, accountId: string, id: string): Promise<FileRow> {
  const file = await findFile(db, accountId, id);
  if (!file) throw notFound(fileMessages.fileNotFound);
  return file;
}

/** A parent given in a body: 404 under the field when it is not a folder of the account. */
export async function targetFolder(
  db: Db,
  accountId: string,
  id: string | null,
  field: string,
): Promise<string | null> {
  if (id === null) return null;
  if (!(await findFolder(db, accountId, id)))
    throw new AppError('NOT_FOUND', fileMessages.folderNotFound, { [field]: fileMessages.folderNotFound });
  return id;
}

export function fileItemOf(row: FileRow, path = ''): FileItem {
  return {
    type: 'file',
    id: row.id,
    name: row.name,
    folderId: row.folderId,
    size: row.size,
    contentType: row.contentType,
    kind: row.kind,
    path,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    version: row.version,
  };
}

function folderItemOf(row: FolderRow): FileItem {
  return {
    type: 'folder',
    id: row.id,
    name: row.name,
    folderId: row.parentId,
    size: null,
    contentType: null,
    kind: null,
    path: '',
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    version: row.version,
  };
}

export async function listItems(
  db: Db,
  accountId: string,
  query: z.output<typeof fileListQuery>,
): Promise<FileList> {
  const library = query.scope === 'library' || Boolean(query.search);
  const folderId = library ? null : (query.folderId ?? null);
  if (folderId) await loadFolder(db, accountId, folderId);
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace(/^-/, '') as ItemSort;
  const { rows, count } = await selectItems(
    db,
    accountId,
    { folderId, search: query.search || undefined, filesOnly: query.scope === 'library' },
    { key, descending },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const parents = [...new Set(rows.map((row) => row.folderId).filter((id): id is string => id !== null))];
  const wanted = folderId ? [...parents, folderId] : parents;
  const chains = await folderChains(db, accountId, wanted);
  const pathOf = (id: string | null) =>
    id ? (chains.get(id) ?? []).map((crumb) => crumb.name).join(' / ') : '';
  return {
    data: rows.map((row) => ({ ...row, path: pathOf(row.folderId) })),
    count,
    page: query.page,
    limit: query.limit,
    breadcrumbs: folderId ? (chains.get(folderId) ?? []) : [],
  };
}

export async function folderTree(db: Db, accountId: string): Promise<FolderTree> {
  return { data: await selectFolderTree(db, accountId, fileLimits.folderTreeMax) };
}

async function depthOf(db: Db, accountId: string, folderId: string | null): Promise<number> {
  if (!folderId) return 0;
  return (await folderChains(db, accountId, [folderId])).get(folderId)?.length ?? 0;
}

export async function createFolder(
  db: Db,
  actor: Actor,
  body: z.output<typeof createFolderBody>,
): Promise<FileItem> {
  await assertWritable(db, actor.accountId);
  return db.transaction(async (tx) => {
    await lockLibrary(tx, actor.accountId);
    const parentId = await targetFolder(tx, actor.accountId, body.parentId, 'parentId');
    if ((await depthOf(tx, actor.accountId, parentId)) >= fileLimits.maxDepth)
      throw new AppError('VALIDATION_FAILED', fileMessages.folderTooDeep, {
        parentId: fileMessages.folderTooDeep,
      });
    if (await nameTaken(tx, actor.accountId, parentId, body.name)) throw taken();
    const [row] = await tx
      .insert(fileFolders)
      .values({ accountId: actor.accountId, parentId, name: body.name, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'file_folder',
      targetId: row!.id,
      targetLabel: row!.name,
    });
    return folderItemOf(row!);
  });
}

async function checkMoveTarget(tx: Db, accountId: string, folderId: string | null, moving: string) {
  if (folderId === null) return;
  const chain = (await folderChains(tx, accountId, [folderId])).get(folderId) ?? [];
  if (chain.some((crumb) => crumb.id === moving))
    throw new AppError('VALIDATION_FAILED', fileMessages.folderIntoItself, {
      folderId: fileMessages.folderIntoItself,
    });
}

/** Renames and/or moves a file or a folder at `version` (409 when stale or the name is taken there). */
export async function updateItem(
  db: Db,
  actor: Actor,
  type: 'file' | 'folder',
  id: string,
  body: z.output<typeof updateItemBody>,
): Promise<FileItem> {
  await assertWritable(db, actor.accountId);
  return db.transaction(async (tx) => {
    await lockLibrary(tx, actor.accountId);
    const current =
      type === 'file' ? await loadFile(tx, actor.accountId, id) : await loadFolder(tx, actor.accountId, id);
    if (current.version !== body.version) throw stale();
    const currentParent = 'parentId' in current ? current.parentId : current.folderId;
    const parent =
      body.folderId === undefined
        ? currentParent
        : await targetFolder(tx, actor.accountId, body.folderId, 'folderId');
    if (type === 'folder') {
      await checkMoveTarget(tx, actor.accountId, parent, id);
      if (parent !== currentParent && (await depthOf(tx, actor.accountId, parent)) >= fileLimits.maxDepth)
        throw new AppError('VALIDATION_FAILED', fileMessages.folderTooDeep, {
          folderId: fileMessages.folderTooDeep,
        });
    }
    const name = body.name ?? current.name;
    if (await nameTaken(tx, actor.accountId, parent, name, id)) throw taken();
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (name !== current.name) changes.name = { before: current.name, after: name };
    if (parent !== currentParent) {
      const chains = await folderChains(
        tx,
        actor.accountId,
        [currentParent, parent].filter((x) => x !== null),
      );
      const label = (folder: string | null) =>
        folder ? (chains.get(folder) ?? []).map((crumb) => crumb.name).join(' / ') : 'Pliki';
      changes.folder = { before: label(currentParent), after: label(parent) };
    }
    const values = { name, modifiedAt: new Date(), version: current.version + 1 };
    const row =
      type === 'file'
        ? (
            await tx
              .update(libraryFiles)
              .set({ ...values, folderId: parent })
              .where(and(eq(libraryFiles.id, id), eq(libraryFiles.accountId, actor.accountId)))
              .returning()
          )[0]!
        : (
            await tx
              .update(fileFolders)
              .set({ ...values, parentId: parent })
              .where(and(eq(fileFolders.id, id), eq(fileFolders.accountId, actor.accountId)))
              .returning()
          )[0]!;
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: type === 'file' ? 'file' : 'file_folder',
      targetId: id,
      targetLabel: name,
      details: { changes },
    });
    return 'parentId' in row ? folderItemOf(row) : fileItemOf(row);
  });
}

/** Deletes a file, or a folder with everything below it; the stored bytes go once the rows are gone. */
export async function deleteItem(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  type: 'file' | 'folder',
  id: string,
): Promise<void> {
  await assertWritable(db, actor.accountId);
  const keys = await db.transaction(async (tx) => {
    await lockLibrary(tx, actor.accountId);
    if (type === 'file') {
      const file = await loadFile(tx, actor.accountId, id);
      await tx.delete(libraryFiles).where(eq(libraryFiles.id, file.id));
      await recordAudit(tx, {
        ...actor,
        action: 'delete',
        targetType: 'file',
        targetId: id,
        targetLabel: file.name,
      });
      return [file.storageKey];
    }
    const folder = await loadFolder(tx, actor.accountId, id);
    const folderIds = await subtreeFolderIds(tx, actor.accountId, id);
    const fileKeys = await storageKeysIn(tx, actor.accountId, folderIds);
    await tx.delete(fileFolders).where(eq(fileFolders.id, folder.id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: 'file_folder',
      targetId: id,
      targetLabel: folder.name,
      details: {
        note: `Usunięto folder z zawartością: ${folderIds.length - 1} podfolderów, ${fileKeys.length} plików`,
      },
    });
    return fileKeys;
  });
  for (const key of keys) await storage.delete(key).catch(() => {});
}

/** The stored bytes of a file of the account, for a download. */
export async function openFile(db: Db, storage: FileStorage, accountId: string, id: string) {
  const file = await loadFile(db, accountId, id);
  const stored = await storage.get(file.storageKey);
  if (!stored) throw notFound(fileMessages.fileNotFound);
  return { file, stream: stored.stream, size: stored.size };
}

/** The account's library files among `ids` (for an order's documents); unknown ids are left out. */
export async function describeFiles(db: Db, accountId: string, ids: string[]): Promise<FileItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(libraryFiles)
    .where(and(eq(libraryFiles.accountId, accountId), inArray(libraryFiles.id, ids)));
  const chains = await folderChains(db, accountId, [
    ...new Set(rows.map((row) => row.folderId).filter((id): id is string => id !== null)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is FileRow => row !== undefined)
    .map((row) =>
      fileItemOf(
        row,
        row.folderId ? (chains.get(row.folderId) ?? []).map((crumb) => crumb.name).join(' / ') : '',
      ),
    );
}

/** Refuses ids that are not files of the account's library (404 naming the field). */
export async function assertLibraryFiles(db: Db, accountId: string, ids: Record<string, string[]>) {
  for (const [field, list] of Object.entries(ids)) {
    const unique = [...new Set(list)];
    if ((await describeFiles(db, accountId, unique)).length !== unique.length)
      throw new AppError('NOT_FOUND', orderFileMessages.missing, { [field]: orderFileMessages.missing });
  }
}

/** The account's top-level folder of this name, made when missing (two callers at once agree on one). */
export async function systemFolder(db: Db, actor: Actor, name: string): Promise<string> {
  const find = async () => {
    const [row] = await db
      .select({ id: fileFolders.id })
      .from(fileFolders)
      .where(
        and(
          eq(fileFolders.accountId, actor.accountId),
          isNull(fileFolders.parentId),
          sql`lower(${fileFolders.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    return (await createFolder(db, actor, { name, parentId: null })).id;
  } catch (error) {
    const again = error instanceof AppError && error.code === 'CONFLICT' ? await find() : undefined;
    if (again) return again;
    throw error;
  }
}
