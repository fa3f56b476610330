import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { isValidKey, localStorage, s3Storage, StorageKeyError, type FileStorage } from './index';

/** `size` bytes of a repeatable pattern, produced chunk by chunk (never whole in memory). */
function patternStream(size: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const length = Math.min(chunk, size - sent);
      const bytes = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) bytes[i] = (sent + i) % 251;
      sent += length;
      this.push(bytes);
    },
  });
}

async function digest(stream: Readable): Promise<{ size: number; sha: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha: hash.digest('hex') };
}

const drivers: { name: string; start: () => Promise<{ storage: FileStorage; stop: () => Promise<void> }> }[] =
  [
    {
      name: 'local folder',
      start: async () => {
        const root = await mkdtemp(path.join(tmpdir(), 'zaplecze-storage-'));
        return { storage: localStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
      },
    },
    {
      name: 'S3 (s3rver through the AWS SDK)',
      start: async () => {
        const server: TestS3Server = await startTestS3Server();
        return { storage: await s3Storage(server.config), stop: server.close };
      },
    },
  ];

describe('storage keys', () => {
  it('accepts relative keys of safe characters and refuses escapes', () => {
    for (const key of ['avatars/a.png', 'products/0f/abc-1_2.webp', 'x']) expect(isValidKey(key)).toBe(true);
    for (const key of [
      '',
      '/etc/passwd',
      '../x',
      'a/../b',
      'a/./b',
      'a//b',
      'a/',
      '.hidden',
      'a\\b',
      'a b',
      'zażółć.png',
      'a/b%2f',
      'a'.repeat(513),
    ])
      expect(isValidKey(key)).toBe(false);
  });
});

describe.each(drivers)('FileStorage contract: $name', ({ start }) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await start());
  });
  afterAll(async () => stop?.());

  it('round-trips a multi-megabyte stream, then deletes it', async () => {
    const size = 11 * 1024 * 1024 + 17; // more than one multipart part on S3
    const expected = await digest(patternStream(size));
    await storage.put('exports/acc/big.csv', patternStream(size), { contentType: 'text/csv; charset=utf-8' });
    const stored = await storage.get('exports/acc/big.csv');
    expect(stored).not.toBeNull();
    expect(stored!.size).toBe(size);
    expect(stored!.contentType).toBe('text/csv; charset=utf-8');
    expect(await digest(stored!.stream)).toEqual(expected);
    expect(await storage.exists('exports/acc/big.csv')).toBe(true);
    await storage.delete('exports/acc/big.csv');
    expect(await storage.get('exports/acc/big.csv')).toBeNull();
    expect(await storage.exists('exports/acc/big.csv')).toBe(false);
  });

  it('stores a buffer and replaces an existing file whole', async () => {
    await storage.put('avatars/u1.png', Buffer.from('first'), { contentType: 'image/png' });
    await storage.put('avatars/u1.png', Buffer.from('second version'), { contentType: 'image/png' });
    const stored = await storage.get('avatars/u1.png');
    expect(stored!.contentType).toBe('image/png');
    expect((await digest(stored!.stream)).size).toBe('second version'.length);
    expect(await storage.stat('avatars/u1.png')).toMatchObject({ size: 14, contentType: 'image/png' });
  });

  it('answers null for a missing key and deletes a missing key without error', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.stat('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('refuses invalid keys on every operation', async () => {
    for (const key of ['../escape.png', '/abs.png', 'a/../../b.png']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.signedUrl(key, 60)).rejects.toThrow(StorageKeyError);
    }
  });

  it('stores nothing when the announced size is wrong or the source fails', async () => {
    await expect(
      storage.put('sizes/short.csv', patternStream(1000), { contentType: 'text/csv', size: 2000 }),
    ).rejects.toThrow();
    expect(await storage.exists('sizes/short.csv')).toBe(false);
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('sizes/broken.csv', failing, { contentType: 'text/csv' })).rejects.toThrow();
    expect(await storage.exists('sizes/broken.csv')).toBe(false);
  });

  it('lists and deletes a prefix, leaving other folders', async () => {
    await storage.put('products/a/1.webp', Buffer.from('1'), { contentType: 'image/webp' });
    await storage.put('products/a/2.webp', Buffer.from('2'), { contentType: 'image/webp' });
    await storage.put('products/ab/3.webp', Buffer.from('3'), { contentType: 'image/webp' });
    const listed: string[] = [];
    for await (const file of storage.list('products/a/')) listed.push(file.key);
    expect(listed.sort()).toEqual(['products/a/1.webp', 'products/a/2.webp']);
    expect(await storage.deletePrefix('products/a/')).toBe(2);
    expect(await storage.exists('products/a/1.webp')).toBe(false);
    expect(await storage.exists('products/ab/3.webp')).toBe(true);
    await expect(storage.deletePrefix('products/a')).rejects.toThrow(StorageKeyError);
  });
});

describe('local folder driver', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zaplecze-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('has no signed URL and leaves no temporary file behind', async () => {
    const storage = localStorage(root);
    await storage.put('a/b.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await storage.signedUrl('a/b.txt', 60)).toBeNull();
    await storage.put('a/c.txt', patternStream(10), { contentType: 'text/plain', size: 11 }).catch(() => {});
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('does not follow a symbolic link planted in the folder', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'zaplecze-outside-'));
    await writeFile(path.join(outside, 'secret.txt'), 'secret');
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'));
    expect(await localStorage(root).get('link.txt')).toBeNull();
    await rm(outside, { recursive: true, force: true });
  });
});

describe('S3 driver signed URL', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(() => server?.close());

  it('signs a short-lived GET URL that downloads the object without credentials', async () => {
    const storage = await s3Storage(server.config);
    await storage.put('exports/acc/file.csv', Buffer.from('a;b\n1;2\n'), { contentType: 'text/csv' });
    const url = await storage.signedUrl('exports/acc/file.csv', 60);
    expect(url).toMatch(/X-Amz-Expires=60&/);
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a;b\n1;2\n');
  });
});
