import { fileLimits, type FileUsage } from '@zaplecze/contract/files/files';
import { diskLevel } from '@zaplecze/contract/system/system';
import type { Db } from '../../db/client';
import { getLicence } from '../plans/service';
import { usedBytes } from './repository';

const megabyte = 1024 * 1024;

/** The plan's quota of the library in bytes; null: unlimited. */
async function quotaBytes(db: Db, accountId: string): Promise<number | null> {
  const { limits } = await getLicence(db, accountId);
  const mb = limits.diskMb === undefined ? fileLimits.defaultDiskMb : limits.diskMb;
  return mb === null ? null : mb * megabyte;
}

/**
 * The one figure of the account's disk use: the library's stored bytes against the plan's quota.
 * The library shows it, uploads are refused by it, and the shell's disk alert reads it.
 */
export async function libraryUsage(db: Db, accountId: string): Promise<FileUsage> {
  const [used, quota] = await Promise.all([usedBytes(db, accountId), quotaBytes(db, accountId)]);
  const usedPercent = quota ? Math.min(100, Math.round((used.bytes / quota) * 1000) / 10) : 0;
  return {
    usedBytes: used.bytes,
    quotaBytes: quota,
    usedPercent,
    level: diskLevel(usedPercent),
    fileCount: used.files,
  };
}
