import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { addDefaults, importClient } from '../__fixtures__/client';
import { parseRow } from '../mapping/fields';
import { planBatch, type PlanContext } from './plan';

// What the dry run's preview reports for rows already in the catalogue: numbers compared as stored
// ("100" = 100.00), empty cells, sanitised HTML, pictures and custom fields merged, fields in row order.
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

describe('the planner’s compare with the stored product', () => {
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

  async function plan(rows: string[][]) {
    const context: PlanContext = {
      accountId,
      mode: 'AddAndUpdate',
      identifier: 'Sku',
      seenKeys: new Map(),
      names: new Map(),
    };
    const parsed = rows.map((values, index) => parseRow(index + 2, header, values, mapping));
    const planned = await planBatch(ctx.database.db, context, parsed);
    return planned.map((item) =>
      item.kind === 'update'
        ? { kind: item.kind, previous: Object.entries(item.previous), next: Object.entries(item.next) }
        : { kind: item.kind },
    );
  }

  it('an identical file is unchanged both ways: "100" against 100.00, "15,50", nulls, sanitised HTML, JSON', async () => {
    const planned = await plan(first);
    expect(planned.map((item) => item.kind)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
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
    const planned = await plan(changed);
    expect(planned.map((item) => item.kind)).toEqual([
      'update',
      'update',
      'unchanged',
      // 2.1249 kg rounds to the stored 2.125; the script is sanitised away: nothing left to change.
      'unchanged',
      'create',
    ]);
    const [a1, a2] = planned;
    expect(a1!.previous!.map(([field]) => field)).toEqual(['name', 'ean', 'pictures']);
    expect(a1!.previous!.find(([field]) => field === 'ean')).toEqual(['ean', null]);
    expect(a1!.next!.find(([field]) => field === 'name')).toEqual(['name', 'Kubek duży']);
    // A new picture and a new custom field value; "15.5" and "1.000" are the stored 15.50 and 1.000.
    expect(a2!.previous!.map(([field]) => field)).toEqual(['pictures', 'customFieldValues']);
  });
});
