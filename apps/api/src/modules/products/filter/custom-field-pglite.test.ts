import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import { customFields } from '../../../db/schema/index';
import { seedCompany } from '../../../seed/company';
import { insertProducts } from '../list/fixtures';
import { buildProductScope } from '../list/scope';

describe('custom-field filters on the embedded PGlite database', () => {
  it('compiles number (regex-guarded), date and list conditions and keeps a bad stored value harmless', async () => {
    const database = await openPglite(undefined);
    try {
      await migrateDatabase(database);
      const db = database.db;
      const { accountId } = await seedCompany(db, {
        username: 'pglite-cf',
        email: 'pglite-cf@example.com',
        password: 'Haslo-Testowe-1!',
        companyName: 'Firma',
        planId: 'professional',
      });
      await db.insert(customFields).values([
        { accountId, key: 'moc', label: 'Moc (W)', type: 'number', position: 1 },
        { accountId, key: 'premiera', label: 'Premiera', type: 'date', position: 2 },
        {
          accountId,
          key: 'kolor',
          label: 'Kolor',
          type: 'select',
          options: ['Biały', 'Czarny'],
          position: 3,
        },
      ] as (typeof customFields.$inferInsert)[]);
      await insertProducts(db, accountId, [
        { sku: 'A', customFieldValues: { moc: '2000', premiera: '2024-05-01', kolor: 'Biały' } },
        { sku: 'B', customFieldValues: { moc: 'dużo', premiera: 'wkrótce', kolor: 'Czarny' } },
      ]);
      const skus = async (conditions: object[]) => {
        const filter = JSON.stringify({ operator: 'AND', conditions, groups: [] });
        const scope = await buildProductScope(db, accountId, { filter });
        const result = (await db.execute(
          sql`select sku from products where ${scope.where} order by sku`,
        )) as unknown as { rows: { sku: string }[] };
        return result.rows.map((row) => row.sku);
      };
      expect(await skus([{ fieldId: 'custom.moc', operator: 'greaterThan', value: 1500 }])).toEqual(['A']);
      expect(await skus([{ fieldId: 'custom.premiera', operator: 'after', value: '2024-01-01' }])).toEqual([
        'A',
      ]);
      expect(await skus([{ fieldId: 'custom.kolor', operator: 'equals', value: 'Czarny' }])).toEqual(['B']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
