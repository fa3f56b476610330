// Lists the benchmarks; each is `npm run bench:<name>` at the root.
const benchmarks = {
  'web-size': 'gzip JavaScript of the login route vs the 170 KB budget (needs `npm run build`)',
  import: 'product import of 150 000 CSV rows (create and update runs) vs COPY + INSERT … ON CONFLICT (local PostgreSQL)',
  orders: 'orders list and sidebar counts at 1 000 000 orders: API vs raw SQL (local PostgreSQL; first run generates the data)',
};
if (process.argv.includes('--list')) {
  for (const [name, text] of Object.entries(benchmarks)) console.info(`npm run bench:${name}  – ${text}`);
}
