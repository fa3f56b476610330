// Lists the benchmarks; each is `npm run bench:<name>` at the root.
const benchmarks = {
  'web-size': 'gzip JavaScript of the login route vs the 150 KB budget (needs `npm run build`)',
  web: 'login paint/form, dashboard content times and login JS in Chromium vs budgets (needs `npm run build`)',
  import:
    'product import of 150 000 CSV rows (create and update runs) vs COPY + INSERT … ON CONFLICT (local PostgreSQL)',
  orders:
    'orders list and sidebar counts at 1 000 000 orders: API vs raw SQL (local PostgreSQL; first run generates the data)',
  products:
    'products list at 1 000 000 products, every filter kind and a nested one, fresh values, page 1 and deep: API and listProducts() vs raw SQL',
  ratelimit:
    "what the API keys' limiter adds per request (median and p99, real Redis) vs the same request without it (≤ 1 ms)",
  webhooks:
    'outbox cost per event inside a write transaction (≤ 1 ms) and delivery of a 10 000-order bulk status change to a loopback receiver (once each, in order)',
  shopify:
    '10 000 Shopify orders (pages of 250) through the contract server and the sync path (orders/s) and the webhook → orders list lag (≤ 2 s)',
  pulpit:
    'Pulpit (GET /api/pulpit) for every preset at 1 000 000 orders and products vs the raw aggregate over orders (≤ 100 ms)',
};
if (process.argv.includes('--list')) {
  for (const [name, text] of Object.entries(benchmarks)) console.info(`npm run bench:${name}  – ${text}`);
}
