// npm run bench:shopify [-- --orders 10000 --webhooks 20 --restore 1000 --database zaplecze_bench_shopify]
// 1. Orders in: N Shopify orders (pages of 250) from the loopback contract server through the sync
//    path (runSync: read, map, write, sync log) into an empty account — orders/s, with the time the
//    client spent waiting on the contract server's cost throttle (its leaky bucket, --restore points/s).
// 2. Webhook lag: a signed orders/create POST to the order appearing on page 1 of GET /api/orders,
//    median and max of --webhooks (budget ≤ 2 s).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './orders/setup.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    webhooks: { type: 'string', default: '20' },
    restore: { type: 'string', default: '1000' },
    database: { type: 'string', default: 'zaplecze_bench_shopify' },
  },
});
const budgetMs = 2000;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (path) => tsImport(path, import.meta.url);
const [
  client,
  migrate,
  company,
  appModule,
  configModule,
  loggerModule,
  contract,
  fixtures,
  service,
  sync,
  hmac,
  drizzle,
] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../apps/api/src/app.ts'),
  load('../apps/api/src/config.ts'),
  load('../apps/api/src/logger.ts'),
  load('../apps/api/src/modules/shopify/__fixtures__/contract-server.ts'),
  load('../apps/api/src/modules/shopify/__fixtures__/orders.ts'),
  load('../apps/api/src/modules/shopify/service.ts'),
  load('../apps/api/src/modules/shopify/sync.ts'),
  load('../apps/api/src/modules/shopify/hmac.ts'),
  load('drizzle-orm'),
]);
const { sql } = drizzle;
const count = Number(values.orders);
const rows = async (db, query) => (await db.execute(query)).rows;
const sorted = (list) => [...list].sort((a, b) => a - b);

console.info(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 6);
const db = database.db;
const shopify = await contract.startShopifyContractServer();
shopify.bucket = { maximumAvailable: 2000, restoreRate: Number(values.restore) };
try {
  await migrate.migrateDatabase(database);
  const username = `bench-shopify-${Date.now()}`;
  const password = 'Bench!Shopify-1';
  const { accountId } = await company.seedCompany(db, {
    username,
    email: `${username}@zaplecze.pl`,
    password,
    companyName: 'Shopify Benchmark Sp. z o.o.',
    // Free has no orders limit (Professional stops at 10 000).
    planId: 'free',
    licenceDays: 3650,
  });
  const [user] = await rows(db, sql`select id from users where account_id = ${accountId}`);
  const [{ before }] = await rows(
    db,
    sql`select count(*)::int as before from orders where account_id = ${accountId}`,
  );
  const actor = { accountId, userId: user.id, ip: '127.0.0.1' };
  const deps = { secretsKey: Buffer.alloc(32, 9), baseUrl: shopify.url };
  const token = `shpat_bench_${Date.now()}`;
  const secret = 'whsec-bench';
  const shop = shopify.addShop(token, { name: 'Sklep benchmark' });
  const connection = await service.connectShop(
    db,
    actor,
    { name: 'Shopify', shopDomain: 'bench.myshopify.com', accessToken: token, webhookSecret: secret },
    deps,
  );
  const [status] = await rows(
    db,
    sql`select id from order_statuses where account_id = ${accountId} and code = 'new'`,
  );
  await service.saveSettings(db, actor, {
    name: connection.name,
    active: true,
    importFrom: null,
    orders: { financial: { PAID: status.id }, fulfillment: {}, cancelledStatusId: null, warehouseId: null },
    products: connection.products,
    version: connection.version,
  });
  for (let n = 0; n < count; n += 1) shop.orders.push(fixtures.shopifyOrder({ number: 6_000_000_000 + n }));

  // 1. Orders in through the sync path.
  const [row] = await rows(db, sql`select * from shopify_connections where account_id = ${accountId}`);
  const runId = await service.queueRun(db, { id: row.id, accountId }, 'manual');
  const started = Date.now();
  await sync.runSync(db, deps, runId);
  const seconds = (Date.now() - started) / 1000;
  const [run] = await rows(db, sql`select * from shopify_sync_runs where id = ${runId}`);
  const [{ after }] = await rows(
    db,
    sql`select count(*)::int as after from orders where account_id = ${accountId}`,
  );
  const pages = shopify.requests.filter((request) => request.operation === 'ZapleczeOrders').length;
  const throttled = pages - Math.ceil(count / 250);
  console.info(
    `orders in: ${after - before} of ${count} Shopify orders imported in ${seconds.toFixed(1)} s ` +
      `(${Math.round((after - before) / seconds)} orders/s; ${pages} page requests, ${throttled} of them THROTTLED at ` +
      `${values.restore} points/s restore); run ${run.status}, failed ${run.failed}`,
  );

  // 2. Webhook → order in GET /api/orders.
  const config = configModule.loadConfig(
    { NODE_ENV: 'test' },
    { databaseUrl: url, dataDir: '/tmp/zaplecze-bench', logLevel: 'silent', shopifyApiBaseUrl: shopify.url },
  );
  config.secretsKey = deps.secretsKey;
  const app = await appModule.buildApp(
    { config, database, jobs: { send: async () => null, stop: async () => {} } },
    { webDist: '/nonexistent', logger: loggerModule.createLogger(config) },
  );
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const lags = [];
  for (let n = 0; n < Number(values.webhooks); n += 1) {
    const now = new Date().toISOString();
    const order = fixtures.shopifyOrder({ number: 7_000_000_000 + n, createdAt: now, updatedAt: now });
    shop.orders.push(order);
    const body = JSON.stringify({ id: Number(order.legacyResourceId), updated_at: now });
    const posted = Date.now();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/shopify/webhooks/${row.id}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': hmac.shopifyHmac(body, secret),
        'x-shopify-shop-domain': 'bench.myshopify.com',
      },
    });
    if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}: ${answer.body}`);
    for (;;) {
      const list = (await app.inject({ method: 'GET', url: '/api/orders', headers })).json();
      if (list.data.some((item) => item.externalId === order.legacyResourceId)) break;
      if (Date.now() - posted > 30_000) throw new Error(`order ${order.legacyResourceId} never listed`);
    }
    lags.push(Date.now() - posted);
  }
  await app.close();
  const ordered = sorted(lags);
  const median = ordered[Math.floor(ordered.length / 2)];
  const max = ordered.at(-1);
  console.info(
    `webhook lag: orders/create POST → order in GET /api/orders, ${lags.length} webhooks: median ${median} ms, ` +
      `max ${max} ms (max/budget ${(max / budgetMs).toFixed(2)}) — budget ≤ ${budgetMs} ms: ${max <= budgetMs ? 'met' : 'NOT met'}`,
  );
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await shopify.close();
  await database.close();
}
