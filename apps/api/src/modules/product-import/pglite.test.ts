import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { importRuns } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { dryRun } from './engine/run';
import { rollbackImport, runImportJob } from './service';
import { createTaskFromUpload } from './tasks';

describe('product import on the embedded PGlite database', () => {
  it('dry run, final import (batched unnest) and rollback', async () => {
    const database = await openPglite(undefined);
    try {
      await migrateDatabase(database);
      const db = database.db;
      const { accountId, userId } = await seedCompany(db, { username: 'pglite-import', email: 'pglite-import@example.com', password: 'Haslo-Testowe-1!', companyName: 'Firma', planId: 'professional' });
      const actor = { accountId, userId };
      const dir = mkdtempSync(path.join(tmpdir(), 'zap-pglite-'));
      const file = path.join(dir, 'p.csv');
      const importFile = async (text: string) => {
        writeFileSync(file, text);
        const run = await createTaskFromUpload(db, dir, actor, 'CSV', { filename: 'p.csv', stream: createReadStream(file) });
        await db.update(importRuns).set({ mapping: { sku: 'sku', name: 'name', cena: 'price.amount' }, importMode: 'AddAndUpdate', productIdentifier: 'Sku', stage: 'confirmed' }).where(eq(importRuns.id, run.id));
        const preview = await dryRun(db, run.id);
        await db.update(importRuns).set({ stage: 'queued' }).where(eq(importRuns.id, run.id));
        await runImportJob(db, run.id);
        return { runId: run.id, preview };
      };
      await importFile('sku;name;cena\nP-1;Kubek;19,99\n');
      const second = await importFile('sku;name;cena\nP-1;Kubek;21,49\nP-2;Miska;5\n');
      expect(second.preview).toMatchObject({ created: 1, updated: 1 });
      expect(second.preview.diffs[0]!.changes).toEqual(['cena: 19,99 → 21,49']);
      const prices = async () => (await db.execute(sql`select sku, price::text as price from products where account_id = ${accountId} order by sku`)) as unknown as { rows: unknown[] };
      expect((await prices()).rows).toEqual([{ sku: 'P-1', price: '21.49' }, { sku: 'P-2', price: '5.00' }]);
      await rollbackImport(db, actor, second.runId);
      expect((await prices()).rows).toEqual([{ sku: 'P-1', price: '19.99' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
