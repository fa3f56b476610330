import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { TestContext } from './test-app';

// The Pulpit's top-product rows beside the sums over the order lines they are kept from: the Pulpit's tests and
// every module whose writes move them (the orders import) compare the two.

/** The top-products aggregates of an account next to the same sums computed from its order lines. */
export async function productAggregatesAndTruth(ctx: TestContext, accountId: string) {
  const key = `day, cancelled, product_key, currency`;
  const stats = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select day::text, cancelled, product_key, currency, quantity::int, gross::text
               from order_product_daily_stats where account_id = '${accountId}' and (quantity <> 0 or gross <> 0)
              order by ${key}`),
  );
  const truth = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select (o.created_at at time zone 'Europe/Warsaw')::date::text as day,
                    coalesce(s.code = 'cancelled', false) as cancelled,
                    pulpit_line_key(l.catalog_product_id, l.sku, l.name) as product_key, l.currency,
                    sum(l.quantity)::int as quantity, sum(l.gross_total)::numeric(18,2)::text as gross
               from order_products l join orders o on o.id = l.order_id
               left join order_statuses s on s.id = o.status_id
              where l.account_id = '${accountId}' group by 1, 2, 3, 4 order by ${key}`),
  );
  const [pending] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from order_product_stats_pending where account_id = ${accountId}`,
  );
  const [deltas] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from order_product_stats_deltas where account_id = ${accountId}`,
  );
  return { stats, truth, pending: pending!.n, deltas: deltas!.n };
}

/** The week and month roll-ups next to the same sums over the daily product rows. */
export async function rollupsAndTruth(ctx: TestContext, accountId: string) {
  const key = `grain, start, cancelled, product_key, currency`;
  const stats = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select grain, start::text, cancelled, product_key, currency, quantity::int, gross::text
               from order_product_period_stats where account_id = '${accountId}' and (quantity <> 0 or gross <> 0)
              order by ${key}`),
  );
  const truth = await rowsOf<Record<string, unknown>>(
    ctx.database.db,
    sql.raw(`select g.grain, date_trunc(g.grain, day::timestamp)::date::text as start, cancelled, product_key, currency,
                    sum(quantity)::int as quantity, sum(gross)::numeric(18,2)::text as gross
               from order_product_daily_stats cross join (values ('week'), ('month')) as g(grain)
              where account_id = '${accountId}' group by 1, 2, 3, 4, 5
             having sum(quantity) <> 0 or sum(gross) <> 0 order by ${key}`),
  );
  return { stats, truth };
}
