// npm run bench:pulpit [-- --count 1000000 --products 1000000 --runs 15 --database zaplecze_bench_orders]
// GET /api/pulpit at a million orders and a million products in one account, for every preset
// period: server time (app.inject on the built app) against the raw aggregate over `orders` (and
// order lines for the top products) of the same periods in the same run. Budget: 100 ms (issue #16).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median, printRows, timeRuns } from './lib/report.mjs';
import { ensureAccount, ensureDatabase, fillOrders } from './orders/setup.mjs';
import { fillProducts } from './pulpit/products.mjs';
import { rawPulpit } from './pulpit/raw.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '15' },
    database: { type: 'string', default: 'zaplecze_bench_orders' },
  },
});
const budgetMs = 100;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (path) => tsImport(path, import.meta.url);

const [client, migrate, company, accounts, generator, appModule, configModule, loggerModule, period] =
  await Promise.all([
    load('../apps/api/src/db/client.ts'),
    load('../apps/api/src/db/migrate.ts'),
    load('../apps/api/src/seed/company.ts'),
    load('../apps/api/src/modules/accounts/service.ts'),
    load('../apps/api/src/seed/orders-generator.ts'),
    load('../apps/api/src/app.ts'),
    load('../apps/api/src/config.ts'),
    load('../apps/api/src/logger.ts'),
    load('../apps/api/src/modules/pulpit/period.ts'),
  ]);
const api = { ...company, ...accounts, ...generator };

const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 4);
const raw = new pg.Client({ connectionString: url });
try {
  await migrate.migrateDatabase(database);
  const accountId = await ensureAccount(api, database);
  console.info(`Bench database ${values.database}, account ${accountId}`);
  await fillOrders(api, database, accountId, Number(values.count));
  await fillProducts(database, accountId, Number(values.products));
  await database.executeSql('analyze order_daily_stats, order_product_daily_stats');

  const config = configModule.loadConfig(
    { NODE_ENV: 'test' },
    { databaseUrl: url, dataDir: '/tmp/zaplecze-bench', logLevel: 'silent' },
  );
  const app = await appModule.buildApp(
    { config, database, jobs: { send: async () => null, stop: async () => {} } },
    { webDist: '/nonexistent', logger: loggerModule.createLogger(config) },
  );
  await app.ready();
  await raw.connect();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'bench-orders', password: 'Bench!Orders-1' },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const today = period.warsawToday(new Date());
  const presets = [
    { name: 'today', query: 'period=today' },
    { name: 'yesterday', query: 'period=yesterday' },
    { name: '7 days', query: 'period=7d' },
    { name: '30 days', query: 'period=30d' },
    { name: 'this month', query: 'period=month' },
    // Not a preset: the longest custom range, reported beside the budget (issue #16 budgets presets).
    {
      name: 'custom 366 days (not a preset)',
      query: `period=custom&from=${period.addDays(today, -365)}&to=${today}`,
      informational: true,
    },
  ];
  const rows = [];
  const maxima = [];
  let over = 0;
  const runs = Number(values.runs);
  for (const preset of presets) {
    const call = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/pulpit?${preset.query}`, headers });
      if (response.statusCode !== 200) throw new Error(`${preset.name}: ${response.body}`);
      return response.json();
    };
    const first = await call();
    const baseline = () => rawPulpit(raw, accountId, first.range, first.previous);
    await baseline();
    const apiTimes = [];
    const rawTimes = [];
    for (let i = 0; i < runs; i += 1) {
      apiTimes.push(...(await timeRuns(1, call)));
      rawTimes.push(...(await timeRuns(1, baseline)));
    }
    const apiMedian = median(apiTimes);
    const label = `${preset.name} [${first.orders.figures.orders.value} orders]`;
    rows.push({ name: label, value: apiMedian, baseline: median(rawTimes), unit: 'ms' });
    maxima.push({ name: label, value: Math.max(...apiTimes), unit: 'ms' });
    if (apiMedian > budgetMs && !preset.informational) over += 1;
  }
  printRows(
    'GET /api/pulpit, median server time; ratio = API / raw aggregate over orders of the same periods',
    rows,
  );
  printRows('GET /api/pulpit, slowest run', maxima);
  console.info(
    `\nBudget ${budgetMs} ms per preset period (median): ${over === 0 ? 'all presets within budget' : `${over} OVER BUDGET`}`,
  );
  await app.close();
  if (over > 0) process.exitCode = 1;
} finally {
  await raw.end().catch(() => {});
  await database.close();
}
