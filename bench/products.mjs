// npm run bench:products [-- --count 1000000 --runs 25 --database zap_bench_products --setup-only]
// The products list at a million products in one account: API (app.inject on the built app) and
// listProducts() against hand-written SQL of the same page in the same run; budgets of issue 14.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './orders/setup.mjs';
import { ensureAccount, fillProducts } from './products/setup.mjs';
import { measureAll } from './products/measure.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '25' },
    database: { type: 'string', default: 'zap_bench_products' },
    'setup-only': { type: 'boolean', default: false },
    'raw-only': { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Paths are relative to this file, also for the helpers in ./products/.
const load = (path) => tsImport(path, import.meta.url);

const [client, migrate, company, accounts, generator] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../apps/api/src/modules/accounts/service.ts'),
  load('../apps/api/src/seed/products-generator.ts'),
]);
const api = { ...company, ...accounts, ...generator };

const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 4);
try {
  await migrate.migrateDatabase(database);
  const accountId = await ensureAccount(api, database);
  const count = Number(values.count);
  console.info(`Bench database ${values.database}, account ${accountId}: filling to ${count} products`);
  const filled = await fillProducts(api, database, accountId, count);
  if (filled.added > 0) {
    console.info(
      `Generated ${filled.added} products in ${filled.seconds.toFixed(1)} s (${Math.round(filled.added / filled.seconds)} products/s)`,
    );
  }
  if (!values['setup-only']) {
    await measureAll({
      load,
      database,
      url,
      accountId,
      runs: Number(values.runs),
      rawOnly: values['raw-only'],
    });
  }
} finally {
  await database.close();
}
