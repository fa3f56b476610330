import { tsImport } from 'tsx/esm/api';
const load = (path) => tsImport(path, import.meta.url);
const url = 'postgres://postgres@127.0.0.1:5432/zaplecze_bench_orders';
const [client, appModule, configModule, loggerModule] = await Promise.all([
  load('../apps/api/src/db/client.ts'), load('../apps/api/src/app.ts'), load('../apps/api/src/config.ts'), load('../apps/api/src/logger.ts'),
]);
const database = client.connectPostgres(url, 10);
const config = configModule.loadConfig({ NODE_ENV: process.env.PROF_ENV ?? 'test' }, { databaseUrl: url, dataDir: '/tmp/zaplecze-bench', logLevel: 'silent' });
const app = await appModule.buildApp({ config, database, jobs: { send: async () => null, stop: async () => {} } }, { webDist: '/nonexistent', logger: loggerModule.createLogger(config) });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench-orders', password: 'Bench!Orders-1' } });
const headers = { authorization: `Bearer ${login.json().accessToken ?? login.json().token}` };
const day = (n) => new Date(Date.UTC(2024, 0, 1) + n * 86400000).toISOString().slice(0, 10);
const n = Number(process.env.N ?? 1500);
const t0 = process.hrtime.bigint();
for (let i = 0; i < n; i++) {
  const filter = { operator: 'AND', groups: [], conditions: [{ fieldId: 'orderDate', operator: 'after', value: day(i % 600) }, { fieldId: 'orderDate', operator: 'before', value: day((i % 600) + 30) }] };
  const r = await app.inject({ method: 'GET', url: `/api/orders?limit=50&filter=${encodeURIComponent(JSON.stringify(filter))}`, headers });
  if (r.statusCode !== 200) throw new Error(r.body);
}
console.log('per request ms', (Number(process.hrtime.bigint() - t0) / 1e6 / n).toFixed(2));
await app.close(); await database.close();
