import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { runImportJob } from '../runs/service';

export const fixturePath = (name: string) => path.join(import.meta.dirname, name);

/** The wizard's calls for one user: upload, confirm (dry run), final import run in-process. */
export function importClient(ctx: TestContext, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const upload = (fileName: string, bytes: Buffer | string, format = 'CSV') => {
    const form = multipartFile(
      'file',
      fileName,
      'application/octet-stream',
      Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    );
    return ctx.app.inject({
      method: 'POST',
      url: `/api/product-import/upload?format=${format}`,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
  };
  const uploadFixture = (name: string, format = 'CSV') =>
    upload(name, readFileSync(fixturePath(name)), format);
  const confirm = (
    taskId: string,
    mapping: Record<string, string>,
    importMode = 'AddAndUpdate',
    productIdentifier = 'Sku',
    /** More of the confirm body: missingEntries, fieldErrorPolicy, sourceOptions. */
    options: object = {},
  ) =>
    call('POST', `/api/product-import/tasks/${taskId}/confirm`, {
      mapping,
      importMode,
      productIdentifier,
      ...options,
    });
  /** Upload, confirm and run the final import to the end; returns the task id and the dry run. */
  const importCsv = async (
    csv: string,
    mapping: Record<string, string>,
    importMode = 'AddAndUpdate',
    productIdentifier = 'Sku',
  ) => {
    const uploaded = await upload('produkty.csv', csv);
    if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
    const taskId = uploaded.json().taskId as string;
    const dry = await confirm(taskId, mapping, importMode, productIdentifier);
    if (dry.statusCode !== 200) throw new Error(dry.body);
    const started = await call('POST', `/api/product-import/tasks/${taskId}/import`);
    if (started.statusCode !== 202) throw new Error(started.body);
    await runImportJob(ctx.database.db, ctx.app.deps, taskId);
    return { taskId, dry: dry.json() };
  };
  return { call, upload, uploadFixture, confirm, importCsv };
}

export type ImportClient = ReturnType<typeof importClient>;

/** A new account with a default warehouse and price list, and the wizard's calls as its user. */
export async function importAccount(ctx: TestContext): Promise<{ account: TestUser; api: ImportClient }> {
  const account = await createAccount(ctx);
  await addDefaults(ctx, account.accountId);
  return { account, api: importClient(ctx, account) };
}

export async function productsOf(ctx: TestContext, accountId: string) {
  const result = await ctx.database.db.execute(
    sql`select sku, ean, name, price::text as price, stock, version, long_description as "longDescription", producer_id::text as "producerId" from products where account_id = ${accountId} order by sku`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A default warehouse and price list, as an account sets up in its configuration. */
export async function addDefaults(ctx: TestContext, accountId: string) {
  await ctx.database.db.execute(sql`
    insert into price_lists (account_id, system_id, name, type, currency, hierarchy, is_default) values (${accountId}, 1, 'Detaliczna', 'independent', 'PLN', 1, true)`);
  await ctx.database.db.execute(sql`
    insert into warehouses (account_id, system_id, name, hierarchy_position, is_default) values (${accountId}, 1, 'Główny', 1, true)`);
}
