// npm run bench:import [-- --rows 150000 --database zaplecze_bench_import]
// A generated product CSV (realistic Polish data, 22 columns) imported end to end (parse, validate,
// map, write) into an empty account (create run) and into one that already holds those SKUs (update
// run, every price changed), against the raw floor measured on the same database in the same run:
// server-side COPY of the same rows into a staging table plus one INSERT … ON CONFLICT. DESIGN.md §5
// budget: ≤ 2×. Each import runs in its own process (import/child.mjs) whose peak RSS is printed
// (budget: flat in file size, < 300 MB at 150 000 rows; compare --rows 50000 with --rows 150000).
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
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
    rows: { type: 'string', default: '150000' },
    database: { type: 'string', default: 'zaplecze_bench_import' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (file) => tsImport(file, import.meta.url);
const [client, migrate, company] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
]);

const rows = Number(values.rows);
const file = path.join(tmpdir(), `zaplecze-bench-import-${rows}.csv`);
writeProductCsv(file, rows);
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

async function importOnce(actor) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [child, JSON.stringify({ url, file, dataDir, ...actor })],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** The floor: COPY of the same file into a staging table + one INSERT … ON CONFLICT (same columns). */
async function floorOnce(accountId) {
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

try {
  await migrate.migrateDatabase(database);
  console.info(`Bench import: ${rows} rows, ${file}, Node ${process.version}`);
  const empty = await newAccount('create');
  const floorAccount = await newAccount('floor');
  const floorCreate = await floorOnce(floorAccount.accountId);
  const create = await importOnce(empty);
  // The update run: the same file with every price changed, into the account that holds those SKUs;
  // its floor upserts the same changed rows.
  writeProductCsv(file, rows, { priceShift: 1 });
  const floorUpdate = await floorOnce(floorAccount.accountId);
  const update = await importOnce(empty);
  const report = (label, result, floor) =>
    console.info(
      `${label}: ${result.seconds.toFixed(2)} s (${Math.round(rows / result.seconds)} rows/s; created ${result.created}, updated ${result.updated}, rejected ${result.rejected}) ` +
        `vs floor ${floor.toFixed(2)} s → ${(result.seconds / floor).toFixed(2)}× (budget ≤ 2×); ` +
        `peak RSS of the importing process ${result.peakMb.toFixed(0)} MB (budget < 300 MB; ${result.baselineMb.toFixed(0)} MB already with modules loaded, ` +
        `so the import adds at most ${(result.peakMb - result.baselineMb).toFixed(0)} MB)`,
    );
  report('create run', create, floorCreate);
  report('update run', update, floorUpdate);
} finally {
  await database.close();
}
