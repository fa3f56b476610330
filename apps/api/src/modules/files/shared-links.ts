import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fileMessages,
  sharedTokenPattern,
  type createSharedLinkBody,
  type PublicShare,
  type SharedLink,
  type SharedLinkList,
  type sharedLinkListQuery,
} from '@zaplecze/contract/files/files';
import type { Db } from '../../db/client';
import { accounts, fileFolders, libraryFiles, sharedLinks } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { hashPassword, verifyPassword } from '../auth/service';
import { assertWritable } from '../plans/service';
import { loadFile, loadFolder, type Actor } from './library';

type LinkRow = typeof sharedLinks.$inferSelect;

/** A password proof lasts an hour: long enough to download a folder's files one by one. */
const keyTtlMs = 60 * 60 * 1000;

const statusOf = (row: LinkRow, now = new Date()): SharedLink['status'] =>
  row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';

function linkView(row: LinkRow, targetName: string): SharedLink {
  return {
    id: row.id,
    token: row.token,
    url: `/shared-files/${row.token}`,
    targetType: row.fileId ? 'file' : 'folder',
    targetId: (row.fileId ?? row.folderId)!,
    targetName,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    hasPassword: row.passwordHash !== null,
    downloadCount: row.downloadCount,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createSharedLink(
  db: Db,
  actor: Actor,
  body: z.output<typeof createSharedLinkBody>,
): Promise<SharedLink> {
  await assertWritable(db, actor.accountId);
  const target = body.fileId
    ? await loadFile(db, actor.accountId, body.fileId)
    : await loadFolder(db, actor.accountId, body.folderId!);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= new Date())
    throw new AppError('VALIDATION_FAILED', fileMessages.linkExpiryPast, {
      expiresAt: fileMessages.linkExpiryPast,
    });
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sharedLinks)
      .values({
        accountId: actor.accountId,
        token: randomBytes(32).toString('base64url'),
        fileId: body.fileId,
        folderId: body.folderId,
        expiresAt,
        passwordHash,
        createdBy: actor.userId,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'shared_link',
      targetId: row!.id,
      targetLabel: target.name,
      details: {
        note: `Udostępnienie ${body.fileId ? 'pliku' : 'folderu'}${passwordHash ? ' z hasłem' : ''}`,
      },
    });
    return linkView(row!, target.name);
  });
}

export async function listSharedLinks(
  db: Db,
  accountId: string,
  query: z.output<typeof sharedLinkListQuery>,
): Promise<SharedLinkList> {
  const where = and(
    eq(sharedLinks.accountId, accountId),
    query.fileId ? eq(sharedLinks.fileId, query.fileId) : undefined,
    query.folderId ? eq(sharedLinks.folderId, query.folderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        link: sharedLinks,
        name: sql<string>`coalesce(${libraryFiles.name}, ${fileFolders.name})`,
      })
      .from(sharedLinks)
      .leftJoin(libraryFiles, eq(libraryFiles.id, sharedLinks.fileId))
      .leftJoin(fileFolders, eq(fileFolders.id, sharedLinks.folderId))
      .where(where)
      .orderBy(desc(sharedLinks.createdAt), desc(sharedLinks.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ count: count() }).from(sharedLinks).where(where),
  ]);
  return {
    data: rows.map((row) => linkView(row.link, row.name)),
    count: total?.count ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** Turns a link off for good; the row stays (with its counter) for the history. */
export async function revokeSharedLink(db: Db, actor: Actor, id: string): Promise<SharedLink> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sharedLinks)
      .where(and(eq(sharedLinks.id, id), eq(sharedLinks.accountId, actor.accountId)))
      .for('update');
    if (!current) throw notFound(fileMessages.linkNotFound);
    const [row] = current.revokedAt
      ? [current]
      : await tx.update(sharedLinks).set({ revokedAt: new Date() }).where(eq(sharedLinks.id, id)).returning();
    const target = current.fileId
      ? await loadFile(tx, actor.accountId, current.fileId)
      : await loadFolder(tx, actor.accountId, current.folderId!);
    if (!current.revokedAt)
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: 'shared_link',
        targetId: id,
        targetLabel: target.name,
        details: { note: 'Wyłączenie linku' },
      });
    return linkView(row!, target.name);
  });
}

// Public side ------------------------------------------------------------------------------

/** The live link of a token: 404 when there is none, 410 when revoked or expired. */
async function liveLink(db: Db, token: string): Promise<LinkRow> {
  if (!sharedTokenPattern.test(token)) throw notFound(fileMessages.linkNotFound);
  const [row] = await db.select().from(sharedLinks).where(eq(sharedLinks.token, token));
  if (!row) throw notFound(fileMessages.linkNotFound);
  const status = statusOf(row);
  if (status === 'revoked') throw new AppError('GONE', fileMessages.linkRevoked);
  if (status === 'expired') throw new AppError('GONE', fileMessages.linkExpired);
  return row;
}

function signKey(secret: string, linkId: string, expires: number): string {
  return createHmac('sha256', secret).update(`shared-link:${linkId}:${expires}`).digest('base64url');
}

function keyValid(secret: string, link: LinkRow, key: string | undefined): boolean {
  if (!link.passwordHash) return true;
  const [expires, mac] = (key ?? '').split('.');
  const at = Number(expires);
  if (!mac || !Number.isInteger(at) || at < Date.now()) return false;
  const expected = Buffer.from(signKey(secret, link.id, at));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function sharedFiles(db: Db, link: LinkRow) {
  const columns = {
    id: libraryFiles.id,
    name: libraryFiles.name,
    size: libraryFiles.size,
    contentType: libraryFiles.contentType,
    kind: libraryFiles.kind,
  };
  const where = link.fileId
    ? and(eq(libraryFiles.id, link.fileId), eq(libraryFiles.accountId, link.accountId))
    : and(eq(libraryFiles.folderId, link.folderId!), eq(libraryFiles.accountId, link.accountId));
  return db
    .select(columns)
    .from(libraryFiles)
    .where(where)
    .orderBy(sql`lower(${libraryFiles.name})`)
    .limit(500);
}

/** What the public page of a token shows; the files only once the password is proven (`key`). */
export async function publicShare(
  db: Db,
  secret: string,
  token: string,
  key: string | undefined,
): Promise<PublicShare> {
  const link = await liveLink(db, token);
  const [target] = link.fileId
    ? await db.select({ name: libraryFiles.name }).from(libraryFiles).where(eq(libraryFiles.id, link.fileId))
    : await db.select({ name: fileFolders.name }).from(fileFolders).where(eq(fileFolders.id, link.folderId!));
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, link.accountId));
  const open = keyValid(secret, link, key);
  return {
    targetType: link.fileId ? 'file' : 'folder',
    name: target?.name ?? '',
    companyName: account?.name ?? '',
    expiresAt: link.expiresAt?.toISOString() ?? null,
    passwordRequired: link.passwordHash !== null,
    files: open ? await sharedFiles(db, link) : [],
    key: open && link.passwordHash ? (key ?? null) : null,
  };
}

/** Checks the password of a link and answers the page with a proof for its downloads. */
export async function unlockShare(
  db: Db,
  secret: string,
  token: string,
  password: string,
): Promise<PublicShare> {
  const link = await liveLink(db, token);
  if (!link.passwordHash || !(await verifyPassword(link.passwordHash, password)))
    throw new AppError('VALIDATION_FAILED', fileMessages.linkPasswordWrong, {
      password: fileMessages.linkPasswordWrong,
    });
  const expires = Date.now() + keyTtlMs;
  return publicShare(db, secret, token, `${expires}.${signKey(secret, link.id, expires)}`);
}

/**
 * A download through a link: only the shared file, or a file directly in the shared folder, of
 * the link's own account. Counts the download.
 */
export async function openSharedFile(
  db: Db,
  storage: FileStorage,
  secret: string,
  token: string,
  fileId: string,
  key: string | undefined,
) {
  const link = await liveLink(db, token);
  if (!keyValid(secret, link, key)) throw new AppError('FORBIDDEN', fileMessages.linkPasswordRequired);
  const files = await db
    .select()
    .from(libraryFiles)
    .where(
      and(
        eq(libraryFiles.id, fileId),
        eq(libraryFiles.accountId, link.accountId),
        link.fileId ? eq(libraryFiles.id, link.fileId) : eq(libraryFiles.folderId, link.folderId!),
      ),
    );
  const file = files[0];
  if (!file) throw notFound(fileMessages.fileNotFound);
  const stored = await storage.get(file.storageKey);
  if (!stored) throw notFound(fileMessages.fileNotFound);
  await db
    .update(sharedLinks)
    .set({ downloadCount: sql`${sharedLinks.downloadCount} + 1` })
    .where(eq(sharedLinks.id, link.id));
  return { file, stream: stored.stream, size: stored.size };
}
