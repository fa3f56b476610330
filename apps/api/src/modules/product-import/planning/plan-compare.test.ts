import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { addDefaults, importClient } from '../__fixtures__/client';
import { parseRow } from '../mapping/fields';
import { planBatch, type CompareMode, type PlanContext } from './plan';

// The dry run compares a batch with the catalogue in SQL; the final import compares row by row in
// JavaScript. Both must reach the same plan, field by field and in the same order.
const header = ['sku', 'name', 'cena', 'ean', 'waga', 'opis', 'foto', 'foto opis', 'kolor', 'stan'];
const mapping = {
  sku: 'sku',
  name: 'name',
  cena: 'price.amount',
  ean: 'ean',
  waga: 'weight.amount',
  opis: 'longDescription',
  foto: 'pictures[0].url',
  'foto opis': 'pictures[0].description',
  kolor: 'customFields.kolor',
  stan: 'stock',
};
const csvOf = (rows: string[][]) => [header, ...rows].map((row) => row.join(';')).join('\n');
const first: string[][] = [
  [
    'A-1',
    'Kubek',
    '20.00',
    '5901234123457',
    '0.5',
    '<p>Opis <b>gruby</b></p>',
    'https://x.pl/a.jpg',
    'Przód',
    'czerwony',
    '5',
  ],
  ['A-2', 'Talerz', '15,50', '', '1', '', '', '', '', '3'],
  ['A-3', 'Miska', '9.99', '', '', '', 'https://x.pl/c.jpg', '', 'zielony', ''],
  ['A-4', 'Dzbanek', '100', '', '2.125', 'Zwykły opis', '', '', '', '1'],
];

describe('the dry run’s set-based compare', () => {
  const ctx = useTestApp();
  let accountId: string;
  let api: ReturnType<typeof importClient>;
  beforeAll(async () => {
    const account = await createAccount(ctx);
    accountId = account.accountId;
    await addDefaults(ctx, accountId);
    api = importClient(ctx, account);
    await api.importCsv(csvOf(first), mapping);
  });

  async function plans(rows: string[][]) {
    const result: Record<CompareMode, unknown> = { rows: null, sql: null };
    for (const mode of ['rows', 'sql'] as const) {
      const context: PlanContext = {
        accountId,
        mode: 'AddAndUpdate',
        identifier: 'Sku',
        seenKeys: new Map(),
        names: new Map(),
      };
      const parsed = rows.map((values, index) => parseRow(index + 2, header, values, mapping));
      const planned = await planBatch(ctx.database.db, context, parsed, mode);
      result[mode] = planned.map((item) =>
        item.kind === 'update'
          ? {
              kind: item.kind,
              line: item.line,
              previous: Object.entries(item.previous),
              next: Object.entries(item.next),
              stock: item.stock,
              sku: item.merged.sku,
            }
          : item,
      );
    }
    return result;
  }

  it('an identical file is unchanged both ways: "100" against 100.00, "15,50", nulls, sanitised HTML, JSON', async () => {
    const { rows, sql: inSql } = await plans(first);
    expect(inSql).toEqual(rows);
    expect((inSql as { kind: string }[]).map((item) => item.kind)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('changed fields, in the row’s order, with the stored values — a value that was empty, a picture’s description, JSON merged, rounding', async () => {
    await ctx.database.db.execute(
      sql`update products set ean = null, custom_field_values = '{"kolor": "czerwony", "rozmiar": "M"}'::jsonb
          where account_id = ${accountId} and sku = 'A-1'`,
    );
    const changed: string[][] = [
      [
        'A-1',
        'Kubek duży',
        '20',
        '5901234123457',
        '0.500',
        '<p>Opis <b>gruby</b></p>',
        'https://x.pl/a.jpg',
        'Tył',
        'czerwony',
        '5',
      ],
      ['A-2', 'Talerz', '15.5', '', '1.000', '', 'https://x.pl/b.jpg', '', 'biały', '4'],
      ['A-3', 'Miska', '9.99', '', '', '', '', '', 'zielony', ''],
      ['A-4', 'Dzbanek', '100.00', '', '2.1249', '<script>x</script>Zwykły opis', '', '', '', '1'],
      ['A-9', 'Nowy', '1', '', '', '', '', '', '', ''],
    ];
    const { rows, sql: inSql } = await plans(changed);
    expect(inSql).toEqual(rows);
    expect((inSql as { kind: string }[]).map((item) => item.kind)).toEqual([
      'update',
      'update',
      'unchanged',
      // 2.1249 kg rounds to the stored 2.125; the script is sanitised away: nothing left to change.
      'unchanged',
      'create',
    ]);
    const [a1] = inSql as { previous: [string, string | null][]; next: [string, string | null][] }[];
    expect(a1!.previous.map(([field]) => field)).toEqual(['name', 'ean', 'pictures']);
    expect(a1!.previous.find(([field]) => field === 'ean')).toEqual(['ean', null]);
  });
});
