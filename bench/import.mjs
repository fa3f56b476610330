// npm run bench:import [-- --rows 50000,150000 --database zaplecze_bench_import --trace]  (--help lists the options)
// A generated product CSV (realistic Polish data, 22 columns) imported end to end (parse, validate,
// map, write) into an empty account (create run) and into one that already holds those SKUs (update
// run, every price changed), against the raw floor measured on the same database in the same run:
// server-side COPY of the same rows into a staging table plus one INSERT … ON CONFLICT. DESIGN.md §5
// budget: ≤ 2×. Each import runs in its own process (import/child.mjs) whose peak RSS is printed
// (budget: flat in file size, < 300 MB at 150 000 rows); with several sizes the slope between the
// smallest and the largest file is printed.
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

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000,150000' },
    database: { type: 'string', default: 'zaplecze_bench_import' },
    trace: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info(`npm run bench:import [-- options]
  --rows N[,N…]    rows of the generated CSV; a list runs each size and prints the peak-RSS slope (default 50000,150000)
  --database NAME  bench database (default zaplecze_bench_import)
  --trace          print the importing process's memory timeline (rss/heapTotal/heapUsed/external/arrayBuffers MB, every 500 ms)`);
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
    [child, JSON.stringify({ url, file, dataDir, ...actor })],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** The floor: COPY of the same file into a staging table + one INSERT … ON CONFLICT (same columns). */
async function floorOnce(file, accountId) {
  const started = performance.now();
  await database.executeSql(
    `create unlogged table if not exists bench_staging (sku text, ean text, name text, short_description text, long_description text, price text, currency text, stock text, status text, type text, gtu text, model_code text, unit text, weight text, length text, width text, height text, producer text, picture1 text, picture2 text, delivery text, vat text)`,
  );
  await database.executeSql('truncate bench_staging');
  await database.executeSql(
    `copy bench_staging from '${file}' with (format csv, header true, delimiter ';')`,
  );
  await database.executeSql(
    `insert into products (account_id, sku, ean, name, short_description, long_description, price, currency, status, type, gtu, model_code, unit, weight_amount, length_cm, width_cm, height_cm, pictures, delivery_time_days)
     select $1, sku, nullif(ean, ''), name, short_description, long_description, replace(price, ',', '.')::numeric, currency, status, type, gtu, model_code, unit,
       replace(weight, ',', '.')::numeric, replace(length, ',', '.')::numeric, replace(width, ',', '.')::numeric, replace(height, ',', '.')::numeric,
       jsonb_build_array(jsonb_build_object('url', picture1, 'description', ''), jsonb_build_object('url', picture2, 'description', '')), delivery::int
     from bench_staging
     on conflict (account_id, lower(sku)) do update set name = excluded.name, price = excluded.price, ean = excluded.ean, short_description = excluded.short_description,
       long_description = excluded.long_description, version = products.version + 1`,
    [accountId],
  );
  return (performance.now() - started) / 1000;
}

/** One file size: create run and update run, each against its floor. */
async function benchSize(rows) {
  const file = path.join(tmpdir(), `zaplecze-bench-import-${rows}.csv`);
  writeProductCsv(file, rows);
  console.info(`\n${rows} rows (${file}):`);
  const empty = await newAccount(`create-${rows}`);
  const floorAccount = await newAccount(`floor-${rows}`);
  const floorCreate = await floorOnce(file, floorAccount.accountId);
  const create = await importOnce(file, empty);
  // The update run: the same file with every price changed, into the account that holds those SKUs;
  // its floor upserts the same changed rows.
  writeProductCsv(file, rows, { priceShift: 1 });
  const floorUpdate = await floorOnce(file, floorAccount.accountId);
  const update = await importOnce(file, empty);
  const runs = [
    { label: 'create run', result: create, floor: floorCreate },
    { label: 'update run', result: update, floor: floorUpdate },
  ];
  for (const { label, result, floor } of runs) {
    const ratio = result.seconds / floor;
    console.info(
      `  ${label}: ${result.seconds.toFixed(2)} s (${Math.round(rows / result.seconds)} rows/s; created ${result.created}, updated ${result.updated}, rejected ${result.rejected}) ` +
        `vs floor ${floor.toFixed(2)} s → ${ratio.toFixed(2)}× (budget ≤ 2×): ${ratio <= 2 ? 'OK' : 'OVER'}`,
    );
    console.info(
      `    peak RSS of the importing process ${result.peakMb.toFixed(0)} MB (budget < ${rssBudgetMb} MB: ${result.peakMb < rssBudgetMb ? 'OK' : 'OVER'}); ` +
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
  return { rows, create, update };
}

const rssBudgetMb = 300;
try {
  await migrate.migrateDatabase(database);
  console.info(
    `Bench import: ${sizes.join(', ')} rows, Node ${process.version}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const results = [];
  for (const rows of sizes) results.push(await benchSize(rows));
  if (results.length > 1) {
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
  console.info(
    `load average at the end ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await database.close();
}
