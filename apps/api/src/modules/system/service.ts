import { mkdir, statfs } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { diskLevel, type DiskUsage } from '@zaplecze/contract/system/system';
import type { Db } from '../../db/client';
import { systemStatus } from '../../db/schema/index';

const diskKey = 'disk';

/** The disk that holds the data folder; the folder is made first (with DATABASE_URL nothing else may have made it yet). */
export async function measureDiskUsage(folder: string): Promise<DiskUsage> {
  await mkdir(folder, { recursive: true });
  const stats = await statfs(folder);
  const totalBytes = stats.blocks * stats.bsize;
  const freeBytes = stats.bavail * stats.bsize;
  const usedPercent = totalBytes === 0 ? 0 : Math.round(((totalBytes - freeBytes) / totalBytes) * 1000) / 10;
  return {
    usedPercent,
    totalBytes,
    freeBytes,
    level: diskLevel(usedPercent),
    measuredAt: new Date().toISOString(),
  };
}

export async function recordDiskUsage(db: Db, usage: DiskUsage): Promise<void> {
  await db
    .insert(systemStatus)
    .values({ key: diskKey, value: usage })
    .onConflictDoUpdate({ target: systemStatus.key, set: { value: usage, updatedAt: new Date() } });
}

export async function readDiskUsage(db: Db): Promise<DiskUsage | null> {
  const [row] = await db.select().from(systemStatus).where(eq(systemStatus.key, diskKey));
  return row ? (row.value as DiskUsage) : null;
}
