// npm run bench:orders-import [-- --orders 100000 --database zaplecze_bench_orders_import --server-heap 192
//   --server-prof <dir>]
// N orders with 2-3 lines each as a CSV in our own export format ("po pozycji" layout, ';'), through
// HTTP as the user meets it: the built server as a child process, sign in, upload, dry run (new orders
// by external id), final import as a job polled until done. Prints orders/s and rows/s of the whole
// path and of the final import, the floor (server-side COPY of the same file into a staging table and
// one set-based INSERT … SELECT into `orders` and `order_products` on the same database) and the ratio
// (budget ≤ 2.5×), the server's CPU time per phase and its peak RSS (budget ≤ 300 MB). A file is
// capped at 300 000 rows (docs/decisions/orders-import.md): a larger --orders is cut to what fits.
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './orders/setup.mjs';
import { buildServer, call, processMemory, signIn, startServer, upload } from './import/http.mjs';

/** The process's CPU time (user + system) in seconds: less swayed by the machine's load than the clock. */
const processCpu = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'zaplecze_bench_orders_import' },
    // The server's old-space cap in MB (node --max-old-space-size), as a deployment would set it.
    'server-heap': { type: 'string' },
    // A folder for the server's CPU profile (node --cpu-prof), written when the server stops.
    'server-prof': { type: 'string' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (file) => tsImport(file, import.meta.url);
const [client, migrate, company, exportContract] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../packages/contract/src/orders/export.ts'),
]);
const maxRows = 300_000;
const ratioBudget = 2.5;
const rssBudgetMb = 300;
const h = exportContract.orderExportHeaders;
const columns = [
  h.number,
  h.externalId,
  h.createdAt,
  h.status,
  h.currency,
  h.email,
  h.deliveryName,
  h.deliverySurname,
  h.deliveryStreet,
  h.deliveryBuilding,
  h.deliveryZip,
  h.deliveryCity,
  h.deliveryCountry,
  h.lineSku,
  h.lineName,
  h.lineQuantity,
  h.lineGrossPrice,
  h.lineTax,
];
const cell = (value) =>
  /[";\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value);
const linesOf = (n) => 2 + (n % 2);

/** The CSV: order n has 2 or 3 lines; the number of orders cut so the file stays under the row cap. */
async function writeCsv(file, wanted) {
  let orders = 0;
  let rows = 0;
  while (orders < wanted && rows + linesOf(orders) <= maxRows) rows += linesOf(orders++);
  const out = createWriteStream(file);
  out.write(`\ufeff${columns.map(cell).join(';')}\r\n`);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  for (let n = 0; n < orders; n += 1) {
    for (let line = 0; line < linesOf(n); line += 1) {
      const price = (((n * 7 + line * 13) % 9000) / 100 + 1).toFixed(2).replace('.', ',');
      const row = [
        n + 1,
        `B-${tag}-${n}`,
        `${String((n % 28) + 1).padStart(2, '0')}.10.2026 12:${String(n % 60).padStart(2, '0')}`,
        'Nowe',
        'PLN',
        `klient${n}@example.com`,
        'Anna',
        `Nowak ${n}`,
        'Długa',
        String((n % 90) + 1),
        '80-001',
        'Gdańsk',
        'PL',
        `SKU-${(n + line) % 500}`,
        `Produkt ${(n + line) % 500}`,
        String(1 + (line % 3)),
        price,
        line === 2 ? '8' : '23',
      ];
      if (!out.write(`${row.map(cell).join(';')}\r\n`))
        await new Promise((resolve) => out.once('drain', resolve));
    }
  }
  await new Promise((resolve) => out.end(resolve));
  return { orders, rows };
}

const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 4);
await migrate.migrateDatabase(database);
// Fresh planner statistics, as autovacuum keeps them where it runs: without any (autovacuum is off
// on the shared bench machine) the planner scans the earlier runs' order lines once per batch.
await database.executeSql('analyze');
const password = 'Bench!Orders-1';
async function newAccount(tag) {
  const username = `bench-orders-import-${tag}-${Date.now()}`;
  const { accountId } = await company.seedCompany(database.db, {
    username,
    email: `${username}@zaplecze.pl`,
    password,
    companyName: 'Sklep Import Zamówień',
    planId: 'free',
    licenceDays: 3650,
  });
  return { accountId, username };
}

/** The floor: COPY of the file into a staging table, then orders and their lines set-based. */
async function floorOnce(file, accountId) {
  const run = (text, params) => database.executeSql(text, params);
  const started = performance.now();
  await run(
    `create unlogged table if not exists bench_orders_staging (${columns.map((_, i) => `c${i} text`).join(', ')})`,
  );
  await run('truncate bench_orders_staging');
  await run(`copy bench_orders_staging from '${file}' with (format csv, header true, delimiter ';')`);
  await run(
    `with staged as (
       select c1 as external_id, c5 as email, c6 as name, c7 as surname, c13 as sku, c14 as line_name,
              c15::int as quantity, replace(c16, ',', '.')::numeric as gross, c17::int as tax,
              row_number() over (partition by c1) as position, dense_rank() over (order by c1) as n
         from bench_orders_staging),
     made as (
       insert into orders (account_id, no, external_id, source, email, currency, customer_name, total_gross)
       select $1, 1000000 + n, external_id, 'shop', min(email), 'PLN', min(name) || ' ' || min(surname), sum(gross * quantity)
         from staged group by n, external_id
       returning id, external_id)
     insert into order_products (account_id, order_id, position, name, sku, quantity, currency, gross_price, price, gross_total, tax)
     select $1, made.id, s.position, s.line_name, s.sku, s.quantity, 'PLN', s.gross, round(s.gross / (1 + s.tax / 100.0), 2),
            s.gross * s.quantity, s.tax
       from staged s join made using (external_id)`,
    [accountId],
  );
  return (performance.now() - started) / 1000;
}

console.info(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const folder = mkdtempSync(path.join(tmpdir(), 'zaplecze-bench-orders-'));
const file = path.join(folder, 'zamowienia.csv');
const { orders, rows } = await writeCsv(file, Number(values.orders));
// The floor's COPY is read by the PostgreSQL server process.
chmodSync(folder, 0o755);
chmodSync(file, 0o644);
if (orders < Number(values.orders))
  console.info(
    `! ${values.orders} orders asked; a file is capped at ${maxRows} rows, so ${orders} orders (${rows} rows) are imported`,
  );
const serverFile = await buildServer();
const heap = values['server-heap'];
const server = await startServer(serverFile, {
  databaseUrl: url,
  nodeArgs: [
    ...(heap ? [`--max-old-space-size=${heap}`] : []),
    ...(values['server-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['server-prof'])}`] : []),
    ...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : []),
  ],
});
const startRss = processMemory(server.pid).rss;
let peak = 0;
let phase = 'upload';
const peakBy = { upload: 0, dryRun: 0, finalImport: 0 };
const sampler = setInterval(() => {
  const { rss } = processMemory(server.pid);
  peak = Math.max(peak, rss);
  peakBy[phase] = Math.max(peakBy[phase], rss);
}, 200);
try {
  const { accountId, username } = await newAccount('http');
  const token = await signIn(server.base, username, password);
  const cpu = [processCpu(server.pid)];
  const started = performance.now();
  const uploaded = await upload(server.base, token, file, '/api/orders/imports/upload?format=CSV');
  const afterUpload = performance.now();
  cpu.push(processCpu(server.pid));
  phase = 'dryRun';
  const dry = await call(server.base, token, 'POST', `/api/orders/imports/${uploaded.run.id}/dry-run`, {
    identifier: 'external',
    mode: 'add',
  });
  const afterDry = performance.now();
  cpu.push(processCpu(server.pid));
  phase = 'finalImport';
  await call(server.base, token, 'POST', `/api/orders/imports/${uploaded.run.id}/start`);
  let run;
  for (;;) {
    run = (await call(server.base, token, 'GET', `/api/orders/imports/${uploaded.run.id}`)).run;
    if (!['queued', 'running'].includes(run.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const done = performance.now();
  cpu.push(processCpu(server.pid));
  const [{ n: imported }] = (
    await database.executeSql('select count(*)::int as n from orders where account_id = $1', [accountId])
  ).rows;
  const floorAccount = await newAccount('floor');
  const floor = await floorOnce(file, floorAccount.accountId);
  const total = (done - started) / 1000;
  const final = (done - afterDry) / 1000;
  console.info(
    `orders import: ${orders} orders, ${rows} rows (our export, 2-3 lines each); run ${run.status}, ` +
      `${imported} orders written (dry run: ${JSON.stringify(dry.run.counts)}, final: ${JSON.stringify(run.counts)})`,
  );
  console.info(
    `  upload ${((afterUpload - started) / 1000).toFixed(1)} s, dry run ${((afterDry - afterUpload) / 1000).toFixed(1)} s, ` +
      `final import ${final.toFixed(1)} s (${Math.round(orders / final)} orders/s, ${Math.round(rows / final)} rows/s); ` +
      `upload → done ${total.toFixed(1)} s (${Math.round(rows / total)} rows/s)`,
  );
  const spent = (from, to) => (cpu[to] - cpu[from]).toFixed(1);
  console.info(
    `  server CPU (user + system) upload ${spent(0, 1)} s, dry run ${spent(1, 2)} s, final import ${spent(2, 3)} s`,
  );
  console.info(
    `  floor (COPY + set-based insert into orders and order_products) ${floor.toFixed(2)} s → upload → done ` +
      `${(total / floor).toFixed(1)}× the floor (budget ≤ ${ratioBudget}×: ${total / floor <= ratioBudget ? 'met' : 'NOT met'})`,
  );
  console.info(
    `  server${heap ? ` (--max-old-space-size=${heap})` : ''} RSS ${startRss.toFixed(0)} MB at the start, peak ${peak.toFixed(0)} MB (upload ${peakBy.upload.toFixed(0)}, dry run ${peakBy.dryRun.toFixed(0)}, final import ${peakBy.finalImport.toFixed(0)}) — budget ≤ ${rssBudgetMb} MB: ${peak <= rssBudgetMb ? 'met' : 'NOT met'}`,
  );
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
