import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importRuns, outboxEvents } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { importAccount } from '../__fixtures__/client';
import { runImportJob } from './service';

describe('product import: import.finished in the transaction that closes the run', () => {
  const ctx = useTestApp();

  it('emits one import.finished with the counts, and one product.created per imported product', async () => {
    const db = ctx.database.db;
    const { account, api } = await importAccount(ctx);
    const taskId = (await api.upload('produkty.csv', 'sku;name\nEV-1;Kubek\nEV-2;Talerz\n')).json()
      .taskId as string;
    expect((await api.confirm(taskId, { sku: 'sku', name: 'name' })).statusCode).toBe(200);
    await db
      .update(importRuns)
      .set({ stage: 'queued', status: 'InProgress' })
      .where(eq(importRuns.id, taskId));
    const ofAccount = (type: string) =>
      db
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.accountId, account.accountId), eq(outboxEvents.type, type)));

    await runImportJob(db, ctx.app.deps, taskId);
    const finished = await ofAccount('import.finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ resourceType: 'import', resourceId: taskId, resourceVersion: 1 });
    expect(finished[0]!.data).toMatchObject({
      stage: 'completed',
      status: 'Success',
      created: 2,
      rejected: 0,
    });
    const created = await ofAccount('product.created');
    expect(created.map((event) => event.data.sku).sort()).toEqual(['EV-1', 'EV-2']);

    // A closed run is not run or closed again: no second event.
    await runImportJob(db, ctx.app.deps, taskId);
    expect(await ofAccount('import.finished')).toHaveLength(1);
  });
});
