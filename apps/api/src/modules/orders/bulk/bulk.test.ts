import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages, bulkSyncLimit } from '@zaplecze/contract/orders/orders-bulk';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import { auditLog } from '../../../db/schema/index';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, list, statusesOf } from '../__fixtures__/orders';
import { bulkSettings } from './service';
import { runBulkJob } from './job';
import { rowsOf } from '../../../db/rows';

describe('orders: bulk status change, archive and delete', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  let status: Awaited<ReturnType<typeof statusesOf>>;
  let otherStatus: Awaited<ReturnType<typeof statusesOf>>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    status = await statusesOf(ctx, admin);
    otherStatus = await statusesOf(ctx, other);
    await generateOrders(ctx.database.db, { accountId: admin.accountId, count: 60, seed: 11 });
    await generateOrders(ctx.database.db, { accountId: other.accountId, count: 10, seed: 12 });
  });
  afterEach(() => {
    bulkSettings.syncLimit = bulkSyncLimit;
    bulkSettings.chunkSize = 500;
  });

  const idsOf = async (accountId: string, condition = sql`true`) =>
    (
      await rowsOf<{ id: string }>(
        ctx.database.db,
        sql`select id from orders where account_id = ${accountId} and ${condition} order by no`,
      )
    ).map((row) => row.id);
  const statusOf = async (id: string) =>
    (
      await rowsOf<{ status_id: string }>(ctx.database.db, sql`select status_id from orders where id = ${id}`)
    )[0]?.status_id;

  it('changes the status of the selected orders in one go, keeps the comment in each history, audits each', async () => {
    const mine = (await idsOf(admin.accountId, sql`status_id <> ${status.processing!.id}`)).slice(0, 3);
    const theirs = (await idsOf(other.accountId)).slice(0, 2);
    const before = await Promise.all(theirs.map(statusOf));
    const response = await apiAs(ctx, admin)('POST', '/api/orders/bulk/status', {
      orderIds: [...mine, ...theirs, crypto.randomUUID()],
      statusId: status.processing!.id,
      comment: '  Pakowanie od rana  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: 'completed',
      total: 6,
      changed: 3,
      message: bulkMessages.statusChanged(3),
    });
    expect(await Promise.all(theirs.map(statusOf))).toEqual(before);

    const order = (await apiAs(ctx, admin)('GET', `/api/orders/${mine[0]}`)).json();
    expect(order.statusId).toBe(status.processing!.id);
    expect(order.statusHistory[0]).toMatchObject({
      toStatusId: status.processing!.id,
      comment: 'Pakowanie od rana',
      userId: admin.userId,
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, admin.accountId),
          eq(auditLog.targetType, 'order'),
          sql`${auditLog.details}->>'note' = 'Pakowanie od rana'`,
        ),
      );
    expect(entries.map((entry) => entry.targetId).sort()).toEqual([...mine].sort());

    const again = await apiAs(ctx, admin)('POST', '/api/orders/bulk/status', {
      orderIds: mine,
      statusId: status.processing!.id,
    });
    expect(again.json()).toMatchObject({ total: 3, changed: 0 });
  });

  it('refuses an empty selection, a missing status and a status of another account', async () => {
    const call = apiAs(ctx, admin);
    const empty = await call('POST', '/api/orders/bulk/status', { orderIds: [], statusId: status.new!.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ orderIds: bulkMessages.nothingSelected });
    const noStatus = await call('POST', '/api/orders/bulk/status', {
      orderIds: await idsOf(admin.accountId),
    });
    expect(noStatus.json().error.fields).toEqual({ statusId: bulkMessages.statusRequired });
    const foreign = await call('POST', '/api/orders/bulk/status', {
      orderIds: await idsOf(admin.accountId),
      statusId: otherStatus.new!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ statusId: orderMessages.statusUnknown });
  });

  it('targets every order matching the current filter', async () => {
    const rootGroup = {
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'ebay' }],
      groups: [],
    };
    const ebay = await idsOf(admin.accountId, sql`source = 'ebay' and status_id <> ${status.cancelled!.id}`);
    const response = await apiAs(ctx, admin)('POST', '/api/orders/bulk/status', {
      filter: { rootGroup },
      statusId: status.cancelled!.id,
    });
    expect(response.json()).toMatchObject({ state: 'completed', changed: ebay.length });
    const listed = await list(ctx, admin, { filter: rootGroup, statusId: status.cancelled!.id, limit: 100 });
    expect(listed.count).toBe((await idsOf(admin.accountId, sql`source = 'ebay'`)).length);
  });

  it('runs a large action as a job with progress and reports how many changed', async () => {
    bulkSettings.syncLimit = 5;
    bulkSettings.chunkSize = 7;
    const targets = await idsOf(admin.accountId, sql`status_id <> ${status.completed!.id}`);
    const response = await apiAs(ctx, admin)('POST', '/api/orders/bulk/status', {
      filter: { archived: 'exclude' },
      statusId: status.completed!.id,
      comment: 'Zamknięcie sezonu',
    });
    expect(response.statusCode).toBe(202);
    const { jobId, total } = response.json();
    expect(total).toBe(await (await idsOf(admin.accountId)).length);
    expect(ctx.sentJobs.at(-1)).toEqual({ name: 'orders.bulk', data: { jobId } });

    const queued = (await apiAs(ctx, admin)('GET', `/api/orders/bulk-jobs/${jobId}`)).json();
    expect(queued).toMatchObject({ state: 'queued', processed: 0, changed: 0, action: 'status' });
    expect((await apiAs(ctx, other)('GET', `/api/orders/bulk-jobs/${jobId}`)).statusCode).toBe(404);

    await runBulkJob(ctx.database.db, jobId);
    const done = (await apiAs(ctx, admin)('GET', `/api/orders/bulk-jobs/${jobId}`)).json();
    expect(done).toMatchObject({ state: 'completed', processed: total, total, changed: targets.length });
    expect(done.message).toBe(bulkMessages.statusChanged(targets.length));
    expect(await idsOf(admin.accountId, sql`status_id <> ${status.completed!.id}`)).toEqual([]);
  });

  it('archives, lists the archive, restores, then deletes only what the account owns', async () => {
    const call = apiAs(ctx, admin);
    const mine = (await idsOf(admin.accountId)).slice(0, 4);
    const theirs = (await idsOf(other.accountId)).slice(0, 2);
    const archived = await call('POST', '/api/orders/bulk/archive', { orderIds: [...mine, ...theirs] });
    expect(archived.json()).toMatchObject({ changed: 4, message: bulkMessages.archived(4) });
    const archive = await list(ctx, admin, { archived: 'only', limit: 10 });
    expect(archive.data.map((row) => row.id).sort()).toEqual([...mine].sort());
    expect(archive.data.every((row) => row.info.archived)).toBe(true);
    expect((await list(ctx, admin, { limit: 100 })).data.some((row) => mine.includes(row.id))).toBe(false);

    const restored = await call('POST', '/api/orders/bulk/archive', {
      orderIds: mine.slice(0, 2),
      restore: true,
    });
    expect(restored.json()).toMatchObject({ changed: 2 });

    const deleted = await call('POST', '/api/orders/bulk/delete', { orderIds: [...mine, ...theirs] });
    expect(deleted.json()).toMatchObject({ changed: 4, message: bulkMessages.deleted(4) });
    expect(
      await idsOf(
        admin.accountId,
        sql`id in (${sql.join(
          mine.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    ).toEqual([]);
    expect(
      await idsOf(
        other.accountId,
        sql`id in (${sql.join(
          theirs.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    ).toHaveLength(2);
  });

  it('needs oms.edit to change or archive and oms.delete to delete', async () => {
    const editor = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] });
    const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const orderIds = (await idsOf(admin.accountId)).slice(0, 1);
    const asReader = apiAs(ctx, reader);
    expect(
      (await asReader('POST', '/api/orders/bulk/status', { orderIds, statusId: status.new!.id })).statusCode,
    ).toBe(403);
    expect((await asReader('POST', '/api/orders/bulk/archive', { orderIds })).statusCode).toBe(403);
    expect((await apiAs(ctx, editor)('POST', '/api/orders/bulk/delete', { orderIds })).statusCode).toBe(403);
    expect(
      (await apiAs(ctx, editor)('POST', '/api/orders/bulk/status', { orderIds, statusId: status.new!.id }))
        .statusCode,
    ).toBe(200);
  });
});
