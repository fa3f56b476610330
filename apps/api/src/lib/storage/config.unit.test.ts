import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: '/tmp/z' });

describe('storage configuration from the environment', () => {
  it('keeps files in the local folder unless S3_BUCKET is set', () => {
    expect(load({}).storage).toEqual({ driver: 'local' });
  });

  it('builds the S3 driver settings from S3_* variables', () => {
    expect(
      load({
        S3_BUCKET: 'pliki',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'klucz',
        S3_SECRET_ACCESS_KEY: 'sekret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'pliki',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'klucz',
      secretAccessKey: 'sekret',
      forcePathStyle: true,
    });
    expect(load({ S3_BUCKET: 'pliki' }).storage).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => load({ S3_BUCKET: 'pliki', S3_ACCESS_KEY_ID: 'klucz' })).toThrow(/together/);
    expect(() => load({ S3_BUCKET: 'pliki', S3_FORCE_PATH_STYLE: 'tak' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
