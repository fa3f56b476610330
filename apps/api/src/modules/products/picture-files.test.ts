import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productToUpdateBody as editable } from '@zaplecze/contract/products/product-core';
import type { Product } from '@zaplecze/contract/products/products';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';
import { catalogueClient } from './__fixtures__/catalogue';
import { runProductBulkJob } from './bulk/job';
import { sweepOrphanPictures } from './picture-files';
import { pictureUrlPrefix } from './pictures';
import { localStorage } from '../../lib/storage/index';

/** The local driver's folder of an account's pictures (key `products/<accountId>/`). */
const productPicturesFolder = ({ dataDir }: { dataDir: string }, accountId: string) =>
  path.join(dataDir, 'files', 'products', accountId);

describe('product picture files are deleted when nothing refers to them', () => {
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
  const fileOf = (url: string, dataDir = ctx.config.dataDir) =>
    path.join(productPicturesFolder({ dataDir }, admin.accountId), url.split('/').at(-1)!);
  const stored = (url: string) => existsSync(fileOf(url));
  const save = (product: Product, changes: Partial<Product>) =>
    api.call('PUT', `/api/products/${product.id}`, { ...editable(product), ...changes });

  it('an editor save that drops a picture deletes its file after commit; the kept one stays', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const product = await api.createProduct({ pictures: [kept, dropped] });
    const response = await save(product, { pictures: [kept] });
    expect(response.statusCode, response.body).toBe(200);
    expect(stored(dropped.url)).toBe(false);
    expect(stored(kept.url)).toBe(true);
  });

  it('a save rolled back at commit keeps the file it would have dropped', async () => {
    const picture = await upload();
    const product = await api.createProduct({ name: 'Kubek do wycofania', pictures: [picture] });
    // Fails at COMMIT (a deferred trigger), after every statement of the save has run.
    await ctx.database.db.execute(
      sql.raw(`
      create or replace function fail_at_commit() returns trigger language plpgsql as $$
      begin if new.name = 'Zapis wycofany' then raise exception 'wycofane przy zatwierdzeniu'; end if; return new; end $$;
      create constraint trigger products_fail_at_commit after update on products
        deferrable initially deferred for each row execute function fail_at_commit();`),
    );
    const response = await save(product, { name: 'Zapis wycofany', pictures: [] });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(stored(picture.url)).toBe(true);
    expect((await api.call('GET', `/api/products/${product.id}`)).json().pictures).toEqual([picture]);
    await ctx.database.db.execute(sql.raw('drop trigger products_fail_at_commit on products'));
  });

  it('deleting a product deletes its files, unless a copy still shows them', async () => {
    const picture = await upload();
    const product = await api.createProduct({ pictures: [picture] });
    const copy = (await api.call('POST', `/api/products/${product.id}/copy`)).json() as Product;
    expect(copy.pictures).toEqual([picture]);
    expect((await api.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
    expect(stored(picture.url)).toBe(true);
    expect((await api.call('DELETE', `/api/products/${copy.id}`)).statusCode).toBe(204);
    expect(stored(picture.url)).toBe(false);
  });

  // An order line filled from the catalogue copies the product's picture address (order-details dialog).
  it('deleting a product keeps a file an order line still shows; the sweep keeps it too', async () => {
    const picture = await upload();
    const product = await api.createProduct({ pictures: [picture] });
    const statusId = (await api.call('GET', '/api/order-statuses')).json().data[0].id as string;
    const order = await api.call('POST', '/api/orders', {
      statusId,
      orderCountry: 'PL',
      source: 'allegro',
      deliveryAddress: {
        name: 'Jan',
        surname: 'Kowalski',
        city: 'Kraków',
        street: 'Floriańska',
        buildingNumber: '1',
        zipCode: '31-019',
      },
      products: [{ name: 'Kubek', quantity: 1, grossPrice: '9.99', tax: 23, imageUrl: picture.url }],
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await api.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
    expect(stored(picture.url)).toBe(true);
    const past = Date.now() + 3 * 24 * 3600 * 1000;
    await sweepOrphanPictures(ctx.database.db, ctx.app.deps.storage, past);
    expect(stored(picture.url)).toBe(true);
  });

  it('bulk delete by ids and as a job by filter deletes the files', async () => {
    const [first, second] = [await upload(), await upload()];
    const byIds = await api.createProduct({ pictures: [first] });
    const done = await api.call('POST', '/api/products/bulk', { action: 'delete', ids: [byIds.id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(stored(first.url)).toBe(false);

    await api.createProduct({ sku: 'ZDJ-JOB-1', pictures: [second], tags: ['do usunięcia'] });
    const queued = await api.call('POST', '/api/products/bulk', {
      action: 'delete',
      query: { tags: 'do usunięcia' },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(stored(second.url)).toBe(true);
    await runProductBulkJob(ctx.database.db, ctx.app.deps.storage, queued.json().jobId);
    expect(stored(second.url)).toBe(false);
  });

  it('the sweep deletes orphans older than a day; keeps fresh ones, held ones and foreign names', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zaplecze-sweep-'));
    const folder = productPicturesFolder({ dataDir }, admin.accountId);
    await mkdir(folder, { recursive: true });
    const held = await upload();
    await api.createProduct({ pictures: [held] });
    const names = {
      oldOrphan: `${'a'.repeat(32)}.webp`,
      freshOrphan: `${'b'.repeat(32)}.webp`,
      held: held.url.split('/').at(-1)!,
      notOurs: 'notatki.txt',
    };
    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * 24 * 3600 * 1000);
    for (const [key, name] of Object.entries(names)) {
      await writeFile(path.join(folder, name), 'x');
      if (key !== 'freshOrphan') await utimes(path.join(folder, name), twoDaysAgo, twoDaysAgo);
    }
    expect(await sweepOrphanPictures(ctx.database.db, localStorage(path.join(dataDir, 'files')), now)).toBe(
      1,
    );
    const there = (name: string) => existsSync(path.join(folder, name));
    expect(there(names.oldOrphan)).toBe(false);
    expect(there(names.freshOrphan)).toBe(true);
    expect(there(names.held)).toBe(true);
    expect(there(names.notOurs)).toBe(true);
    expect(`${pictureUrlPrefix}${admin.accountId}/${names.held}`).toBe(held.url);
  });
});
