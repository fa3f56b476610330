import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../lib/storage/index';

export interface TestS3Server {
  config: S3StorageConfig;
  close(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver) on a free loopback port, its objects in a fresh temp folder, one
 * bucket made: the S3 driver is tested through the real SDK without any outside service.
 */
export async function startTestS3Server(bucket = 'zaplecze-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'zaplecze-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials; it checks the signatures as S3 does.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
