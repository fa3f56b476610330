import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCopy } from '@zaplecze/contract/products/product-core';
import { productMessages, type Product } from '@zaplecze/contract/products/products';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { sideConnection, untilWaiting } from '../../test/locks';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';
import { catalogueClient } from './__fixtures__/catalogue';

/**
 * A copy shares its original's picture files; a delete of the original removes the files nobody
 * holds after its commit. The two running at once must never leave the copy with a deleted file.
 */
describe('copying a product while it is being deleted', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
  });

  const upload = async () => {
    const file = multipartFile('file', 'zdjecie.png', 'image/png', tinyPng);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      ...file,
      headers: { ...file.headers, ...admin.headers },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json() as { url: string; description: string };
  };
  const stored = (url: string) =>
    existsSync(path.join(ctx.config.dataDir, 'files', 'products', admin.accountId, url.split('/').at(-1)!));

  it('a delete that comes while the copy is being made waits for it and keeps the shared file', async () => {
    const picture = await upload();
    const original = await api.createProduct({ pictures: [picture] });
    const side = await sideConnection(ctx);
    try {
      // Holds the copy mid-transaction: an uncommitted product with the SKU the copy will take
      // makes the copy's insert wait on the unique index until this transaction ends. Triggers are
      // off for this connection, so its insert leaves the account's product counters alone (the
      // delete must be able to wait on the copy only).
      await side.query('set session_replication_role = replica');
      await side.query('begin');
      await side.query(
        `insert into products
         select (jsonb_populate_record(null::products, to_jsonb(p) || jsonb_build_object(
                   'id', gen_random_uuid(), 'sku', $2::text, 'pictures', '[]'::jsonb))).*
           from products p where p.id = $1`,
        [original.id, `${original.sku}${productCopy.skuSuffix}`],
      );
      const copying = api.call('POST', `/api/products/${original.id}/copy`);
      expect(await untilWaiting(side, 1, copying)).toBe('waiting');
      const deleting = api.call('DELETE', `/api/products/${original.id}`);
      // The delete must wait for the copy (it would otherwise commit, find no holder and delete the file).
      expect(await untilWaiting(side, 2, deleting)).toBe('waiting');
      await side.query('rollback');
      const [copied, deleted] = await Promise.all([copying, deleting]);
      expect(copied.statusCode, copied.body).toBe(201);
      expect(deleted.statusCode, deleted.body).toBe(204);
      const copy = copied.json() as Product;
      expect(copy.pictures).toEqual([picture]);
      expect(stored(picture.url)).toBe(true);
      expect((await api.call('GET', `/api/products/${copy.id}`)).json().pictures).toEqual([picture]);
    } finally {
      await side.end();
    }
  });

  it('a copy that comes while the original is being deleted answers 404 once the delete commits', async () => {
    const picture = await upload();
    const original = await api.createProduct({ pictures: [picture] });
    const side = await sideConnection(ctx);
    try {
      await side.query('begin');
      await side.query('delete from products where id = $1', [original.id]);
      const copying = api.call('POST', `/api/products/${original.id}/copy`);
      expect(await untilWaiting(side, 1, copying)).toBe('waiting');
      await side.query('commit');
      const copied = await copying;
      expect(copied.statusCode, copied.body).toBe(404);
      expect(copied.json().error.message).toBe(productMessages.notFound);
    } finally {
      await side.end();
    }
  });

  it('a copy of a product that does not exist answers 404', async () => {
    const response = await api.call('POST', '/api/products/00000000-0000-4000-8000-000000000000/copy');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(productMessages.notFound);
  });
});
