import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { importClient } from '../__fixtures__/client';
import { sweepImportFiles } from '../runs/cleanup';
import { scratchPath } from '../runs/import-files';
import { confirmMapping } from '../planning/service';
import { startFinalImport } from '../runs/service';

const day = 24 * 3600 * 1000;

describe('import/export log and file lifetime', () => {
  const ctx = useTestApp();

  /** A finished (or running) product export as the products module leaves it. */
  async function exportJob(user: TestUser, options: { status: string; ageDays: number; withFile: boolean }) {
    const dir = path.join(ctx.config.dataDir, 'files', 'product-exports', user.accountId);
    mkdirSync(dir, { recursive: true });
    const filePath = path.join(dir, `${crypto.randomUUID()}.csv`);
    if (options.withFile) writeFileSync(filePath, 'sku\n');
    const at = new Date(Date.now() - options.ageDays * day).toISOString();
    const result = await ctx.database.db.execute(sql`
      insert into product_jobs (account_id, user_id, kind, format, status, total, processed, file_name, file_path, created_at, finished_at)
      values (${user.accountId}, ${user.userId}, 'export', 'csv', ${options.status}, 3, 3, 'produkty_2026-11-20.csv',
        ${options.withFile ? filePath : null}, ${at}::timestamptz, ${at}::timestamptz)
      returning id::text as id`);
    return { id: (result as unknown as { rows: { id: string }[] }).rows[0]!.id, filePath };
  }

  it('lists exports beside imports: type, status, counts, user, download link; paging and the status filter span both', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const older = await exportJob(account, { status: 'done', ageDays: 2, withFile: true });
    const run = await client.importCsv('sku;name\nL-1;Lampa\n', { sku: 'sku', name: 'name' });
    const failed = await exportJob(account, { status: 'failed', ageDays: 0, withFile: false });

    const log = (await client.call('GET', '/api/product-import/logs?offset=0&limit=10')).json();
    expect(log.count).toBe(3);
    expect(log.items.map((item: { id: string }) => item.id)).toEqual([failed.id, run.taskId, older.id]);
    expect(log.items[2]).toMatchObject({
      importType: 'export',
      status: 'Success',
      processedRows: 3,
      totalRows: 3,
      userName: expect.any(String),
      downloadUrl: `/api/products/export/${older.id}/file`,
      fileExpired: false,
      canRollback: false,
    });
    expect(log.items[1]).toMatchObject({
      importType: 'import',
      userName: expect.any(String),
      downloadUrl: null,
    });
    expect(log.items[0]).toMatchObject({ status: 'Error', downloadUrl: null });

    const page = (await client.call('GET', '/api/product-import/logs?offset=1&limit=1')).json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([run.taskId]);
    const successes = (await client.call('GET', '/api/product-import/logs?status=Success')).json();
    expect(successes.items.map((item: { id: string }) => item.id)).toEqual([run.taskId, older.id]);

    // Another account's exports never show.
    const other = await createAccount(ctx);
    expect((await importClient(ctx, other).call('GET', '/api/product-import/logs')).json().count).toBe(0);
  });

  it('removes the upload when the run ends; the rollback still works without it', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const run = await client.importCsv('sku;name\nF-1;Fotel\n', { sku: 'sku', name: 'name' });
    const filePath = (
      (await ctx.database.db.execute(
        sql`select file_path as "filePath" from import_runs where id = ${run.taskId}`,
      )) as unknown as {
        rows: { filePath: string }[];
      }
    ).rows[0]!.filePath;
    expect(existsSync(filePath)).toBe(false);
    expect((await client.call('POST', `/api/product-import/logs/${run.taskId}/rollback`)).statusCode).toBe(
      200,
    );
  });

  it('the sweep closes tasks abandoned for a day, deletes stray uploads and expires week-old export files', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const fresh = (await client.upload('swiezy.csv', 'sku;name\nS-1;Stół\n')).json();
    const stale = (await client.upload('stary.csv', 'sku;name\nS-2;Krzesło\n')).json();
    await ctx.database.db.execute(
      sql`update import_runs set created_at = now() - interval '25 hours' where id = ${stale.taskId}`,
    );
    const paths = async () =>
      (
        (await ctx.database.db.execute(
          sql`select id::text as id, file_path as "filePath" from import_runs where account_id = ${account.accountId}`,
        )) as unknown as {
          rows: { id: string; filePath: string }[];
        }
      ).rows;
    const byId = new Map((await paths()).map((row) => [row.id, row.filePath]));
    const files = ctx.app.deps;
    const local = (taskId: string) => scratchPath(files, byId.get(taskId)!);
    const stray = path.join(path.dirname(local(fresh.taskId)), 'zgubiony.csv');
    writeFileSync(stray, 'x');
    const old = new Date(Date.now() - 2 * day);
    utimesSync(stray, old, old);
    const weekOld = await exportJob(account, { status: 'done', ageDays: 8, withFile: true });
    const recent = await exportJob(account, { status: 'done', ageDays: 1, withFile: true });

    const removed = await sweepImportFiles(ctx.database.db, ctx.app.deps);
    expect(removed.uploads).toBeGreaterThanOrEqual(2);
    expect(existsSync(local(stale.taskId))).toBe(false);
    expect(await files.storage.exists(byId.get(stale.taskId)!)).toBe(false);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(local(fresh.taskId))).toBe(true);
    expect(await files.storage.exists(byId.get(fresh.taskId)!)).toBe(true);
    expect(existsSync(weekOld.filePath)).toBe(false);
    expect(existsSync(recent.filePath)).toBe(true);

    const staleTask = (await client.call('GET', `/api/product-import/tasks/${stale.taskId}`)).json();
    expect(staleTask).toMatchObject({ stage: 'failed', message: importMessages.uploadExpired });
    expect((await client.confirm(stale.taskId, { sku: 'sku', name: 'name' })).statusCode).toBe(409);
    expect((await client.confirm(fresh.taskId, { sku: 'sku', name: 'name' })).statusCode).toBe(200);

    const log = (await client.call('GET', '/api/product-import/logs')).json();
    const expired = log.items.find((item: { id: string }) => item.id === weekOld.id);
    expect(expired).toMatchObject({
      fileExpired: true,
      downloadUrl: null,
      message: expect.stringContaining('plik wygasł'),
    });
    expect(log.items.find((item: { id: string }) => item.id === recent.id).downloadUrl).toBe(
      `/api/products/export/${recent.id}/file`,
    );
    expect((await client.call('GET', `/api/products/export/${weekOld.id}/file`)).statusCode).toBe(409);
  });

  // The sweep may close a stale confirmed task between the start's stage check and its update.
  it('a final import started while the sweep closes its stale task is refused, not queued over a deleted file', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const task = (await client.upload('produkty.csv', 'sku;name\nS-1;Jeden\n')).json();
    expect((await client.confirm(task.taskId, { sku: 'sku', name: 'name' })).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update import_runs set created_at = now() - interval '25 hours' where id = ${task.taskId}`,
    );
    const db = ctx.database.db;
    let swept = false;
    // The plan-limit count runs between the check and the update: the sweep lands right there.
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof db.execute>) => {
          if (!swept) {
            swept = true;
            await sweepImportFiles(db, ctx.app.deps);
          }
          return db.execute(...args);
        };
      },
    });
    const sent: string[] = [];
    const jobs = { send: async (name: string) => void sent.push(name) } as unknown as Parameters<
      typeof startFinalImport
    >[1];
    const actor = { accountId: account.accountId, userId: account.userId };
    await expect(startFinalImport(racing, jobs, actor, task.taskId)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(swept).toBe(true);
    expect(sent).toEqual([]);
    expect((await client.call('GET', `/api/product-import/tasks/${task.taskId}`)).json()).toMatchObject({
      stage: 'failed',
    });
  });

  it('a mapping confirmed while the sweep closes its stale task is refused (409), not a dry run over a deleted file', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const task = (await client.upload('produkty.csv', 'sku;name\nS-1;Jeden\n')).json();
    await ctx.database.db.execute(
      sql`update import_runs set created_at = now() - interval '25 hours' where id = ${task.taskId}`,
    );
    const db = ctx.database.db;
    let swept = false;
    // The sweep lands between the confirm's stage check and its update.
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'update' || swept) return Reflect.get(target, key, receiver);
        swept = true;
        return (...args: Parameters<typeof db.update>) => {
          const pending = sweepImportFiles(db, ctx.app.deps);
          const builder = db.update(...args);
          return {
            set: (values: Parameters<typeof builder.set>[0]) => ({
              where: (condition: Parameters<ReturnType<typeof builder.set>['where']>[0]) => ({
                then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
                  pending.then(() => builder.set(values).where(condition)).then(resolve, reject),
                returning: (fields: never) => ({
                  then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
                    pending
                      .then(() => builder.set(values).where(condition).returning(fields))
                      .then(resolve, reject),
                }),
              }),
            }),
          };
        };
      },
    });
    const actor = { accountId: account.accountId, userId: account.userId };
    const body = {
      mapping: { sku: 'sku', name: 'name' },
      importMode: 'AddAndUpdate',
      productIdentifier: 'Sku',
    } as Parameters<typeof confirmMapping>[4];
    await expect(confirmMapping(racing, ctx.app.deps, actor, task.taskId, body)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(swept).toBe(true);
    expect((await client.call('GET', `/api/product-import/tasks/${task.taskId}`)).json()).toMatchObject({
      stage: 'failed',
    });
  });
});
