/** The same figures the Pulpit reads from its aggregates, computed straight from orders (the baseline). */
const dayStart = (param) => `((${param}::date)::timestamp at time zone 'Europe/Warsaw')`;
const dayEnd = (param) => `((${param}::date + 1)::timestamp at time zone 'Europe/Warsaw')`;

export async function rawPulpit(client, accountId, range, previous) {
  const figures = client.query(
    `select (created_at at time zone 'Europe/Warsaw')::date as day, status_id, source, currency,
            count(*) as orders, sum(total_gross) as gross
       from orders
      where account_id = $1 and created_at >= ${dayStart('$2')} and created_at < ${dayEnd('$3')}
      group by 1, 2, 3, 4`,
    [accountId, previous.from, range.to],
  );
  const top = client.query(
    `select coalesce(l.catalog_product_id::text, 'sku:' || lower(l.sku), 'name:' || l.name) as key,
            sum(l.quantity) as quantity, sum(l.gross_total) filter (where l.currency = 'PLN') as value
       from orders o join order_products l on l.order_id = o.id
      where o.account_id = $1 and o.created_at >= ${dayStart('$2')} and o.created_at < ${dayEnd('$3')}
      group by 1 order by 2 desc limit 10`,
    [accountId, range.from, range.to],
  );
  await Promise.all([figures, top]);
}
