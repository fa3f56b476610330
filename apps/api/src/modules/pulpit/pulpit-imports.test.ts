import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../test/test-app';
import { pulpitQuery } from '@zaplecze/contract/pulpit/pulpit';
import { queueJobSettings } from '../../jobs/queue';
import { heldQueue } from '../../test/held-queue';
import { importJobName, importsStartedToday } from '../product-import/service';
import { pulpitOf } from './service';
import { pulpit } from './__fixtures__/pulpit';
import { warsawToday } from './period';

interface RunFixture {
  fileName: string;
  stage: string;
  status?: string | null;
  processed?: number;
  total?: number;
  message?: string | null;
  startedAt?: Date | null;
  finishedAt?: Date | null;
}

async function addRun(ctx: TestContext, accountId: string, run: RunFixture): Promise<string> {
  const result = await ctx.database.db.execute(
    sql`insert into import_runs (account_id, source, file_name, format, file_path, header, stage, status,
                                 processed_rows, total_rows, message, started_at, finished_at)
        values (${accountId}, 'upload', ${run.fileName}, 'CSV', '', '[]'::jsonb, ${run.stage}, ${run.status ?? null},
                ${run.processed ?? 0}, ${run.total ?? 0}, ${run.message ?? null},
                ${run.startedAt?.toISOString() ?? null}::timestamptz, ${run.finishedAt?.toISOString() ?? null}::timestamptz)
        returning id::text as id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** The instant the Warsaw calendar day of `now` began (CET +1 or CEST +2). */
function warsawMidnight(now: Date): Date {
  const day = warsawToday(now);
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    if (warsawToday(candidate) === day && warsawToday(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  throw new Error(`no Warsaw midnight for ${day}`);
}

const hours = (n: number) => n * 3_600_000;

describe('pulpit: imports under way, failed, and the imports of the day', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await createAccount(ctx);
    const now = Date.now();
    const midnight = warsawMidnight(new Date()).getTime();
    const a = admin.accountId;
    ids.running = await addRun(ctx, a, {
      fileName: 'cennik.csv',
      stage: 'running',
      status: 'InProgress',
      processed: 250,
      total: 1000,
      startedAt: new Date(midnight + 60_000),
    });
    ids.queued = await addRun(ctx, a, { fileName: 'harmonogram.xml', stage: 'queued', status: 'InProgress' });
    ids.failed = await addRun(ctx, a, {
      fileName: 'hurtownia.csv',
      stage: 'failed',
      status: 'Error',
      processed: 40,
      total: 90,
      message: 'Import przerwany: błąd serwera',
      startedAt: new Date(now - hours(50)),
      finishedAt: new Date(now - hours(49)),
    });
    ids.allRejected = await addRun(ctx, a, {
      fileName: 'zle-eany.csv',
      stage: 'completed',
      status: 'Error',
      processed: 3,
      total: 3,
      message: 'Utworzono 0, zaktualizowano 0, bez zmian 0, odrzucono 3',
      startedAt: new Date(now - hours(3)),
      finishedAt: new Date(now - hours(2)),
    });
    // Not on the list: failed too long ago, finished well, still at the mapping step.
    await addRun(ctx, a, {
      fileName: 'stary.csv',
      stage: 'failed',
      status: 'Error',
      startedAt: new Date(now - hours(24 * 8)),
      finishedAt: new Date(now - hours(24 * 8)),
    });
    await addRun(ctx, a, {
      fileName: 'udany.csv',
      stage: 'completed',
      status: 'Success',
      processed: 5,
      total: 5,
      startedAt: new Date(midnight - 60_000),
      finishedAt: new Date(midnight),
    });
    await addRun(ctx, a, { fileName: 'mapowanie.csv', stage: 'mapping' });

    const other = await createAccount(ctx);
    await addRun(ctx, other.accountId, {
      fileName: 'obcy-blad.csv',
      stage: 'failed',
      status: 'Error',
      finishedAt: new Date(),
    });
    await addRun(ctx, other.accountId, {
      fileName: 'obcy-w-toku.csv',
      stage: 'running',
      status: 'InProgress',
      startedAt: new Date(),
    });
  });

  it('lists the imports under way with their progress, then the failed ones of the last 7 days, newest first', async () => {
    const data = await pulpit(ctx, admin, { period: 'today' });
    const imports = data.attention.imports!;
    expect(imports.items.map((item) => item.id)).toEqual([
      ids.running,
      ids.queued,
      ids.allRejected,
      ids.failed,
    ]);
    expect(imports.items[0]).toMatchObject({
      fileName: 'cennik.csv',
      state: 'running',
      processedRows: 250,
      totalRows: 1000,
      progressPct: 25,
    });
    expect(imports.items[1]).toMatchObject({ state: 'queued', progressPct: null });
    expect(imports.items[3]).toMatchObject({
      fileName: 'hurtownia.csv',
      state: 'failed',
      progressPct: null,
      message: 'Import przerwany: błąd serwera',
    });
    expect(imports).toMatchObject({ failedCount: 2, failedDays: 7 });
    expect(JSON.stringify(imports)).not.toContain('obcy');
  });

  it('counts the imports of the Warsaw day: started since midnight in Warsaw, and those queued', async () => {
    const data = await pulpit(ctx, admin, { period: 'today' });
    // The running one (00:01 Warsaw) and the queued one; the good one started at 23:59 the day before.
    const usage = data.attention.licence.usage.find((u) => u.kind === 'imports')!;
    expect(usage.used).toBe(2 + (Date.now() - hours(3) >= warsawMidnight(new Date()).getTime() ? 1 : 0));
  });

  it('cuts the day at midnight in Warsaw, also on the day summer time starts', async () => {
    const account = (await createAccount(ctx)).accountId;
    // 29.03.2026: Warsaw is still at +01:00 at midnight, so the day begins at 23:00 UTC the evening before.
    await addRun(ctx, account, {
      fileName: 'a.csv',
      stage: 'completed',
      status: 'Success',
      startedAt: new Date('2026-03-28T23:00:00Z'),
    });
    await addRun(ctx, account, {
      fileName: 'b.csv',
      stage: 'completed',
      status: 'Success',
      startedAt: new Date('2026-03-28T22:59:59Z'),
    });
    await addRun(ctx, account, {
      fileName: 'c.csv',
      stage: 'completed',
      status: 'Success',
      startedAt: new Date('2026-03-29T21:59:59Z'),
    });
    await addRun(ctx, account, {
      fileName: 'd.csv',
      stage: 'completed',
      status: 'Success',
      startedAt: new Date('2026-03-29T22:00:00Z'),
    });
    // 23:59 CEST on the 29th: a, c; one minute later (00:00 on the 30th): d only.
    expect(await importsStartedToday(ctx.database.db, account, new Date('2026-03-29T21:59:59Z'))).toBe(2);
    expect(await importsStartedToday(ctx.database.db, account, new Date('2026-03-29T22:00:00Z'))).toBe(1);
  });

  it('shows no imports and no import usage without PIM read', async () => {
    const ordersOnly = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const data = await pulpit(ctx, ordersOnly, { period: 'today' });
    expect(data.attention.imports).toBeNull();
    expect(data.attention.licence.usage.map((u) => u.kind)).toEqual(['orders']);
    const reader = await createUser(ctx, admin.accountId, { permissions: ['pim.read'] });
    expect((await pulpit(ctx, reader, { period: 'today' })).attention.imports!.items).toHaveLength(4);
  });

  it('closes an import whose background job is gone before showing it, and leaves a live one running', async () => {
    const account = (await createAccount(ctx)).accountId;
    const lost = await addRun(ctx, account, {
      fileName: 'porzucony.csv',
      stage: 'running',
      status: 'InProgress',
      processed: 120,
      total: 500,
      startedAt: new Date(Date.now() - 2 * queueJobSettings.graceMs),
    });
    const fresh = await addRun(ctx, account, {
      fileName: 'swiezy.csv',
      stage: 'running',
      status: 'InProgress',
      startedAt: new Date(),
    });
    const held = await heldQueue(ctx.database, importJobName);
    try {
      const data = await pulpitOf(
        { db: ctx.database.db, jobs: held.queue },
        account,
        ['pim.read'],
        pulpitQuery.parse({ period: 'today' }),
      );
      const byId = new Map(data.attention.imports!.items.map((item) => [item.id, item]));
      expect(byId.get(lost)).toMatchObject({ state: 'failed', processedRows: 120 });
      expect(byId.get(lost)!.message).toContain('przetworzono 120 wierszy');
      expect(byId.get(fresh)).toMatchObject({ state: 'running' });
    } finally {
      await held.stop();
    }
  });
});
