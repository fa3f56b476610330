import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoCategoryRunMessages as messages } from '@zaplecze/contract/auto-categories/auto-categories';
import { auditLog, productJobs } from '../../../db/schema/index';
import { queueJobSettings } from '../../../jobs/queue';
import { eventually, heldQueue } from '../../../test/held-queue';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, insertCategory, insertProducts } from '../list/fixtures';
import { rowsOf } from '../../../db/rows';
import { runAutoCategoryJob } from './job';
import {
  autoCategoryRunJobName,
  autoCategoryRunSettings,
  currentAutoCategoryRun,
  getAutoCategoryRun,
  startAutoCategoryRun,
} from './run';

const nameContains = (value: string) => ({
  operator: 'AND',
  conditions: [{ fieldId: 'name', operator: 'contains', value }],
  groups: [],
});

describe('automatic categories: the on-demand run over the catalogue', () => {
  const ctx = useTestApp();
  afterEach(() => {
    autoCategoryRunSettings.batchSize = 5000;
  });

  /** An account with two rules: "Kubek" → Kubki (position 1), "Kubek" or "Talerz" → Naczynia (2). */
  async function accountWithRules() {
    const user = await createAccount(ctx);
    const api = apiAs(ctx, user);
    const mugs = await insertCategory(ctx.database.db, user.accountId, 'Kubki');
    const dishes = await insertCategory(ctx.database.db, user.accountId, 'Naczynia');
    const rule = (name: string, target: string, condition: object, position: number) =>
      api('POST', '/api/auto-category-rules', { name, targetCategoryId: target, condition, position });
    expect((await rule('Kubki', mugs.id, nameContains('Kubek'), 1)).statusCode).toBe(201);
    const either = {
      operator: 'OR',
      conditions: [
        { fieldId: 'name', operator: 'contains', value: 'Kubek' },
        { fieldId: 'name', operator: 'contains', value: 'Talerz' },
      ],
      groups: [],
    };
    expect((await rule('Naczynia', dishes.id, either, 2)).statusCode).toBe(201);
    return { user, api, mugs: mugs.id, dishes: dishes.id };
  }

  const categoriesOf = async (accountId: string) =>
    Object.fromEntries(
      (
        await rowsOf<{ sku: string; categoryId: string | null }>(
          ctx.database.db,
          sql`select sku, category_id::text as "categoryId" from products where account_id = ${accountId}`,
        )
      ).map((row) => [row.sku, row.categoryId]),
    );

  let stranger: TestUser;
  beforeAll(async () => {
    stranger = await createAccount(ctx);
  });

  it('categorises matching products without a category in batches, first rule wins, one audit entry', async () => {
    const { user, api, mugs, dishes } = await accountWithRules();
    const other = await insertCategory(ctx.database.db, user.accountId, 'Inne');
    await insertProducts(ctx.database.db, user.accountId, [
      { sku: 'K-1', name: 'Kubek biały' },
      { sku: 'K-2', name: 'Kubek czarny' },
      { sku: 'T-1', name: 'Talerz płytki' },
      { sku: 'L-1', name: 'Lampka' },
      { sku: 'K-3', name: 'Kubek z kategorią', categoryId: other.id },
    ]);
    await insertProducts(ctx.database.db, stranger.accountId, [{ sku: 'K-1', name: 'Kubek obcy' }]);

    const started = await api('POST', '/api/auto-category-rules/run', {});
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    expect(ctx.sentJobs.at(-1)).toEqual({ name: autoCategoryRunJobName, data: { jobId } });
    expect((await api('GET', `/api/auto-category-rules/run/${jobId}`)).json()).toMatchObject({
      status: 'queued',
      total: 4,
      processed: 0,
      overwrite: false,
    });

    autoCategoryRunSettings.batchSize = 2;
    await runAutoCategoryJob(ctx.database.db, jobId);
    expect((await api('GET', `/api/auto-category-rules/run/${jobId}`)).json()).toMatchObject({
      status: 'done',
      total: 4,
      processed: 4,
      done: 3,
      message: messages.assigned(3),
    });
    expect(messages.assigned(3)).toBe('Przypisano kategorię 3 produktom.');
    expect(await categoriesOf(user.accountId)).toEqual({
      'K-1': mugs,
      'K-2': mugs,
      'T-1': dishes,
      'L-1': null,
      'K-3': other.id,
    });
    expect(await categoriesOf(stranger.accountId)).toEqual({ 'K-1': null });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, user.accountId), eq(auditLog.targetType, 'auto_category_run')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'edit',
      targetId: jobId,
      details: { note: messages.assigned(3) },
    });
    // The other account cannot see the run.
    expect((await apiAs(ctx, stranger)('GET', `/api/auto-category-rules/run/${jobId}`)).statusCode).toBe(404);
  });

  it('with overwrite also replaces existing categories (first matching rule) and bumps the version', async () => {
    const { user, api, mugs } = await accountWithRules();
    const other = await insertCategory(ctx.database.db, user.accountId, 'Inne');
    await insertProducts(ctx.database.db, user.accountId, [
      { sku: 'K-1', name: 'Kubek', categoryId: other.id },
      { sku: 'K-2', name: 'Kubek', categoryId: mugs },
      { sku: 'L-1', name: 'Lampka', categoryId: other.id },
    ]);
    const { jobId } = (await api('POST', '/api/auto-category-rules/run', { overwrite: true })).json();
    await runAutoCategoryJob(ctx.database.db, jobId);
    const run = (await api('GET', `/api/auto-category-rules/run/${jobId}`)).json();
    expect(run).toMatchObject({ status: 'done', overwrite: true, total: 3, processed: 3, done: 1 });
    expect(await categoriesOf(user.accountId)).toEqual({ 'K-1': mugs, 'K-2': mugs, 'L-1': other.id });
    const versions = await rowsOf<{ sku: string; version: number }>(
      ctx.database.db,
      sql`select sku, version from products where account_id = ${user.accountId} order by sku`,
    );
    expect(versions).toEqual([
      { sku: 'K-1', version: 2 },
      { sku: 'K-2', version: 1 },
      { sku: 'L-1', version: 1 },
    ]);
    expect(messages.assigned(1)).toBe('Przypisano kategorię 1 produktowi.');
  });

  it('needs PIM edit, runs one at a time per account and refuses with no active rules', async () => {
    const { user, api } = await accountWithRules();
    const reader = await createUser(ctx, user.accountId, { permissions: ['pim.read'] });
    const refused = await apiAs(ctx, reader)('POST', '/api/auto-category-rules/run', {});
    expect(refused.statusCode).toBe(403);

    const first = await api('POST', '/api/auto-category-rules/run', {});
    expect(first.statusCode).toBe(202);
    expect(
      (await apiAs(ctx, reader)('GET', `/api/auto-category-rules/run/${first.json().jobId}`)).statusCode,
    ).toBe(200);
    const current = async (as: typeof api) =>
      (await as('GET', '/api/auto-category-rules/run/current')).json().run;
    expect((await current(apiAs(ctx, reader))).id).toBe(first.json().jobId);
    expect(await current(apiAs(ctx, stranger))).toBeNull();
    const second = await api('POST', '/api/auto-category-rules/run', { overwrite: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(messages.alreadyRunning);
    await runAutoCategoryJob(ctx.database.db, first.json().jobId);
    expect(await current(api)).toBeNull();
    expect((await api('POST', '/api/auto-category-rules/run', {})).statusCode).toBe(202);

    const empty = await apiAs(ctx, stranger)('POST', '/api/auto-category-rules/run', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.noActiveRules);
  });

  it('a run whose queue job failed on its last attempt is shown failed and does not block the next run', async () => {
    const { user } = await accountWithRules();
    await insertProducts(ctx.database.db, user.accountId, [{ sku: 'K-1', name: 'Kubek' }]);
    const actor = { accountId: user.accountId, userId: user.userId, ip: null };
    // The worker takes each job and holds it until crashed; no retry is left after that attempt.
    // (Holding every attempt apart keeps the next run's job alive when the worker takes it.)
    const held = await heldQueue(ctx.database, autoCategoryRunJobName);
    const queue = held.queue;
    try {
      const deps = { db: ctx.database.db, jobs: queue };
      const { jobId } = await startAutoCategoryRun(deps, actor, { overwrite: false });
      await ctx.database.db.update(productJobs).set({ status: 'running' }).where(eq(productJobs.id, jobId));
      const states = () => held.states({ jobId });
      await eventually(async () => (await states()).includes('active'));
      // While the worker holds the job the run is under way and a second start is refused.
      expect(await currentAutoCategoryRun(deps, user.accountId)).toMatchObject({
        id: jobId,
        status: 'running',
      });
      await expect(startAutoCategoryRun(deps, actor, { overwrite: false })).rejects.toMatchObject({
        message: messages.alreadyRunning,
      });

      held.crash();
      await eventually(async () => (await states()).includes('failed'));
      expect(await currentAutoCategoryRun(deps, user.accountId)).toBeNull();
      expect(await getAutoCategoryRun(deps, user.accountId, jobId)).toMatchObject({
        status: 'failed',
        error: messages.failed,
      });
      const next = await startAutoCategoryRun(deps, actor, { overwrite: false });
      expect(next.jobId).not.toBe(jobId);

      // A run whose queue job is gone is failed too, once past the grace of a start in progress
      // (even one the worker had taken: the worker holds it until the queue stops).
      await eventually(async () => held.attempts() === 2);
      await ctx.database.db.execute(
        sql`delete from pgboss.job where data @> ${JSON.stringify({ jobId: next.jobId })}::jsonb`,
      );
      expect(await currentAutoCategoryRun(deps, user.accountId)).toMatchObject({ id: next.jobId });
      await ctx.database.db
        .update(productJobs)
        .set({ createdAt: new Date(Date.now() - 2 * queueJobSettings.graceMs) })
        .where(eq(productJobs.id, next.jobId));
      expect(await currentAutoCategoryRun(deps, user.accountId)).toBeNull();
      expect(await getAutoCategoryRun(deps, user.accountId, next.jobId)).toMatchObject({ status: 'failed' });
    } finally {
      await held.stop();
    }
  }, 40_000);
});
