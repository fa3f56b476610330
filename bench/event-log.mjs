// npm run bench:event-log [-- --rows 2500000 --runs 9 --database zaplecze_bench_event_log]
// GET /api/event-log's service at millions of rows in one account (issue 23 item 6): the account is
// filled once with API calls (80 %), webhook deliveries (15 %) and integration events (5 %) over 90
// days, then each filter is asked for `runs` times, every time a variant never asked before (another
// key, another day range, another path fragment), first page with its count, as the list screen
// does. Prints the median and the worst per filter; budget 50 ms for the median of a page.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { median } from './lib/report.mjs';
import { ensureAccount, ensureDatabase } from './orders/setup.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '2500000' },
    runs: { type: 'string', default: '9' },
    database: { type: 'string', default: 'zaplecze_bench_event_log' },
  },
});
const budgetMs = 50;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (file) => tsImport(file, import.meta.url);
const [client, migrate, company, accounts, service] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../apps/api/src/modules/accounts/service.ts'),
  load('../apps/api/src/modules/event-log/service.ts'),
]);

const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 4);
const rows = Number(values.rows);
const runs = Number(values.runs);
const keys = Array.from(
  { length: 20 },
  (_, n) => `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
);

/** Fills the account to `rows` with one INSERT … SELECT generate_series per chunk. */
async function fill(accountId) {
  const { rows: found } = await database.executeSql(
    'select count(*)::int as n from event_log where account_id = $1',
    [accountId],
  );
  const have = found[0].n;
  if (have >= rows) return;
  const chunk = 250_000;
  const started = Date.now();
  for (let from = have; from < rows; from += chunk) {
    const to = Math.min(rows, from + chunk) - 1;
    await database.executeSql(
      `insert into event_log (account_id, kind, created_at, status, status_class, method, path, route, duration_ms,
         key_id, key_name, ip, request_id, subscription_id, event_id, event_type, url, attempt, ok, error,
         source, level, message, subject)
       select $1, k.kind, now() - (random() * interval '90 days'),
         s.status, s.status / 100,
         case when k.kind = 'api_call' then (array['GET','GET','GET','GET','POST','PUT','PATCH','DELETE'])[1 + (g % 8)] end,
         case when k.kind = 'api_call' then (array['/api/orders/','/api/products/','/api/stock/','/api/orders'])[1 + (g % 4)] || (g % 100000) end,
         case when k.kind = 'api_call' then (array['/api/orders/:id','/api/products/:id','/api/stock/:id','/api/orders'])[1 + (g % 4)] end,
         (random() * 300)::int,
         case when k.kind = 'api_call' then ($2::uuid[])[1 + (g % 20)] end,
         case when k.kind = 'api_call' then 'Klucz ' || (1 + g % 20) end,
         case when k.kind = 'api_call' then '203.0.113.' || (g % 250) end,
         case when k.kind = 'api_call' then md5(g::text) end,
         case when k.kind = 'webhook_delivery' then ($2::uuid[])[1 + (g % 5)] end,
         case when k.kind = 'webhook_delivery' then 'evt_' || g end,
         case when k.kind = 'webhook_delivery' then (array['order.created','order.updated','stock.changed','product.updated'])[1 + (g % 4)] end,
         case when k.kind = 'webhook_delivery' then 'https://hooks.example.com/' || (g % 5) end,
         case when k.kind = 'webhook_delivery' then 1 + (g % 6) end,
         case when k.kind = 'webhook_delivery' then s.status between 200 and 299 end,
         null,
         case when k.kind = 'integration' then (array['allegro','dpd','inpost'])[1 + (g % 3)] end,
         case when k.kind = 'integration' then (array['info','info','info','warning','error'])[1 + (g % 5)] end,
         case when k.kind = 'integration' then 'Zdarzenie ' || g end,
         null
       from generate_series($3::int, $4::int) g
       cross join lateral (select case when g % 20 < 16 then 'api_call' when g % 20 < 19 then 'webhook_delivery' else 'integration' end as kind) k
       cross join lateral (select case when k.kind = 'integration' then null
                                       when g % 100 = 0 then 500 when g % 100 < 4 then 404 when g % 100 < 6 then 422
                                       when g % 7 = 0 then 201 else 200 end as status) s`,
      [accountId, keys, from, to],
    );
    console.info(`  ${to + 1} / ${rows} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await database.executeSql('vacuum analyze event_log');
}

const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list, n) => list[n % list.length];

/** Each filter: the query of its n-th variant (never the same twice). */
const filters = {
  'all kinds': (n) => ({ to: day(n) }),
  'API calls': (n) => ({ kind: 'api_call', to: day(n) }),
  'API calls 5xx (1 %)': (n) => ({ kind: 'api_call', statusClass: '5xx', to: day(n) }),
  'API calls 4xx': (n) => ({ kind: 'api_call', statusClass: '4xx', to: day(n) }),
  'one key': (n) => ({ kind: 'api_call', keyId: pick(keys, n) }),
  'method DELETE': (n) => ({ kind: 'api_call', method: 'DELETE', to: day(n) }),
  'path contains (common)': (n) => ({
    kind: 'api_call',
    path: pick(['orders/', 'products/', 'stock/'], n) + (n + 1),
  }),
  'path contains, 7 days': (n) => ({
    kind: 'api_call',
    path: `/${10000 + n * 37}`,
    from: day(n + 7),
    to: day(n),
  }),
  'webhooks of a subscription': (n) => ({ kind: 'webhook_delivery', subscriptionId: pick(keys, n % 5) }),
  'webhooks by event type': (n) => ({
    kind: 'webhook_delivery',
    eventType: pick(['order.created', 'stock.changed', 'product.updated'], n),
    to: day(n),
  }),
  'integration errors': (n) => ({ kind: 'integration', level: 'error', to: day(n) }),
  'one day': (n) => ({ from: day(n + 1), to: day(n + 1) }),
};

try {
  await migrate.migrateDatabase(database);
  const accountId = await ensureAccount({ ...company, ...accounts }, database);
  console.info(`Bench database ${values.database}, account ${accountId}, ${rows} rows`);
  await fill(accountId);
  const results = [];
  for (const [name, variant] of Object.entries(filters)) {
    const times = [];
    for (let n = 0; n < runs; n += 1) {
      const query = { page: 1, limit: 50, ...variant(n) };
      const start = process.hrtime.bigint();
      await service.listEventLog(database.db, accountId, query);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    results.push({ name, median: median(times), worst: Math.max(...times) });
  }
  // A page travelled to by cursor, deep in the list.
  let page = await service.listEventLog(database.db, accountId, { page: 1, limit: 50, kind: 'api_call' });
  const travel = [];
  for (let n = 2; n <= runs + 1; n += 1) {
    const start = process.hrtime.bigint();
    page = await service.listEventLog(database.db, accountId, {
      page: n,
      limit: 50,
      kind: 'api_call',
      cursor: page.nextCursor,
    });
    travel.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  results.push({ name: 'next page by cursor', median: median(travel), worst: Math.max(...travel) });

  console.info(
    `\nFirst page of 50 with its count, ${runs} never-seen variants per filter (budget ${budgetMs} ms median):`,
  );
  const width = Math.max(...results.map((row) => row.name.length));
  for (const row of results)
    console.info(
      `  ${row.name.padEnd(width)}  median ${row.median.toFixed(1).padStart(7)} ms  worst ${row.worst.toFixed(1).padStart(7)} ms${row.median <= budgetMs ? '' : '  OVER BUDGET'}`,
    );
  console.info(`  overall median ${median(results.map((row) => row.median)).toFixed(1)} ms`);
} finally {
  await database.close();
}
