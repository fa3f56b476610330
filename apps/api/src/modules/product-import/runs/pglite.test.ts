import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import { importRuns } from '../../../db/schema/index';
import { localStorage } from '../../../lib/storage/index';
import { seedCompany } from '../../../seed/company';
import { dryRun } from './run';
import { rollbackImport, runImportJob } from './service';
import { createTaskFromUpload } from './tasks';
import { sweepImportFiles } from './cleanup';

describe('product import on the embedded PGlite database', () => {
  it('dry run, final import (batched unnest) and rollback', async () => {
    const database = await openPglite(undefined);
    try {
      await migrateDatabase(database);
      const db = database.db;
      const { accountId, userId } = await seedCompany(db, {
        username: 'pglite-import',
        email: 'pglite-import@example.com',
        password: 'Haslo-Testowe-1!',
        companyName: 'Firma',
        planId: 'professional',
      });
      const actor = { accountId, userId };
      const dir = mkdtempSync(path.join(tmpdir(), 'zap-pglite-'));
      const file = path.join(dir, 'p.csv');
      const files = { storage: localStorage(path.join(dir, 'files')), config: { dataDir: dir } };
      const importFile = async (text: string) => {
        writeFileSync(file, text);
        const run = await createTaskFromUpload(db, files, actor, 'CSV', {
          filename: 'p.csv',
          stream: createReadStream(file),
        });
        await db
          .update(importRuns)
          .set({
            mapping: { sku: 'sku', name: 'name', cena: 'price.amount' },
            importMode: 'AddAndUpdate',
            productIdentifier: 'Sku',
            stage: 'confirmed',
          })
          .where(eq(importRuns.id, run.id));
        const preview = await dryRun(db, files, run.id);
        await db.update(importRuns).set({ stage: 'queued' }).where(eq(importRuns.id, run.id));
        await runImportJob(db, files, run.id);
        return { runId: run.id, preview };
      };
      await importFile('sku;name;cena\nP-1;Kubek;19,99\n');
      const second = await importFile('sku;name;cena\nP-1;Kubek;21,49\nP-2;Miska;5\n');
      expect(second.preview).toMatchObject({ created: 1, updated: 1 });
      expect(second.preview.diffs[0]!.changes).toEqual(['cena: 19,99 → 21,49']);
      const prices = async () =>
        (await db.execute(
          sql`select sku, price::text as price from products where account_id = ${accountId} order by sku`,
        )) as unknown as { rows: unknown[] };
      expect((await prices()).rows).toEqual([
        { sku: 'P-1', price: '21.49' },
        { sku: 'P-2', price: '5.00' },
      ]);
      await rollbackImport(db, actor, second.runId);
      expect((await prices()).rows).toEqual([{ sku: 'P-1', price: '19.99' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('dictionaries by name, variant axes and the file sweep', async () => {
    const database = await openPglite(undefined);
    try {
      await migrateDatabase(database);
      const db = database.db;
      const { accountId, userId } = await seedCompany(db, {
        username: 'pglite-axes',
        email: 'pglite-axes@example.com',
        password: 'Haslo-Testowe-1!',
        companyName: 'Firma',
        planId: 'professional',
      });
      const dir = mkdtempSync(path.join(tmpdir(), 'zap-pglite-'));
      const file = path.join(dir, 'p.csv');
      const files = { storage: localStorage(path.join(dir, 'files')), config: { dataDir: dir } };
      writeFileSync(
        file,
        'parent;sku;name;marka;kolor\nKUB;KUB-B;Kubek;Lumos;Biały\nKUB;KUB-C;Kubek;lumos;Czarny\n',
      );
      const run = await createTaskFromUpload(db, files, { accountId, userId }, 'CSV', {
        filename: 'p.csv',
        stream: createReadStream(file),
      });
      const mapping = {
        parent: 'parentSku',
        sku: 'sku',
        name: 'name',
        marka: 'brandName',
        kolor: 'variantAxis.Kolor',
      };
      await db
        .update(importRuns)
        .set({ mapping, importMode: 'AddAndUpdate', productIdentifier: 'Sku', stage: 'confirmed' })
        .where(eq(importRuns.id, run.id));
      const preview = await dryRun(db, files, run.id);
      expect(preview.newEntries.map((entry) => entry.text)).toEqual([
        'utworzy 1 nową markę: Lumos',
        'utworzy 1 nowy parametr wariantów: Kolor',
      ]);
      await db.update(importRuns).set({ stage: 'queued' }).where(eq(importRuns.id, run.id));
      await runImportJob(db, files, run.id);
      const axes = (await db.execute(sql`
        select v.sku, a.value from product_variants v, jsonb_each_text(v.axes) a where v.account_id = ${accountId} order by v.sku`)) as unknown as {
        rows: unknown[];
      };
      expect(axes.rows).toEqual([
        { sku: 'KUB-B', value: 'Biały' },
        { sku: 'KUB-C', value: 'Czarny' },
      ]);
      expect(await sweepImportFiles(db, files)).toEqual({
        uploads: 0,
        exports: 0,
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
