import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FileItem, FileKind } from '@zaplecze/contract/files/files';
import type { Db } from '../../db/client';
import { fileFolders, libraryFiles } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { likePattern } from '../../lib/dictionary/repository';

/** Ids read from the database (uuids), as one array literal. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export type FolderRow = typeof fileFolders.$inferSelect;
export type FileRow = typeof libraryFiles.$inferSelect;

/** One writer at a time per library: names stay unique in a folder and the quota is not overrun. */
export async function lockLibrary(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${accountId}`}, 0))`);
}

const inFolder = (
  column: typeof fileFolders.parentId | typeof libraryFiles.folderId,
  folderId: string | null,
) => (folderId === null ? isNull(column) : eq(column, folderId));

export async function findFolder(db: Db, accountId: string, id: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.accountId, accountId), eq(fileFolders.id, id)));
  return row;
}

export async function findFile(db: Db, accountId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(libraryFiles)
    .where(and(eq(libraryFiles.accountId, accountId), eq(libraryFiles.id, id)));
  return row;
}

/** Whether a folder or a file named `name` (case-insensitively) is already in the folder. */
export async function nameTaken(
  db: Db,
  accountId: string,
  folderId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const except = (id: typeof fileFolders.id | typeof libraryFiles.id) =>
    exceptId ? sql`and ${id} <> ${exceptId}` : sql``;
  const result = await rowsOf<{ taken: boolean }>(
    db,
    sql`
    select exists (
      select 1 from ${fileFolders} where ${fileFolders.accountId} = ${accountId}
        and ${inFolder(fileFolders.parentId, folderId)} and lower(${fileFolders.name}) = lower(${name}) ${except(fileFolders.id)}
      union all
      select 1 from ${libraryFiles} where ${libraryFiles.accountId} = ${accountId}
        and ${inFolder(libraryFiles.folderId, folderId)} and lower(${libraryFiles.name}) = lower(${name}) ${except(libraryFiles.id)}
    ) as taken`,
  );
  return Boolean(result[0]?.taken);
}

/** Names in the folder starting like `stem` (for "faktura (2).pdf"). */
export async function namesLike(db: Db, accountId: string, folderId: string | null, stem: string) {
  const pattern = `${stem.replace(/[\\%_]/g, '\\$&')}%`;
  const result = await rowsOf<{ name: string }>(
    db,
    sql`
    select lower(${fileFolders.name}) as name from ${fileFolders} where ${fileFolders.accountId} = ${accountId}
      and ${inFolder(fileFolders.parentId, folderId)} and ${fileFolders.name} ilike ${pattern}
    union all
    select lower(${libraryFiles.name}) from ${libraryFiles} where ${libraryFiles.accountId} = ${accountId}
      and ${inFolder(libraryFiles.folderId, folderId)} and ${libraryFiles.name} ilike ${pattern}`,
  );
  return new Set(result.map((row) => row.name));
}

/**
 * For each folder id, the chain from the top down to it (itself included), read in one recursive
 * query bounded by the account.
 */
export async function folderChains(
  db: Db,
  accountId: string,
  ids: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const chains = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return chains;
  const result = await rowsOf<{ start: string; id: string; name: string; depth: number }>(
    db,
    sql`
    with recursive chain as (
      select id as start, id, parent_id, name, 0 as depth from ${fileFolders}
        where account_id = ${accountId} and id = any(${uuidArray(ids)})
      union all
      select chain.start, f.id, f.parent_id, f.name, chain.depth + 1
        from chain join ${fileFolders} f on f.id = chain.parent_id and f.account_id = ${accountId}
        where chain.depth < 64
    )
    select start, id, name, depth from chain order by start, depth desc`,
  );
  for (const row of result) {
    const chain = chains.get(row.start) ?? [];
    chain.push({ id: row.id, name: row.name });
    chains.set(row.start, chain);
  }
  return chains;
}

/** The folder and every folder below it. */
export async function subtreeFolderIds(db: Db, accountId: string, folderId: string): Promise<string[]> {
  const result = await rowsOf<{ id: string }>(
    db,
    sql`
    with recursive tree as (
      select id from ${fileFolders} where account_id = ${accountId} and id = ${folderId}
      union all
      select f.id from ${fileFolders} f join tree on f.parent_id = tree.id where f.account_id = ${accountId}
    )
    select id from tree`,
  );
  return result.map((row) => row.id);
}

export async function storageKeysIn(db: Db, accountId: string, folderIds: string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const result = await rowsOf<{ key: string }>(
    db,
    sql`
    select storage_key as key from ${libraryFiles}
      where account_id = ${accountId} and folder_id = any(${uuidArray(folderIds)})`,
  );
  return result.map((row) => row.key);
}

export async function usedBytes(db: Db, accountId: string): Promise<{ bytes: number; files: number }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${libraryFiles.size}), 0)`,
      files: sql<number>`count(*)::int`,
    })
    .from(libraryFiles)
    .where(eq(libraryFiles.accountId, accountId));
  return { bytes: Number(row?.bytes ?? 0), files: row?.files ?? 0 };
}

export type ItemSort = 'name' | 'size' | 'modified' | 'type';

type ItemRow = {
  type: 'folder' | 'file';
  id: string;
  name: string;
  folder_id: string | null;
  size: string | null;
  content_type: string | null;
  kind: FileKind | null;
  created_at: string | Date;
  modified_at: string | Date;
  version: number;
};

const sortColumns: Record<ItemSort, SQL> = {
  name: sql`lower(name)`,
  size: sql`size`,
  modified: sql`modified_at`,
  type: sql`kind`,
};

/**
 * One page of a folder's contents (folders first, then files), or of the whole library's items
 * whose name contains `search`. Sorted in SQL; the id breaks ties.
 */
export async function selectItems(
  db: Db,
  accountId: string,
  filter: { folderId: string | null; search: string | undefined; filesOnly: boolean },
  sort: { key: ItemSort; descending: boolean },
  page: { offset: number; limit: number },
): Promise<{ rows: Omit<FileItem, 'path'>[]; count: number }> {
  const everywhere = filter.search !== undefined || filter.filesOnly;
  const nameMatches = (column: SQL) =>
    filter.search ? sql`${column} ilike ${likePattern(filter.search)}` : sql`true`;
  const folderWhere = filter.filesOnly
    ? sql`false`
    : filter.search
      ? sql`f.name ilike ${likePattern(filter.search)}`
      : filter.folderId === null
        ? sql`f.parent_id is null`
        : sql`f.parent_id = ${filter.folderId}`;
  const fileWhere = everywhere
    ? nameMatches(sql`l.name`)
    : filter.folderId === null
      ? sql`l.folder_id is null`
      : sql`l.folder_id = ${filter.folderId}`;
  const items = sql`
    select 'folder' as type, 0 as rank, f.id, f.name, f.parent_id as folder_id, null::bigint as size,
      null::text as content_type, null::text as kind, f.created_at, f.modified_at, f.version
      from ${fileFolders} f where f.account_id = ${accountId} and ${folderWhere}
    union all
    select 'file', 1, l.id, l.name, l.folder_id, l.size, l.content_type, l.kind, l.created_at, l.modified_at, l.version
      from ${libraryFiles} l where l.account_id = ${accountId} and ${fileWhere}`;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const [rows, counted] = await Promise.all([
    rowsOf<ItemRow>(
      db,
      sql`
      select * from (${items}) items
      order by rank, ${sortColumns[sort.key]} ${direction} nulls last, lower(name) ${direction}, id
      limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from (${items}) items`),
  ]);
  return {
    rows: rows.map((row) => ({
      type: row.type,
      id: row.id,
      name: row.name,
      folderId: row.folder_id,
      size: row.size === null ? null : Number(row.size),
      contentType: row.content_type,
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      modifiedAt: new Date(row.modified_at).toISOString(),
      version: row.version,
    })),
    count: counted[0]?.count ?? 0,
  };
}

export async function selectFolderTree(db: Db, accountId: string, max: number) {
  return db
    .select({ id: fileFolders.id, name: fileFolders.name, parentId: fileFolders.parentId })
    .from(fileFolders)
    .where(eq(fileFolders.accountId, accountId))
    .orderBy(sql`lower(${fileFolders.name})`)
    .limit(max);
}
