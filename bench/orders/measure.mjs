import pg from 'pg';
import { median, printRows, timeRuns } from '../lib/report.mjs';
import { benchCases } from './cases.mjs';
import { measureCold } from './cold.mjs';
import { measureConcurrent } from './concurrent.mjs';
import { rawListPage, rawPlannerSetting } from './raw.mjs';

const limit = 50;
const listBudgetMs = 20;
const countsBudgetMs = 10;
const coldBudgetMs = 50;

function paramsOf(params) {
  const out = { limit: String(limit) };
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}
const urlOf = (params) => `/api/orders?${new URLSearchParams(paramsOf(params))}`;

/** The variants alternate run by run, so a busy machine slows them alike. */
async function compare(runs, works) {
  for (let i = 0; i < 3; i += 1) for (const work of Object.values(works)) await work();
  const times = Object.fromEntries(Object.keys(works).map((key) => [key, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [key, work] of Object.entries(works)) times[key].push(...(await timeRuns(1, work)));
  }
  return Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)]));
}

export async function measureAll({ load, database, url, accountId, runs, coldOnly = false }) {
  const [appModule, configModule, loggerModule, paging, statusesModule, list, contract] = await Promise.all([
    load('../apps/api/src/app.ts'),
    load('../apps/api/src/config.ts'),
    load('../apps/api/src/logger.ts'),
    load('../apps/api/src/lib/paging.ts'),
    load('../apps/api/src/modules/order-statuses/service.ts'),
    load('../apps/api/src/modules/orders/list/service.ts'),
    load('../packages/contract/src/orders/orders.ts'),
  ]);
  const config = configModule.loadConfig(
    { NODE_ENV: 'test' },
    { databaseUrl: url, dataDir: '/tmp/zaplecze-bench', logLevel: 'silent' },
  );
  const jobs = { send: async () => null, stop: async () => {} };
  const app = await appModule.buildApp(
    { config, database, jobs },
    { webDist: '/nonexistent', logger: loggerModule.createLogger(config) },
  );
  await app.ready();
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  await raw.query(rawPlannerSetting);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bench-orders', password: 'Bench!Orders-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const statuses = (await statusesModule.listStatuses(database.db, accountId)).data;
    const apiRows = [];
    const serviceRows = [];
    const infoRows = [];
    const colds = [];
    const verdicts = [];
    for (const benchCase of coldOnly ? [] : benchCases(statuses)) {
      const coldStart = process.hrtime.bigint();
      const first = await app.inject({ method: 'GET', url: urlOf(benchCase.params), headers });
      const coldMs = Number(process.hrtime.bigint() - coldStart) / 1e6;
      if (first.statusCode !== 200) throw new Error(`${benchCase.name}: ${first.body}`);
      // The exact count arrives beside the page (what the web list does); it is remembered for the pages after.
      const summaryUrl = urlOf(benchCase.params).replace('/api/orders?', '/api/orders/summary?');
      const { count } = (await app.inject({ method: 'GET', url: summaryUrl, headers })).json();
      const [rawCold] = await timeRuns(1, () =>
        rawListPage(raw, accountId, benchCase.params, limit, null, 0),
      );
      colds.push({ name: `${benchCase.name} [${count} rows]`, value: coldMs, baseline: rawCold, unit: 'ms' });
      const deepPage = Math.max(2, Math.min(10_000, Math.floor((Math.ceil(count / limit) * 4) / 5)));
      const edge =
        count > limit
          ? await rawListPage.edgeRow(raw, accountId, benchCase.params, (deepPage - 1) * limit - 1)
          : null;
      const pages = [['page 1', benchCase.params, null]];
      if (edge) {
        const cursor = paging.encodeCursor({
          sort: 'createdAt',
          direction: 'desc',
          key: edge.key,
          id: edge.id,
          towards: 'next',
        });
        pages.push([`page ${deepPage} (cursor)`, { ...benchCase.params, page: deepPage, cursor }, edge]);
      }
      for (const [label, params, rawCursor] of pages) {
        const query = contract.orderListQuery.parse(paramsOf(params));
        const result = await compare(runs, {
          api: async () => {
            const response = await app.inject({ method: 'GET', url: urlOf(params), headers });
            if (response.statusCode !== 200) throw new Error(response.body);
          },
          service: () => list.listOrders(database.db, accountId, query),
          raw: () => rawListPage(raw, accountId, benchCase.params, limit, rawCursor),
        });
        const name = `${benchCase.name}, ${label} [${count} rows]`;
        apiRows.push({ name, value: result.api, baseline: result.raw, unit: 'ms', budgetRatio: 2 });
        serviceRows.push({ name, value: result.service, baseline: result.raw, unit: 'ms', budgetRatio: 2 });
        verdicts.push({ name, api: result.api, service: result.service, raw: result.raw });
      }
      if (!edge) continue;
      const jump = await compare(Math.max(5, Math.floor(runs / 5)), {
        api: () =>
          app.inject({ method: 'GET', url: urlOf({ ...benchCase.params, page: deepPage }), headers }),
        raw: () => rawListPage(raw, accountId, benchCase.params, limit, null, (deepPage - 1) * limit),
      });
      infoRows.push({
        name: `${benchCase.name}, page ${deepPage} [${count} rows]`,
        value: jump.api,
        baseline: jump.raw,
        unit: 'ms',
      });
    }
    const coldVerdicts = await measureCold({ app, headers, raw, accountId, runs, limit, urlOf });
    const together = await measureConcurrent({ app, headers, url, accountId, limit, urlOf, rounds: runs });
    const counts = await compare(runs, {
      api: () => app.inject({ method: 'GET', url: '/api/orders/counts', headers }),
      raw: () => rawListPage.counts(raw, accountId),
    });

    printRows(
      `Orders list, ${limit} per page, median of ${runs}: API through app.inject (auth, permission, HTTP) / raw SQL`,
      apiRows,
    );
    printRows(`Same pages, the service function listOrders() alone / raw SQL`, serviceRows);
    printRows(
      'Page reached by position without a cursor (bookmark, jump): API / raw plain OFFSET (info)',
      infoRows,
    );
    printRows(
      'First request of each filter, page 1, before any count of it: API / raw SQL of the page (one run, info)',
      colds,
    );
    printRows('Sidebar counts: API through app.inject / raw SQL of the counters', [
      { name: 'GET /api/orders/counts', value: counts.api, baseline: counts.raw, unit: 'ms' },
    ]);
    console.info(
      `\nBudgets (DESIGN.md §5): list ≤ ${listBudgetMs} ms median and ≤ 2× raw; counts ≤ ${countsBudgetMs} ms`,
    );
    const mark = (ok) => (ok ? 'ok  ' : 'OVER');
    for (const v of verdicts) {
      const api = v.api <= listBudgetMs && v.api <= 2 * v.raw;
      const service = v.service <= listBudgetMs && v.service <= 2 * v.raw;
      console.info(
        `  API ${mark(api)} ${v.api.toFixed(2).padStart(7)} ms   service ${mark(service)} ${v.service.toFixed(2).padStart(7)} ms   raw ${v.raw.toFixed(2).padStart(7)} ms   ${v.name}`,
      );
    }
    console.info(`\nCold first pages: ≤ ${coldBudgetMs} ms each, median ≤ ${listBudgetMs} ms and ≤ 2× raw`);
    for (const v of coldVerdicts) {
      const ok = v.max <= coldBudgetMs && v.api <= listBudgetMs && v.api <= 2 * v.raw;
      console.info(
        `  API ${mark(ok)} median ${v.api.toFixed(2).padStart(7)} ms   max ${v.max.toFixed(2).padStart(7)} ms   raw ${v.raw.toFixed(2).padStart(7)} ms   ${v.name}`,
      );
    }
    console.info(
      `  16 operators ${mark(together.p99 <= together.budget)} p99 ${together.p99.toFixed(2).padStart(7)} ms (≤ ${together.budget} ms)   max ${together.max.toFixed(2).padStart(7)} ms`,
    );
    console.info(
      `  counts ${mark(counts.api <= countsBudgetMs)} ${counts.api.toFixed(2).padStart(7)} ms   GET /api/orders/counts`,
    );
  } finally {
    await raw.end();
    await app.close();
  }
}
