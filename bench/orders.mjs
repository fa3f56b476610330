// npm run bench:orders [-- --count 1000000 --runs 25 --database zaplecze_bench_orders --setup-only --cold-only]
// The orders list at a million orders in one account: API (app.inject on the built app) against
// hand-written SQL of the same page in the same run; budgets of DESIGN.md §5.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ensureAccount, ensureDatabase, fillOrders } from './orders/setup.mjs';
import { measureAll } from './orders/measure.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '25' },
    database: { type: 'string', default: 'zaplecze_bench_orders' },
    'setup-only': { type: 'boolean', default: false },
    // Only the first requests of fresh filter values and 16 operators at once (issue 27 item 9).
    'cold-only': { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Paths are relative to this file, also for the helpers in ./orders/.
const load = (path) => tsImport(path, import.meta.url);

const [client, migrate, company, accounts, generator] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../apps/api/src/modules/accounts/service.ts'),
  load('../apps/api/src/seed/orders-generator.ts'),
]);
const api = { ...company, ...accounts, ...generator };

const url = await ensureDatabase(adminUrl, values.database);
// The API server's pool size (db/client.ts), so 16 operators at once queue as they would in production.
const database = client.connectPostgres(url, 10);
try {
  await migrate.migrateDatabase(database);
  const accountId = await ensureAccount(api, database);
  const count = Number(values.count);
  console.info(`Bench database ${values.database}, account ${accountId}: filling to ${count} orders`);
  const filled = await fillOrders(api, database, accountId, count);
  if (filled.added > 0) {
    console.info(
      `Generated ${filled.added} orders in ${filled.seconds.toFixed(1)} s (${Math.round(filled.added / filled.seconds)} orders/s)`,
    );
  }
  if (!values['setup-only'])
    await measureAll({
      load,
      database,
      url,
      accountId,
      runs: Number(values.runs),
      coldOnly: values['cold-only'],
    });
} finally {
  await database.close();
}
