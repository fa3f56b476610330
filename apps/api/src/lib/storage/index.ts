import path from 'node:path';
import { localStorage } from './local';
import type { S3StorageConfig } from './s3';
import type { FileStorage } from './storage';

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);

export * from './storage';
export { localStorage } from './local';
export type { S3StorageConfig } from './s3';

/** The S3 driver, loaded on first use: the AWS SDK is not loaded by an instance on the local folder. */
export async function s3Storage(config: S3StorageConfig): Promise<FileStorage> {
  return (await import('./s3')).s3Storage(config);
}

/** The driver the configuration names; the local folder is `<dataDir>/files`. */
export async function createStorage(config: {
  storage: StorageConfig;
  dataDir: string;
}): Promise<FileStorage> {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage)
    : localStorage(path.join(config.dataDir, 'files'));
}
