import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { byteCounter } from './local';
import {
  assertKey,
  assertPrefix,
  StorageSizeError,
  type FileStorage,
  type ListedFile,
  type StoredFileInfo,
} from './storage';

export interface S3StorageConfig {
  /** Endpoint of an S3-compatible service (MinIO, R2, …); unset: AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (instance role, environment, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/** Bodies above this go up in parts (lib-storage `Upload`), two parts in flight. */
const partSize = 8 * 1024 * 1024;

/**
 * Files in one bucket, a key being the object key. Uploads stream through lib-storage's multipart
 * `Upload` (a single PUT when the body is a small buffer); S3 keeps the content type. Checksums are
 * only sent where S3 requires them, so S3-compatible servers that do not speak the newer
 * trailing-checksum uploads work too. The SDK is imported here, on first use, so an instance on the
 * local folder never loads it (about 20 MB of memory).
 */
export async function s3Storage(config: S3StorageConfig): Promise<FileStorage & { client: S3Client }> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async function* list(prefix: string): AsyncGenerator<ListedFile> {
    assertPrefix(prefix);
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key)
          yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    client,

    async put(key, body, options) {
      assertKey(key);
      if (Buffer.isBuffer(body)) {
        if (options.size !== undefined && options.size !== body.length)
          throw new StorageSizeError(options.size, body.length);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: options.contentType,
            ContentLength: body.length,
          }),
        );
        return;
      }
      const { counter } = byteCounter(options.size);
      // A failing source aborts the upload (and the counter with it), so no partial object is left.
      body.on('error', (error) => counter.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counter), ContentType: options.contentType },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      counter.on('error', () => void upload.abort().catch(() => {}));
      await upload.done();
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
        return {
          stream: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          modifiedAt: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    stat: statOf,

    async exists(key) {
      return (await statOf(key)) !== null;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },

    async deletePrefix(prefix) {
      if (prefix === '') throw new Error('Refusing to empty the whole bucket');
      let removed = 0;
      const keys: string[] = [];
      for await (const file of list(prefix)) keys.push(file.key);
      for (const Key of keys) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        removed += 1;
      }
      return removed;
    },

    list,

    async signedUrl(key, ttlSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: assertKey(key) }), {
        expiresIn: ttlSeconds,
      });
    },
  };
}
