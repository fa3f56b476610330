/**
 * Hand-written SQL for the bench cases, as a developer would write the same page against the same
 * schema: statuses, the counters, the page (keyset after the cursor row, or plain OFFSET), the
 * product lines of the page; with `aggregate`, also the summary aggregate of a conditional filter
 * (what the API runs on the first request of a filter, before its summary is cached).
 */

/** The planner setting the app's list reads run with (apps/api/src/db/planner.ts): the same plans for both. */
export const rawPlannerSetting = 'set random_page_cost = 1.1';

const zone = `'Europe/Warsaw'`;
const day = (n) => `($${n}::date::timestamp at time zone ${zone})`;
const nextDay = (n) => `(($${n}::date + 1)::timestamp at time zone ${zone})`;

function conditionSql(condition, values) {
  values.push(condition.value);
  const n = values.length;
  switch (`${condition.fieldId} ${condition.operator}`) {
    case 'clientName contains':
      values[n - 1] = `%${condition.value}%`;
      return `customer_name ilike $${n}`;
    case 'phone contains':
      // The number without separators, as the list compares it (0033).
      values[n - 1] = `%${condition.value.replace(/[ +\-()./]+/g, '')}%`;
      return `translate(phone_number, ' +-()./', '') ilike $${n}`;
    case 'orderValue greaterThanOrEqual':
      return `total_gross >= $${n}::numeric`;
    case 'orderValue lessThanOrEqual':
      return `total_gross <= $${n}::numeric`;
    case 'orderValue greaterThan':
      return `total_gross > $${n}::numeric`;
    case 'orderDate after':
      return `created_at >= ${nextDay(n)}`;
    case 'orderDate before':
      return `created_at < ${day(n)}`;
    case 'sku equals':
      return `exists (select 1 from order_products p where p.order_id = orders.id and p.account_id = orders.account_id and lower(p.sku) = lower($${n}))`;
    case 'source equals':
      return `source = $${n}`;
    case 'country equals':
      return `(delivery_address->>'country') = $${n}`;
    default:
      throw new Error(`no raw SQL for ${condition.fieldId} ${condition.operator}`);
  }
}

function groupSql(group, values) {
  const parts = [
    ...group.conditions.map((c) => conditionSql(c, values)),
    ...group.groups.map((g) => groupSql(g, values)),
  ];
  return `(${parts.join(group.operator === 'OR' ? ' or ' : ' and ')})`;
}

function whereSql(accountId, params) {
  const values = [accountId];
  let where = 'account_id = $1 and archived_at is null';
  if (params.statusId) {
    values.push(params.statusId);
    where += ` and status_id = $${values.length}`;
  }
  if (params.filter) where += ` and ${groupSql(params.filter, values)}`;
  return { where, values };
}

const columns = `id, no, external_id, status_id, source, created_at, customer_name, email, total_gross::text as total_gross,
  currency, delivery_method, payment_method, delivery_address->>'country' as country, is_cancelled,
  archived_at is not null as archived, customer_comment, version, created_at::text as sort_key`;

export async function rawListPage(client, accountId, params, limit, cursor, offset = 0, aggregate = false) {
  const statuses = await client.query('select id, code, group_id from order_statuses where account_id = $1', [
    accountId,
  ]);
  const pending = statuses.rows.filter((s) => s.code === 'new' || s.code === 'processing').map((s) => s.id);
  const completed = statuses.rows.filter((s) => s.code === 'completed').map((s) => s.id);
  const { where, values } = whereSql(accountId, params);
  await client.query(
    'select status_key, archived, currency, orders, gross from order_counts where account_id = $1',
    [accountId],
  );
  if (params.filter && aggregate) {
    await client.query(
      `select currency, count(*)::int, count(*) filter (where status_id = any($${values.length + 1}::uuid[]))::int,
              count(*) filter (where status_id = any($${values.length + 2}::uuid[]))::int, sum(total_gross)::text
         from orders where ${where} group by currency`,
      [...values, pending, completed],
    );
  }
  const page = cursor
    ? await client.query(
        `select ${columns} from orders where ${where} and (created_at, id) < ($${values.length + 1}::timestamptz, $${values.length + 2}::uuid)
          order by created_at desc, id desc limit ${limit + 1}`,
        [...values, cursor.key, cursor.id],
      )
    : await client.query(
        `select ${columns} from orders where ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`,
        values,
      );
  await client.query(
    `select order_id, name, sku, quantity, product_count from (
       select order_id, name, sku, quantity, row_number() over (partition by order_id order by position) as line,
              count(*) over (partition by order_id) as product_count
         from order_products where order_id = any($1::uuid[])) lines where line <= 3`,
    [page.rows.map((row) => row.id)],
  );
}

/** The row just before a deep page: what the previous page's `nextCursor` would point at. */
rawListPage.edgeRow = async (client, accountId, params, offset) => {
  const { where, values } = whereSql(accountId, params);
  const result = await client.query(
    `select created_at::text as key, id from orders where ${where} order by created_at desc, id desc offset ${offset} limit 1`,
    values,
  );
  return result.rows[0];
};

rawListPage.counts = async (client, accountId) => {
  await client.query('select id, group_id from order_statuses where account_id = $1', [accountId]);
  await client.query(
    'select status_key, archived, currency, orders, gross from order_counts where account_id = $1',
    [accountId],
  );
};
