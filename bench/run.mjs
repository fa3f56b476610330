// Lists the benchmarks; each is `npm run bench:<name>` at the root.
const benchmarks = {
  'web-size': 'gzip JavaScript of the login route vs the 170 KB budget (needs `npm run build`)',
  orders: 'orders list and sidebar counts at 1 000 000 orders: API vs raw SQL (local PostgreSQL; first run generates the data)',
  pulpit: 'Pulpit (GET /api/pulpit) for every preset at 1 000 000 orders and products vs the raw aggregate over orders (≤ 100 ms)',
};
if (process.argv.includes('--list')) {
  for (const [name, text] of Object.entries(benchmarks)) console.info(`npm run bench:${name}  – ${text}`);
}
