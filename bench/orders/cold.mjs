import { median, printRows } from '../lib/report.mjs';
import { rawListPage } from './raw.mjs';

/**
 * Cold cases: every run asks for a filter value never asked before, so no remembered summary
 * helps and the list answers its first page without a count (issue 10 §3). Each filter kind
 * shifts its value by the run number.
 */
const surnameStems = [
  'nowak',
  'kowal',
  'wiśni',
  'wójci',
  'kamiń',
  'lewan',
  'zieli',
  'szyma',
  'woźni',
  'dąbro',
  'kozło',
  'janko',
  'mazur',
  'kwiat',
  'krawc',
  'piotr',
  'grabo',
  'pawło',
  'micha',
  'król',
  'wiecz',
  'jabło',
  'wróbe',
  'majew',
  'olsze',
  'stępi',
  'malin',
  'jawor',
  'adamc',
];
const skuPrefixes = [
  'KUB',
  'KOS',
  'BLU',
  'PLE',
  'SLU',
  'LAD',
  'KAB',
  'PWB',
  'LAM',
  'POS',
  'REC',
  'PAT',
  'NOZ',
  'CZA',
  'KAW',
  'HER',
  'MIO',
  'KSI',
  'KLO',
  'PUZ',
  'GRA',
  'BUT',
  'SKA',
  'MAT',
  'HAN',
  'ROW',
  'KRE',
  'SZA',
  'PER',
  'ZEG',
];
const sources = ['allegro', 'ebay', 'amazon', 'shop'];
const group = (operator, conditions, groups = []) => ({ operator, conditions, groups });
const where = (fieldId, operator, value) => ({ fieldId, operator, value });
// Whole grosze, so two runs never round to the same value.
const grosze = (value) => value / 100;
const isoDay = (start, days) => new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10);

/** `nonce` makes values differ between bench runs too. */
export function coldCases(nonce) {
  return [
    {
      name: 'text (client name contains), fresh',
      filter: (i) =>
        group('AND', [where('clientName', 'contains', surnameStems[(i + nonce) % surnameStems.length])]),
    },
    {
      // As a phone is written on the order ('512 345'): a fragment of the generated +48 5xx xxx xxx numbers.
      name: 'phone contains (6 digits), fresh',
      filter: (i) =>
        group('AND', [
          where(
            'phone',
            'contains',
            `${500 + ((i * 37 + nonce) % 300)} ${String((i * 53 + nonce) % 1000).padStart(3, '0')}`,
          ),
        ]),
    },
    {
      name: 'phone contains (3 digits), fresh',
      filter: (i) => group('AND', [where('phone', 'contains', String(100 + ((i * 31 + nonce) % 900)))]),
    },
    {
      name: 'number range (value a–b), fresh',
      filter: (i) =>
        group('AND', [
          where('orderValue', 'greaterThanOrEqual', grosze(10_000 + i * 137 + nonce)),
          where('orderValue', 'lessThanOrEqual', grosze(20_000 + i * 211 + nonce)),
        ]),
    },
    {
      name: 'broad number (value ≥ small), fresh',
      filter: (i) =>
        group('AND', [where('orderValue', 'greaterThanOrEqual', grosze(100 + i + (nonce % 50) * 25))]),
    },
    {
      name: 'date range (one month), fresh',
      filter: (i) =>
        group('AND', [
          where('orderDate', 'after', isoDay('2025-06-01', i * 3 + (nonce % 30))),
          where('orderDate', 'before', isoDay('2025-07-01', i * 3 + (nonce % 30))),
        ]),
    },
    {
      name: 'product (SKU equals), fresh',
      filter: (i) =>
        group('AND', [
          where('sku', 'equals', `${skuPrefixes[(i + nonce) % skuPrefixes.length]}-00${1 + (i % 3)}`),
        ]),
    },
    {
      name: 'nested AND/OR, fresh',
      filter: (i) =>
        group(
          'AND',
          [where('source', 'equals', sources[i % sources.length])],
          [
            group('OR', [
              where('orderValue', 'greaterThan', grosze(10_000 + i * 77 + nonce)),
              where('country', 'equals', 'DE'),
            ]),
          ],
        ),
    },
  ];
}

const time = async (work) => {
  const start = process.hrtime.bigint();
  const result = await work();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
};

/** One fresh value per run and case: API page 1 / raw page 1 (alternating who goes first), then the summary. */
export async function measureCold({ app, headers, raw, accountId, runs, limit, urlOf }) {
  const nonce = Date.now() % 997;
  const rows = [];
  const summaries = [];
  const verdicts = [];
  for (const coldCase of coldCases(nonce)) {
    const api = [];
    const rawTimes = [];
    const summary = [];
    let inexact = 0;
    for (let i = 0; i < runs; i += 1) {
      const params = { filter: coldCase.filter(i) };
      const callApi = () =>
        time(async () => {
          const response = await app.inject({ method: 'GET', url: urlOf(params), headers });
          if (response.statusCode !== 200) throw new Error(`${coldCase.name}: ${response.body}`);
          return response.json();
        });
      const callRaw = () => time(() => rawListPage(raw, accountId, params, limit, null, 0, false));
      let first;
      if (i % 2 === 0) {
        first = await callApi();
        rawTimes.push((await callRaw()).ms);
      } else {
        rawTimes.push((await callRaw()).ms);
        first = await callApi();
      }
      api.push(first.ms);
      if (!first.result.countExact) inexact += 1;
      const url = urlOf(params).replace('/api/orders?', '/api/orders/summary?');
      summary.push((await time(() => app.inject({ method: 'GET', url, headers }))).ms);
    }
    const name = `${coldCase.name} (${inexact}/${runs} answered before the count)`;
    const apiMedian = median(api);
    const rawMedian = median(rawTimes);
    const apiMax = Math.max(...api);
    rows.push({ name, value: apiMedian, baseline: rawMedian, unit: 'ms', budgetRatio: 2 });
    summaries.push({ name: coldCase.name, value: median(summary), unit: 'ms' });
    verdicts.push({ name: coldCase.name, api: apiMedian, max: apiMax, raw: rawMedian });
  }
  printRows(
    `Cold first pages, a fresh filter value every run, median of ${runs}: API / raw SQL of the page`,
    rows,
  );
  printRows('The same filters: GET /api/orders/summary, fetched beside the page (median, info)', summaries);
  return verdicts;
}
