import { afterAll, beforeAll } from 'vitest';
import { s3Storage, type FileStorage, type StorageConfig } from '../lib/storage/index';
import { startTestS3Server, type TestS3Server } from './s3-server';
import { useTestApp, type TestContext } from './test-app';

/**
 * The test app on the S3 driver: an s3rver on loopback started before the app is built (its hook is
 * registered first), closed after the app; `bucket()` reads the bucket directly, as another
 * instance would.
 */
export function useS3TestApp(): { ctx: TestContext; bucket: () => FileStorage } {
  let server: TestS3Server | undefined;
  let bucket: FileStorage | undefined;
  const storage = { driver: 's3' } as StorageConfig;
  beforeAll(async () => {
    server = await startTestS3Server();
    Object.assign(storage, server.config);
    bucket = await s3Storage(server.config);
  });
  afterAll(async () => server?.close());
  const ctx = useTestApp({ storage });
  return { ctx, bucket: () => bucket! };
}
