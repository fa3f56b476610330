import pg from 'pg';
import { median, printRows } from '../lib/report.mjs';
import { coldCases, sampleDictionary } from './cases.mjs';
import { rawListPage } from './raw.mjs';
import { benchUser } from './setup.mjs';

const limit = 50;
const budgetMs = 50;
const deepPageMax = 200;

function paramsOf(params) {
  const out = { limit: String(limit) };
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}
const urlOf = (params) => `/api/products?${new URLSearchParams(paramsOf(params))}`;

const time = async (work) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/** Runs the timed calls in an order that turns with the run, so none is always the first to touch the data. */
async function rotated(i, works, times) {
  const keys = Object.keys(works);
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[(i + k) % keys.length];
    (times[key] ??= []).push(await time(works[key]));
  }
}

/** The app and the list service when they exist (after the products list is merged); raw SQL alone otherwise. */
async function loadList(load, url, rawOnly) {
  if (rawOnly) return null;
  try {
    const [appModule, configModule, loggerModule, paging, list, contract] = await Promise.all([
      load('../apps/api/src/app.ts'),
      load('../apps/api/src/config.ts'),
      load('../apps/api/src/logger.ts'),
      load('../apps/api/src/lib/paging.ts'),
      load('../apps/api/src/modules/products/list/service.ts'),
      load('../packages/contract/src/products/products-list.ts'),
    ]);
    const config = configModule.loadConfig(
      { NODE_ENV: 'test' },
      { databaseUrl: url, dataDir: '/tmp/zaplecze-bench', logLevel: 'silent' },
    );
    return { appModule, config, loggerModule, paging, list, contract };
  } catch (error) {
    console.info(`\nThe products list is not here yet (${error.message.split('\n')[0]}): raw SQL only.`);
    return null;
  }
}

export async function measureAll({ load, database, url, accountId, runs, rawOnly }) {
  const modules = await loadList(load, url, rawOnly);
  let app = null;
  let headers = {};
  if (modules) {
    const jobs = { send: async () => null, stop: async () => {} };
    app = await modules.appModule.buildApp(
      { config: modules.config, database, jobs },
      { webDist: '/nonexistent', logger: modules.loggerModule.createLogger(modules.config) },
    );
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: benchUser.username, password: benchUser.password },
    });
    headers = { authorization: `Bearer ${login.json().token}` };
  }
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  try {
    const dict = await sampleDictionary(raw, accountId);
    const nonce = Date.now() % 997;
    const rows = { api: [], service: [], info: [] };
    const verdicts = [];
    for (const benchCase of coldCases(dict, nonce)) {
      const first = {};
      const deep = {};
      let deepPages = 0;
      let shownCount = 0;
      for (let i = 0; i < runs; i += 1) {
        const params = benchCase.params(i);
        const works = { raw: () => rawListPage(raw, accountId, params, limit, null) };
        if (app) {
          works.api = async () => {
            const response = await app.inject({ method: 'GET', url: urlOf(params), headers });
            if (response.statusCode !== 200) throw new Error(`${benchCase.name}: ${response.body}`);
          };
          const query = modules.contract.productListQuery.parse(paramsOf(params));
          works.service = () => modules.list.listProducts(database.db, accountId, query);
        }
        await rotated(i, works, first);
        // The deep page: the row before it is found untimed, as the previous page's nextCursor would be.
        const count = await rawListPage.countUpTo(raw, accountId, params, deepPageMax * limit);
        shownCount = Math.max(shownCount, count);
        const deepPage = Math.min(deepPageMax, Math.floor(((count / limit) * 4) / 5));
        if (deepPage < 2) continue;
        const edge = await rawListPage.edgeRow(raw, accountId, params, (deepPage - 1) * limit - 1);
        deepPages = deepPage;
        const deepWorks = { raw: () => rawListPage(raw, accountId, params, limit, edge) };
        if (app) {
          const cursor = modules.paging.encodeCursor({
            sort: 'created',
            direction: 'desc',
            key: edge.key,
            id: edge.id,
            towards: 'next',
          });
          const deepParams = { ...params, page: deepPage, cursor };
          deepWorks.api = async () => {
            const response = await app.inject({ method: 'GET', url: urlOf(deepParams), headers });
            if (response.statusCode !== 200) throw new Error(`${benchCase.name} deep: ${response.body}`);
          };
          const query = modules.contract.productListQuery.parse(paramsOf(deepParams));
          deepWorks.service = () => modules.list.listProducts(database.db, accountId, query);
        }
        await rotated(i, deepWorks, deep);
      }
      const rowsLabel = shownCount >= deepPageMax * limit ? `≥${deepPageMax * limit}` : String(shownCount);
      for (const [label, times] of [
        ['page 1', first],
        [`page ${deepPages} (cursor)`, deep],
      ]) {
        if (!times.raw) continue;
        const name = `${benchCase.name}, ${label} [${rowsLabel} rows]`;
        const rawMedian = median(times.raw);
        rows.info.push({ name, value: rawMedian, unit: 'ms' });
        if (!app) continue;
        const apiMedian = median(times.api);
        const serviceMedian = median(times.service);
        rows.api.push({ name, value: apiMedian, baseline: rawMedian, unit: 'ms', budgetRatio: 2 });
        rows.service.push({ name, value: serviceMedian, baseline: rawMedian, unit: 'ms', budgetRatio: 2 });
        verdicts.push({ name, api: apiMedian, service: serviceMedian, raw: rawMedian });
      }
    }
    printRows(
      `Raw SQL of each page (page + capped count), a fresh filter value every run, median of ${runs}`,
      rows.info,
    );
    if (!app) return;
    printRows(
      `Products list, ${limit} per page, fresh values, median of ${runs}: API through app.inject / raw SQL`,
      rows.api,
    );
    printRows('Same pages, listProducts() alone / raw SQL', rows.service);
    console.info(`\nBudget (issue 14): median ≤ ${budgetMs} ms and ≤ 2× raw`);
    const mark = (ok) => (ok ? 'ok  ' : 'OVER');
    for (const v of verdicts) {
      const api = v.api <= budgetMs && v.api <= 2 * v.raw;
      const service = v.service <= budgetMs && v.service <= 2 * v.raw;
      console.info(
        `  API ${mark(api)} ${v.api.toFixed(2).padStart(7)} ms   service ${mark(service)} ${v.service.toFixed(2).padStart(7)} ms   raw ${v.raw.toFixed(2).padStart(7)} ms   ${v.name}`,
      );
    }
  } finally {
    await raw.end();
    await app?.close();
  }
}
