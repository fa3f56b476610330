import path from 'node:path';
import { localStorage } from './local';
import { s3Storage, type S3StorageConfig } from './s3';
import type { FileStorage } from './storage';

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);

export * from './storage';
export { localStorage } from './local';
export { s3Storage, type S3StorageConfig } from './s3';

/** The driver the configuration names; the local folder is `<dataDir>/files`. */
export async function createStorage(config: {
  storage: StorageConfig;
  dataDir: string;
}): Promise<FileStorage> {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage)
    : localStorage(path.join(config.dataDir, 'files'));
}
