import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useS3TestApp } from '../../../test/s3-test-app';
import { importAccount } from '../__fixtures__/client';
import { spillPath } from './spill';
import { importFileGone, scratchPath } from './import-files';
import { runImportJob } from './service';
import { sweepImportFiles } from './cleanup';
import { importRuns } from '../../../db/schema/index';

/**
 * Several instances: the uploaded file is kept in the bucket, so the dry run and the final import
 * may run where the upload did not land. Removing this instance's scratch folder between the steps
 * is what another instance sees: no scratch copy, no dry-run spill.
 */
describe('product import files on S3-compatible storage', () => {
  const { ctx, bucket } = useS3TestApp();

  it('an upload is kept in the bucket; the dry run and the final import read it on an instance without the scratch copy', async () => {
    const { account, api } = await importAccount(ctx);
    const scratchFolder = path.join(ctx.config.dataDir, 'imports', 'scratch');
    const uploaded = await api.upload('produkty.csv', 'sku;name;cena\nS3-1;Kubek;19,99\nS3-2;Miska;5\n');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const taskId = uploaded.json().taskId as string;
    const keys: string[] = [];
    for await (const file of bucket().list('imports/')) keys.push(file.key);
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    expect(key).toMatch(new RegExp(`^imports/${account.accountId}/[0-9a-f-]{36}\\.csv$`));
    const local = scratchPath(ctx.app.deps, key);
    expect(existsSync(local)).toBe(true);

    // The confirm (dry run) reaches another instance: the file is downloaded from the bucket().
    await rm(scratchFolder, { recursive: true, force: true });
    const dry = await api.confirm(taskId, { sku: 'sku', name: 'name', cena: 'price.amount' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ created: 2, updated: 0, rejected: 0 });
    expect(existsSync(local)).toBe(true);
    expect(existsSync(spillPath(local))).toBe(true);

    // The final import runs on yet another one: no copy and no spill there, the file is read again.
    await rm(scratchFolder, { recursive: true, force: true });
    const started = await api.call('POST', `/api/product-import/tasks/${taskId}/import`);
    expect(started.statusCode, started.body).toBe(202);
    await runImportJob(ctx.database.db, ctx.app.deps, taskId);
    const task = (await api.call('GET', `/api/product-import/tasks/${taskId}`)).json();
    expect(task).toMatchObject({ stage: 'completed', status: 'Success', created: 2 });

    const list = await api.call('GET', '/api/products?limit=100&sort=sku');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      (list.json() as { data: { sku: string; name: string }[] }).data.map(({ sku, name }) => ({ sku, name })),
    ).toEqual([
      { sku: 'S3-1', name: 'Kubek' },
      { sku: 'S3-2', name: 'Miska' },
    ]);
    // The run is done with its file: the object and the scratch copy are gone.
    expect(await bucket().exists(key)).toBe(false);
    expect(existsSync(local)).toBe(false);
    expect(existsSync(path.join(ctx.config.dataDir, 'files', 'imports'))).toBe(false);
  });

  it('a stored file that is gone fails the step with a message, not a server error', async () => {
    const { api } = await importAccount(ctx);
    const uploaded = await api.upload('produkty.csv', 'sku;name\nG-1;Kubek\n');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const keys: string[] = [];
    for await (const file of bucket().list('imports/')) keys.push(file.key);
    for (const key of keys) await bucket().delete(key);
    await rm(path.join(ctx.config.dataDir, 'imports', 'scratch'), { recursive: true, force: true });
    const dry = await api.confirm(uploaded.json().taskId as string, { sku: 'sku', name: 'name' });
    expect(dry.statusCode, dry.body).toBe(400);
    expect(dry.json().error.message).toContain(importFileGone);
  });

  it('the files sweep deletes the stored file of a run that ended and keeps the one of a task in the wizard', async () => {
    const { account, api } = await importAccount(ctx);
    const ended = (await api.upload('stary.csv', 'sku;name\nE-1;Kubek\n')).json().taskId as string;
    const open = (await api.upload('nowy.csv', 'sku;name\nE-2;Miska\n')).json().taskId as string;
    const keyOf = async (taskId: string) =>
      (
        await ctx.database.db
          .select({ filePath: importRuns.filePath })
          .from(importRuns)
          .where(eq(importRuns.id, taskId))
      )[0]!.filePath;
    const [endedKey, openKey] = [await keyOf(ended), await keyOf(open)];
    expect(endedKey.startsWith(`imports/${account.accountId}/`)).toBe(true);
    // Closed without its file removed, as a run whose job was abandoned is.
    await ctx.database.db.update(importRuns).set({ stage: 'failed' }).where(eq(importRuns.id, ended));
    await sweepImportFiles(ctx.database.db, ctx.app.deps);
    expect(await bucket().exists(endedKey)).toBe(false);
    expect(existsSync(scratchPath(ctx.app.deps, endedKey))).toBe(false);
    expect(await bucket().exists(openKey)).toBe(true);
    expect(existsSync(scratchPath(ctx.app.deps, openKey))).toBe(true);
  });
});
