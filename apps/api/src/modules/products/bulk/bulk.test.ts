import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages } from '@zaplecze/contract/products/products-list';
import { auditLog, stockReservations } from '../../../db/schema/index';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../../db/rows';
import { apiAs, insertProducts, insertWarehouse } from '../list/fixtures';
import { runProductBulkJob } from './job';
import { productBulkJobName, productBulkSettings } from './service';

describe('products: bulk archive and delete, by ids and by the filtered set', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  const statusOf = async (sku: string, accountId = admin.accountId) =>
    (
      await rowsOf<{ status: string }>(
        ctx.database.db,
        sql`select status from products where account_id = ${accountId} and sku = ${sku}`,
      )
    )[0]?.status;
  const make = async (user: TestUser, skus: string[], extra: object = {}) =>
    insertProducts(
      ctx.database.db,
      user.accountId,
      skus.map((sku) => ({ sku, status: 'Active' as const, ...extra })),
    );

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
  });
  afterEach(() => {
    productBulkSettings.chunkSize = 500;
  });

  it('archives the selected products at once, audits each, leaves other accounts alone', async () => {
    const mine = await make(admin, ['ARC-1', 'ARC-2']);
    const theirs = await make(other, ['ARC-1']);
    const response = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'archive',
      ids: [...mine.map((row) => row.id), theirs[0]!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ done: 2, skipped: 0, message: productListMessages.archived(2) });
    expect(await statusOf('ARC-1')).toBe('Archived');
    expect(await statusOf('ARC-1', other.accountId)).toBe('Active');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, admin.accountId), eq(auditLog.targetId, mine[0]!.id)));
    expect(entries[0]).toMatchObject({
      action: 'edit',
      targetType: 'product',
      details: { changes: { status: { before: 'Active', after: 'Archived' } }, bulk: true },
    });
  });

  it('deletes the selected products but skips those an order reserves', async () => {
    const [free, held] = await make(admin, ['DEL-1', 'DEL-2']);
    await generateOrders(ctx.database.db, { accountId: admin.accountId, count: 1, seed: 3 });
    const [order] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`select id from orders where account_id = ${admin.accountId} limit 1`,
    );
    const warehouse = await insertWarehouse(ctx.database.db, admin.accountId, 'Główny');
    await ctx.database.db.insert(stockReservations).values({
      accountId: admin.accountId,
      orderId: order!.id,
      productId: held!.id,
      warehouseId: warehouse.id,
      quantity: 1,
    });
    const response = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'delete',
      ids: [free!.id, held!.id],
    });
    expect(response.json()).toEqual({ done: 1, skipped: 1, message: productListMessages.deleted(1, 1) });
    expect(response.json().message).toBe('Usunięto 1 produkt. Pominięto 1 produkt z rezerwacjami.');
    expect(await statusOf('DEL-1')).toBeUndefined();
    expect(await statusOf('DEL-2')).toBe('Active');
  });

  it('archives the whole filtered set as a job with progress, in chunks', async () => {
    await make(admin, ['JOB-1', 'JOB-2', 'JOB-3', 'JOB-4', 'JOB-5'], { tags: ['wyprzedaż'] });
    await make(other, ['JOB-1'], { tags: ['wyprzedaż'] });
    const response = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'archive',
      query: { tags: 'wyprzedaż', status: 'Active' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json();
    expect(ctx.sentJobs.at(-1)).toEqual({ name: productBulkJobName, data: { jobId } });
    const queued = (await apiAs(ctx, admin)('GET', `/api/products/bulk/${jobId}`)).json();
    expect(queued).toMatchObject({ status: 'queued', processed: 0, total: 5 });

    productBulkSettings.chunkSize = 2;
    await runProductBulkJob(ctx.database.db, ctx.app.deps.storage, jobId);
    const done = (await apiAs(ctx, admin)('GET', `/api/products/bulk/${jobId}`)).json();
    expect(done).toMatchObject({
      status: 'done',
      processed: 5,
      total: 5,
      done: 5,
      message: productListMessages.archived(5),
    });
    expect(await statusOf('JOB-5')).toBe('Archived');
    expect(await statusOf('JOB-1', other.accountId)).toBe('Active');
    expect((await apiAs(ctx, other)('GET', `/api/products/bulk/${jobId}`)).statusCode).toBe(404);
  });

  it('deletes by filter as a job', async () => {
    await make(admin, ['GONE-1', 'GONE-2', 'GONE-3']);
    const response = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'delete',
      query: { sku: 'GONE-' },
    });
    const { jobId } = response.json();
    productBulkSettings.chunkSize = 2;
    await runProductBulkJob(ctx.database.db, ctx.app.deps.storage, jobId);
    expect((await apiAs(ctx, admin)('GET', `/api/products/bulk/${jobId}`)).json()).toMatchObject({
      status: 'done',
      done: 3,
    });
    expect((await apiAs(ctx, admin)('GET', '/api/products/summary?sku=GONE-')).json()).toEqual({ count: 0 });
  });

  it('needs PIM edit to archive and PIM delete to delete', async () => {
    const [target] = await make(admin, ['PERM-1']);
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    const editor = await createAccount(ctx, { permissions: ['pim.read', 'pim.edit'] });
    // Other accounts' ids are invisible; the check of the right comes first anyway.
    expect(
      (await apiAs(ctx, reader)('POST', '/api/products/bulk', { action: 'delete', ids: [target!.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await apiAs(ctx, reader)('POST', '/api/products/bulk', { action: 'archive', ids: [target!.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await apiAs(ctx, editor)('POST', '/api/products/bulk', { action: 'delete', ids: [target!.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await apiAs(ctx, editor)('POST', '/api/products/bulk', { action: 'archive', ids: [target!.id] })
      ).json(),
    ).toMatchObject({ done: 0 });
    expect((await apiAs(ctx, admin)('POST', '/api/products/bulk', { action: 'archive' })).statusCode).toBe(
      400,
    );
  });
});
