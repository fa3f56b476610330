// npm run bench:import [-- --rows 50000,150000 --database zaplecze_bench_import --trace]  (--help lists the options)
// A generated product CSV (realistic Polish data, 22 columns) imported end to end (parse, validate,
// map, write) into an empty account (create run) and into one that already holds those SKUs (update
// run, every price changed), against the raw floor measured on the same database in the same run:
// server-side COPY of the same rows into a staging table plus one INSERT … ON CONFLICT. DESIGN.md §5
// budget: ≤ 2×. Each import runs in its own process (import/child.mjs) whose peak RSS is printed
// (budget: flat in file size, < 300 MB at 150 000 rows); with several sizes the slope between the
// smallest and the largest file is printed.
// Then the same files end to end through HTTP and the job queue (import/http.mjs): the built server as a
// child process (started afresh for each run), sign in, upload, automatic mapping, dry run, final import,
// task polled until done — each step timed, the server's RSS sampled. Budgets (DESIGN.md §5): final import ≤ 2× its floor, upload → done
// ≤ 2.5× the floor, peak server RSS ≤ 300 MB at 150 000 rows; with --embedded the PGlite server back under
// 400 MB after the import. A second floor on a lean copy of `products` (only the primary key and the
// (account_id, lower(sku)) unique index) shows what the table's other indexes cost.
import { execFile } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './orders/setup.mjs';
import { writeProductCsv } from './import/generate.mjs';
import { externalPackages } from '../apps/api/build-externals.mjs';
import { buildServer, importOverHttp, startServer } from './import/http.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000,150000' },
    database: { type: 'string', default: 'zaplecze_bench_import' },
    trace: { type: 'boolean', default: false },
    'skip-engine': { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info(`npm run bench:import [-- options]
  --rows N[,N…]    rows of the generated CSV; a list runs each size and prints the peak-RSS slope (default 50000,150000)
  --database NAME  bench database (default zaplecze_bench_import)
  --trace          print the importing process's memory timeline (rss/heapTotal/heapUsed/external/arrayBuffers MB, every 500 ms)
  --skip-engine    skip the engine-only runs (import/child.mjs)
  --skip-http      skip the end-to-end runs through the built server's HTTP API and job queue
  --embedded       also run the end-to-end import against the embedded PGlite server (no DATABASE_URL;
                   the demo account), its RSS after the import against the 400 MB budget`);
  process.exit(0);
}
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (file) => tsImport(file, import.meta.url);
const [client, migrate, company] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
]);

const sizes = values.rows.split(',').map(Number);
if (sizes.some((rows) => !Number.isInteger(rows) || rows < 1))
  throw new Error(`--rows: a number or a list (50000,150000), got ${values.rows}`);
const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 4);
const dataDir = path.join(tmpdir(), 'zaplecze-bench-data');

async function newAccount(tag) {
  const name = `bench-import-${tag}-${Date.now()}`;
  const { accountId, userId } = await company.seedCompany(database.db, {
    username: name,
    email: `${name}@zaplecze.pl`,
    password: 'Bench!Import-1',
    companyName: 'Hurtownia Import',
    planId: 'free',
    licenceDays: 3650,
  });
  return { accountId, userId };
}

/** Upload → auto-mapping → final import, in a child process; its time and peak RSS. */
const child = path.join(import.meta.dirname, '.out', 'import-child.mjs');
await build({
  entryPoints: [path.join(import.meta.dirname, 'import', 'child.mjs')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: externalPackages(),
  logLevel: 'warning',
});

async function importOnce(file, actor) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    // The server's own Node flags (npm start): the engine runs in the server.
    [...serverNodeFlags(), child, JSON.stringify({ url, file, dataDir, ...actor })],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/**
 * The floor: COPY of the same file into a staging table + one INSERT … ON CONFLICT (same columns) into
 * `table` — `products` itself, or its lean copy (see leanTable).
 */
async function floorOnce(file, accountId, table = 'products') {
  const started = performance.now();
  await database.executeSql(
    `create unlogged table if not exists bench_staging (sku text, ean text, name text, short_description text, long_description text, price text, currency text, stock text, status text, type text, gtu text, model_code text, unit text, weight text, length text, width text, height text, producer text, picture1 text, picture2 text, delivery text, vat text)`,
  );
  await database.executeSql('truncate bench_staging');
  await database.executeSql(
    `copy bench_staging from '${file}' with (format csv, header true, delimiter ';')`,
  );
  await database.executeSql(
    `insert into ${table} (account_id, sku, ean, name, short_description, long_description, price, currency, status, type, gtu, model_code, unit, weight_amount, length_cm, width_cm, height_cm, pictures, delivery_time_days)
     select $1, sku, nullif(ean, ''), name, short_description, long_description, replace(price, ',', '.')::numeric, currency, status, type, gtu, model_code, unit,
       replace(weight, ',', '.')::numeric, replace(length, ',', '.')::numeric, replace(width, ',', '.')::numeric, replace(height, ',', '.')::numeric,
       jsonb_build_array(jsonb_build_object('url', picture1, 'description', ''), jsonb_build_object('url', picture2, 'description', '')), delivery::int
     from bench_staging
     on conflict (account_id, lower(sku)) do update set name = excluded.name, price = excluded.price, ean = excluded.ean, short_description = excluded.short_description,
       long_description = excluded.long_description, version = ${table}.version + 1`,
    [accountId],
  );
  return (performance.now() - started) / 1000;
}

/** `products`' columns, defaults and checks with only the primary key and the (account_id, lower(sku)) unique index (LIKE copies no foreign keys or triggers). */
const leanTable = 'bench_products_lean';
async function createLeanTable() {
  await database.executeSql(`drop table if exists ${leanTable}`);
  await database.executeSql(`create table ${leanTable} (like products including all excluding indexes)`);
  await database.executeSql(`alter table ${leanTable} add primary key (id)`);
  await database.executeSql(`create unique index on ${leanTable} (account_id, lower(sku))`);
  const { rows } = await database.executeSql(
    `select count(*)::int as n from pg_indexes where tablename = 'products'`,
  );
  return rows[0].n;
}

const verdict = (ok) => (ok ? 'OK' : 'OVER');
const mb = (value) => `${value.toFixed(0)} MB`;

function printEngineRun(label, rows, result, floor) {
  const ratio = result.seconds / floor;
  console.info(
    `  engine ${label}: ${result.seconds.toFixed(2)} s (${Math.round(rows / result.seconds)} rows/s; created ${result.created}, updated ${result.updated}, rejected ${result.rejected}) ` +
      `vs floor ${floor.toFixed(2)} s → ${ratio.toFixed(2)}× (budget ≤ 2×): ${verdict(ratio <= 2)}`,
  );
  const dryShare = result.dryRunSeconds / result.finalSeconds;
  console.info(
    `    dry run ${result.dryRunSeconds.toFixed(2)} s (${result.dryRun.created} to create, ${result.dryRun.updated} to update, ${result.dryRun.rejected} rejected) = ` +
      `${(dryShare * 100).toFixed(0)} % of the final import's ${result.finalSeconds.toFixed(2)} s (budget ≤ 25 %: ${verdict(dryShare <= 0.25)})`,
  );
  console.info(
    `    phases (s): ${Object.entries(result.phases)
      .map(([phase, seconds]) => `${phase} ${seconds}`)
      .join(', ')}`,
  );
  console.info(
    `    peak RSS of the importing process ${result.peakMb.toFixed(0)} MB (budget < ${rssBudgetMb} MB: ${verdict(result.peakMb < rssBudgetMb)}); ` +
      `${result.baselineMb.toFixed(0)} MB with modules loaded, so the import adds at most ${(result.peakMb - result.baselineMb).toFixed(0)} MB`,
  );
  const parts = Object.entries(result.maxParts)
    .map(([part, mb]) => `${part} ${mb.toFixed(0)}`)
    .join(', ');
  console.info(
    `    max of process.memoryUsage() (MB, sampled every 500 ms): ${parts}; full GCs asked for by the import: ${result.heapGuard.collections}, ${(result.heapGuard.ms / 1000).toFixed(1)} s`,
  );
  if (values.trace)
    console.info(
      `    timeline (rss/heapTotal/heapUsed/external/arrayBuffers MB): ${result.timeline.map((point) => point.join('/')).join(' ')}`,
    );
}

function printHttpRun(label, rows, result, floor) {
  const finalRatio = result.finalImport / floor;
  const totalRatio = result.total / floor;
  console.info(
    `  HTTP ${label}: upload ${result.upload.toFixed(2)} s, dry run ${result.dryRun.toFixed(2)} s, final import ${result.finalImport.toFixed(2)} s (of it ≤ ${result.queueWait.toFixed(2)} s queued), ` +
      `upload → done ${result.total.toFixed(2)} s (${Math.round(rows / result.total)} rows/s end to end, ${Math.round(rows / result.finalImport)} rows/s final import); ` +
      `${result.stage}/${result.status}: created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, rejected ${result.rejected}`,
  );
  if (result.rejected > 0 || result.status !== 'Success')
    console.info(
      `    ! ${result.rejected} rows rejected (${result.message ?? result.status}): not comparable with the floor`,
    );
  console.info(
    `    final import ${finalRatio.toFixed(2)}× the floor (budget ≤ 2×): ${verdict(finalRatio <= 2)}; ` +
      `upload → done ${totalRatio.toFixed(2)}× (budget ≤ 2.5×): ${verdict(totalRatio <= 2.5)}`,
  );
  console.info(
    `    server RSS: ${mb(result.startRss)} before, peak ${mb(result.peakRss)} during (upload ${mb(result.peakBy.upload)}, dry run ${mb(result.peakBy.dryRun)}, final import ${mb(result.peakBy.finalImport)}; ` +
      `200 ms samples; kernel high-water mark ${mb(result.hwm)}), ` +
      `${mb(result.afterRss)} 5 s after (budget ≤ ${rssBudgetMb} MB during: ${verdict(result.peakRss <= rssBudgetMb)})`,
  );
}

/** A seeded company to sign in as, for the end-to-end runs. */
async function httpAccount(tag) {
  const name = `bench-http-${tag}-${Date.now()}`;
  await company.seedCompany(database.db, {
    username: name,
    email: `${name}@zaplecze.pl`,
    password: 'Bench!Import-1',
    companyName: 'Hurtownia Import HTTP',
    // The trial plan: 150 000 products (Professional stops at 10 000 and rejects the rest).
    planId: 'free',
    licenceDays: 3650,
  });
  return { username: name, password: 'Bench!Import-1' };
}

/** One file size: create run and update run, each against its floors (the real table and the lean one). */
async function benchSize(rows) {
  const file = path.join(tmpdir(), `zaplecze-bench-import-${rows}.csv`);
  writeProductCsv(file, rows);
  console.info(`\n${rows} rows (${file}):`);
  const floorAccount = await newAccount(`floor-${rows}`);
  const engineAccount = values['skip-engine'] ? null : await newAccount(`create-${rows}`);
  const httpUser = values['skip-http'] ? null : await httpAccount(rows);
  const result = { rows };
  // The update runs: the same file with every price changed, into the accounts that hold those SKUs;
  // their floors upsert the same changed rows.
  for (const [run, priceShift] of [
    ['create', 0],
    ['update', 1],
  ]) {
    if (priceShift) writeProductCsv(file, rows, { priceShift });
    const floor = await floorOnce(file, floorAccount.accountId);
    const leanFloor = await floorOnce(file, floorAccount.accountId, leanTable);
    console.info(
      `  ${run} floor (COPY + INSERT … ON CONFLICT): products ${floor.toFixed(2)} s (${Math.round(rows / floor)} rows/s); ` +
        `lean table (primary key + SKU key only, no foreign keys or triggers) ${leanFloor.toFixed(2)} s → the other ${productIndexes - 2} indexes, foreign keys and triggers of products cost ${(floor / leanFloor).toFixed(2)}×`,
    );
    result[`${run}Floor`] = floor;
    if (engineAccount) {
      result[run] = await importOnce(file, engineAccount);
      printEngineRun(`${run} run`, rows, result[run], floor);
    }
    if (httpUser) {
      // A fresh server per run: its RSS before, during and after is this run's, not the earlier runs'.
      await server.stop();
      server = await startServer(serverFile, { databaseUrl: url });
      result[`${run}Http`] = await importOverHttp(server, httpUser, file);
      printHttpRun(`${run} run`, rows, result[`${run}Http`], floor);
    }
  }
  return result;
}

const rssBudgetMb = 300;
const embeddedAfterBudgetMb = 400;
let server = null;
let serverFile = null;
let productIndexes = 0;
try {
  await migrate.migrateDatabase(database);
  productIndexes = await createLeanTable();
  console.info(
    `Bench import: ${sizes.join(', ')} rows, Node ${process.version}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; products has ${productIndexes} indexes`,
  );
  serverFile = values['skip-http'] && !values.embedded ? null : await buildServer();
  if (!values['skip-http']) server = await startServer(serverFile, { databaseUrl: url });
  const results = [];
  for (const rows of sizes) results.push(await benchSize(rows));
  if (results.length > 1 && !values['skip-engine']) {
    // "Flat in file size": the peak over the smallest file vs the peak over the largest.
    const first = results[0];
    const last = results.at(-1);
    console.info(
      `\nPeak RSS by file size (MB): ${results.map((result) => `${result.rows} rows: create ${result.create.peakMb.toFixed(0)}, update ${result.update.peakMb.toFixed(0)}`).join('; ')}`,
    );
    for (const run of ['create', 'update']) {
      const slope = ((last[run].peakMb - first[run].peakMb) / (last.rows - first.rows)) * 100000;
      console.info(
        `  ${run} run: ${slope >= 0 ? '+' : ''}${slope.toFixed(0)} MB per 100 000 more rows (${first.rows} → ${last.rows}: ${first[run].peakMb.toFixed(0)} → ${last[run].peakMb.toFixed(0)} MB)`,
      );
    }
  }
  if (values.embedded) {
    if (server) await server.stop();
    server = null;
    const embedded = await startServer(serverFile, { databaseUrl: undefined });
    try {
      const rows = sizes.at(-1);
      const file = path.join(tmpdir(), `zaplecze-bench-import-${rows}.csv`);
      writeProductCsv(file, rows);
      console.info(`\nEmbedded PGlite server (no DATABASE_URL, demo account), ${rows} rows:`);
      const result = await importOverHttp(embedded, { username: 'demo', password: 'Demo!Zaplecze1' }, file);
      console.info(
        `  HTTP create run: upload ${result.upload.toFixed(2)} s, dry run ${result.dryRun.toFixed(2)} s, final import ${result.finalImport.toFixed(2)} s, ` +
          `upload → done ${result.total.toFixed(2)} s; ${result.stage}/${result.status}: created ${result.created}, updated ${result.updated}, rejected ${result.rejected}`,
      );
      console.info(
        `  server RSS: ${mb(result.startRss)} before, peak ${mb(result.peakRss)} during, ${mb(result.afterRss)} 5 s after ` +
          `(budget back under ${embeddedAfterBudgetMb} MB after: ${verdict(result.afterRss < embeddedAfterBudgetMb)})`,
      );
    } finally {
      await embedded.stop();
    }
  }
  console.info(
    `load average at the end ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  if (server) await server.stop();
  await database.close();
}
