import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import type { Db } from './client';
import { withInMemoryPlans } from './planner';
import { rowsOf } from './rows';

const randomPageCost = async (db: Db) =>
  (await rowsOf<{ cost: string }>(db, sql`select current_setting('random_page_cost') as cost`))[0]!.cost;

describe('planner settings of the list reads', () => {
  const ctx = useTestApp();

  it('prices random pages at 1.1 inside the reads only, never for the connection afterwards', async () => {
    const db = ctx.database.db;
    expect(await randomPageCost(db)).toBe('4');
    expect(await withInMemoryPlans(db, randomPageCost)).toBe('1.1');
    // On PostgreSQL the reads' own connections carry it from their start (no BEGIN / SET LOCAL / COMMIT)…
    const setting = sql`select source from pg_settings where name = 'random_page_cost'`;
    expect(await withInMemoryPlans(db, (reads) => rowsOf(reads, setting))).toEqual([{ source: 'client' }]);
    // …and a transaction already open gets it for itself, as the embedded engine does.
    const inTransaction = await db.transaction((tx) =>
      withInMemoryPlans(tx as unknown as Db, async (reads) => [
        await randomPageCost(reads),
        (await rowsOf<{ source: string }>(reads, setting))[0]!.source,
      ]),
    );
    expect(inTransaction).toEqual(['1.1', 'session']);
    await expect(
      withInMemoryPlans(db, async (reads) => {
        expect(await randomPageCost(reads)).toBe('1.1');
        throw new Error('a failed read');
      }),
    ).rejects.toThrow('a failed read');
    // Every pooled connection is back at the server's default (a held one and a fresh one).
    const costs = await Promise.all(Array.from({ length: 4 }, () => randomPageCost(db)));
    expect(costs).toEqual(['4', '4', '4', '4']);
  });

  it("compiles no statement with JIT, on the pool and on the reads' connections", async () => {
    const db = ctx.database.db;
    const jit = sql`select setting, source from pg_settings where name = 'jit'`;
    const expected = [{ setting: 'off', source: 'client' }];
    expect(await rowsOf(db, jit)).toEqual(expected);
    expect(await withInMemoryPlans(db, (reads) => rowsOf(reads, jit))).toEqual(expected);
  });

  it('keeps 1 000 entries of statistics for every text the orders list searches by trigram (0046)', async () => {
    const targets = await rowsOf<{ name: string; target: number }>(
      ctx.database.db,
      sql`select coalesce(nullif(c.relname, 'orders'), a.attname) as name, a.attstattarget as target
            from pg_attribute a join pg_class c on c.oid = a.attrelid
           where (c.relname = 'orders' and a.attname in ('customer_name', 'email', 'external_username', 'external_id'))
              or (c.relname in ('orders_phone_digits_trgm', 'orders_no_trgm', 'orders_city_trgm') and a.attnum = 1)
           order by 1`,
    );
    expect(targets).toEqual(
      [
        'customer_name',
        'email',
        'external_id',
        'external_username',
        'orders_city_trgm',
        'orders_no_trgm',
        'orders_phone_digits_trgm',
      ].map((name) => ({ name, target: 1000 })),
    );
  });
});
