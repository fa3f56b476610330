// node bench/orders/phone-plans.mjs [--database zaplecze_bench_orders] [--digits 3] [--values 40] [--seed 7]
// [--session "set random_page_cost = 1.1"]: the orders list's page for fresh phone fragments as raw SQL, with the
// pattern bound and compared (LIKE: digits) as the API does; prints the times and how many plans read the trigram index (bitmap) instead
// of walking the sort index. Run it on bench:orders' database (docs/decisions/orders-filter-speed.md, session 17).
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'zaplecze_bench_orders' },
    digits: { type: 'string', default: '3' },
    values: { type: 'string', default: '40' },
    seed: { type: 'string', default: '7' },
    session: { type: 'string' },
  },
});
const adminUrl = new URL(
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
adminUrl.pathname = `/${options.database}`;
const client = new pg.Client({ connectionString: adminUrl.toString() });
await client.connect();
try {
  if (options.session) await client.query(options.session);
  const [account] = (
    await client.query('select account_id from orders group by account_id order by count(*) desc limit 1')
  ).rows;
  const digits = Number(options.digits);
  const count = Number(options.values);
  const page = `select id, created_at from orders
    where account_id = $1 and archived_at is null and translate(phone_number, ' +-()./', '') like $2
    order by created_at desc, id desc limit 51`;
  const times = [];
  let bitmaps = 0;
  for (let i = 0; i < count; i += 1) {
    const first = 10 ** (digits - 1);
    const fragment = String(first + ((i * 7919 + Number(options.seed) * 104729) % (9 * first)));
    const parameters = [account.account_id, `%${fragment}%`];
    const plan = (await client.query(`explain ${page}`, parameters)).rows.map((row) => row['QUERY PLAN']);
    if (plan.some((line) => line.includes('Bitmap'))) bitmaps += 1;
    const start = process.hrtime.bigint();
    await client.query(page, parameters);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
  console.info(
    `${digits} digits, ${count} fresh fragments: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms; ` +
      `${bitmaps} of ${count} plans read the trigram index`,
  );
} finally {
  await client.end();
}
