import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { rowsOf } from '../../db/rows';
import type { FileStorage } from '../../lib/storage/index';
import { pictureFileName, pictureUrlPrefix, productPictureKey } from './pictures';

/**
 * Picture files nobody refers to any more are deleted: right after the transaction that dropped
 * them commits (an editor save, a single or bulk delete; never before, so a rolled back save keeps
 * its files), and by a nightly sweep of files older than a day that no product holds (uploads
 * never attached, files whose removal after commit failed). A file is deleted only from the
 * account's own folder (storage prefix `products/<accountId>/`), by a name that matches the stored-picture pattern, and only when no
 * product of any account still holds its URL (a copied product shares its original's files) and
 * no order line of the account shows it.
 */
export const pictureSweepSettings = { minAgeMs: 24 * 60 * 60 * 1000, batchSize: 500 };
export const pictureSweepJobName = 'products.pictures-sweep';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const urlOf = (accountId: string, name: string) => `${pictureUrlPrefix}${accountId}/${name}`;

/** The names of this account's stored pictures among `urls` (other addresses are not ours to delete). */
function ownNames(accountId: string, urls: Iterable<string>): string[] {
  const prefix = `${pictureUrlPrefix}${accountId}/`;
  const names = new Set<string>();
  for (const url of urls) {
    const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (pictureFileName.test(name)) names.add(name);
  }
  return [...names];
}

/**
 * The URLs among `urls` that some product still holds (index products_pictures_idx) or that an order
 * line of the account shows (a line filled from the catalogue copies the picture address).
 */
async function referenced(db: Db, accountId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await rowsOf<{ url: string }>(
    db,
    sql`select u.url from unnest(${sql`array[${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )}]::text[]`}) u(url)
         where exists (select 1 from products p
                        where p.pictures @> jsonb_build_array(jsonb_build_object('url', u.url)))
            or exists (select 1 from order_products o
                        where o.account_id = ${accountId} and o.image_url = u.url)`,
  );
  return new Set(rows.map((row) => row.url));
}

async function removeFiles(
  db: Db,
  storage: FileStorage,
  accountId: string,
  names: string[],
): Promise<number> {
  if (!uuidPattern.test(accountId)) return 0;
  let removed = 0;
  for (let start = 0; start < names.length; start += pictureSweepSettings.batchSize) {
    const batch = names.slice(start, start + pictureSweepSettings.batchSize);
    const held = await referenced(
      db,
      accountId,
      batch.map((name) => urlOf(accountId, name)),
    );
    for (const name of batch) {
      if (held.has(urlOf(accountId, name))) continue;
      await storage.delete(productPictureKey(accountId, name));
      removed += 1;
    }
  }
  return removed;
}

/**
 * After the commit that dropped `urls` from the account's products: their files, unless still held.
 * A failure here leaves the file to the sweep rather than failing the save that already committed.
 */
export async function removeDroppedPictures(
  db: Db,
  storage: FileStorage,
  accountId: string,
  urls: Iterable<string>,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await removeFiles(db, storage, accountId, ownNames(accountId, urls));
  } catch (error) {
    logger?.warn({ err: error, accountId }, 'removing dropped product pictures failed; the sweep will retry');
  }
}

/** The URLs a save dropped: in `before`, not in `after`. */
export function droppedUrls(before: { url: string }[], after: { url: string }[]): string[] {
  const kept = new Set(after.map((picture) => picture.url));
  return before.map((picture) => picture.url).filter((url) => !kept.has(url));
}

/** Every account folder: files older than `minAgeMs` that no product holds are deleted. */
export async function sweepOrphanPictures(
  db: Db,
  storage: FileStorage,
  now = Date.now(),
  minAgeMs = pictureSweepSettings.minAgeMs,
): Promise<number> {
  const old = new Map<string, string[]>();
  for await (const file of storage.list('products/')) {
    const [, accountId = '', name = '', ...rest] = file.key.split('/');
    if (rest.length > 0 || !uuidPattern.test(accountId) || !pictureFileName.test(name)) continue;
    if (now - file.modifiedAt.getTime() <= minAgeMs) continue;
    old.set(accountId, [...(old.get(accountId) ?? []), name]);
  }
  let removed = 0;
  for (const [accountId, names] of old) removed += await removeFiles(db, storage, accountId, names);
  return removed;
}

export function pictureSweepJob(db: Db, storage: FileStorage, logger: FastifyBaseLogger): JobDefinition {
  return {
    name: pictureSweepJobName,
    cron: '43 3 * * *',
    retryLimit: 1,
    handle: async () => {
      const removed = await sweepOrphanPictures(db, storage);
      if (removed > 0) logger.info({ removed }, 'orphan product pictures deleted');
    },
  };
}
