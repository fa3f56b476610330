/**
 * Hand-written SQL for the bench cases, as a developer would write the same page of the products
 * list against the same schema and with the same meaning as the list's filters (helper B's scope:
 * contains for search/name/SKU/EAN, the warehouse's own stock when a warehouse is chosen, the
 * chosen price list's price, Warsaw calendar days): one query for the page of 50 (keyset after
 * the cursor row, newest first) with what a row shows, and beside it the count capped at 10 000
 * that the list answers with every page ('Pokazano a - b z N').
 */

const zone = `'Europe/Warsaw'`;
const like = (value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionSql(condition, values) {
  values.push(condition.value);
  const n = `$${values.length}`;
  switch (`${condition.fieldId} ${condition.operator}`) {
    case 'status equals':
      return `p.status = ${n}`;
    case 'type equals':
      return `p.type = ${n}`;
    case 'price greaterThan':
      return `p.price > ${n}::numeric`;
    case 'price lessThan':
      return `p.price < ${n}::numeric`;
    case 'stock greaterThan':
      return `p.stock > ${n}::int`;
    case 'producerName equals':
      return `p.producer_id in (select id from producers where account_id = $1 and lower(name) = lower(${n}))`;
    case 'categoryName equals':
      return `p.category_id in (select id from product_categories where account_id = $1 and lower(name) = lower(${n}))`;
    case 'name contains':
      values[values.length - 1] = like(condition.value);
      return `p.name ilike ${n}`;
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

/** The WHERE of a case and the price/stock expressions a row shows. */
export function scopeSql(accountId, params) {
  const values = [accountId];
  const add = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['p.account_id = $1'];
  let price = 'p.price';
  let stock = 'p.stock';
  let reserved = 'p.stock_reserved';
  let from = 'products p';
  if (params.priceListId) {
    // An independent list stores one product-level price per product: a plain join.
    from = `products p join product_prices pp on pp.product_id = p.id and pp.variant_id is null
      and pp.price_list_id = ${add(params.priceListId)}::uuid and pp.account_id = p.account_id`;
    price = 'pp.amount';
  }
  if (params.warehouseId) {
    const w = add(params.warehouseId);
    const inWarehouse = `from stock_levels sl where sl.product_id = p.id and sl.account_id = p.account_id and sl.warehouse_id = ${w}::uuid`;
    where.push(`exists (select 1 ${inWarehouse})`);
    stock = `(select coalesce(sum(sl.on_hand), 0)::int ${inWarehouse})`;
    reserved = `(select coalesce(sum(sl.reserved), 0)::int ${inWarehouse})`;
  }
  if (params.type) where.push(`p.type = ${add(params.type)}`);
  if (params.status) where.push(`p.status = ${add(params.status)}`);
  if (params.search) {
    const s = add(like(params.search));
    where.push(`(p.name ilike ${s} or p.sku ilike ${s} or p.ean ilike ${s})`);
  }
  if (params.sku) where.push(`p.sku ilike ${add(like(params.sku))}`);
  if (params.ean) where.push(`p.ean ilike ${add(like(params.ean))}`);
  const available = `(${stock} - ${reserved})`;
  if (params.stockStatus === 'in_stock') where.push(`${available} >= 5`);
  if (params.stockStatus === 'low_stock') where.push(`${available} > 0 and ${available} < 5`);
  if (params.stockStatus === 'out_of_stock') where.push(`${stock} <= 0`);
  if (params.stockStatus === 'reserved') where.push(`${reserved} > 0`);
  if (params.priceFrom !== undefined) where.push(`${price} >= ${add(params.priceFrom)}::numeric`);
  if (params.priceTo !== undefined) where.push(`${price} <= ${add(params.priceTo)}::numeric`);
  if (params.stockFrom !== undefined) where.push(`${stock} >= ${add(params.stockFrom)}::int`);
  if (params.stockTo !== undefined) where.push(`${stock} <= ${add(params.stockTo)}::int`);
  if (params.dateFrom)
    where.push(`p.created_at >= (${add(params.dateFrom)}::date::timestamp at time zone ${zone})`);
  if (params.dateTo)
    where.push(`p.created_at < ((${add(params.dateTo)}::date + 1)::timestamp at time zone ${zone})`);
  if (params.categoryId) {
    const c = add(params.categoryId);
    where.push(
      `(p.category_id = ${c}::uuid or p.additional_category1_id = ${c}::uuid or p.additional_category2_id = ${c}::uuid)`,
    );
  }
  if (params.producerId) where.push(`p.producer_id = ${add(params.producerId)}::uuid`);
  if (params.tags) where.push(`p.tags && ${add(params.tags.split(',').map((t) => t.trim()))}::text[]`);
  if (params.filter) where.push(groupSql(params.filter, values));
  return { from, where: where.join(' and '), values, price, stock, reserved };
}

const countCap = 10_000;

/** The page after `cursor` ({ key, id } of the row before it) or the first page, with the capped count. */
export async function rawListPage(client, accountId, params, limit, cursor, count = true) {
  const { from, where, values, price, stock, reserved } = scopeSql(accountId, params);
  const keyset = cursor
    ? ` and (p.created_at, p.id) < ($${values.length + 1}::timestamptz, $${values.length + 2}::uuid)`
    : '';
  const page = client.query(
    `select p.id, p.sku, p.ean, p.name, p.type, p.status, p.pictures->0->>'url' as picture_url, (${price})::text as price,
            p.currency, ${stock} as stock, ${reserved} as stock_reserved, p.vat_rate_id,
            (select name from producers where id = p.producer_id) as producer_name,
            (select name from product_categories where id = p.category_id) as category_name,
            (select count(*)::int from product_variants v where v.product_id = p.id) as variants_count,
            p.created_at, p.created_at::text as sort_key
       from ${from} where ${where}${keyset}
      order by p.created_at desc, p.id desc limit ${limit + 1}`,
    cursor ? [...values, cursor.key, cursor.id] : values,
  );
  const counted = count
    ? client.query(
        `select count(*)::int as n from (select 1 from ${from} where ${where} limit ${countCap + 1}) m`,
        values,
      )
    : null;
  await Promise.all([page, counted]);
}

/** The row just before a deep page: what the previous page's `nextCursor` points at (not timed). */
rawListPage.edgeRow = async (client, accountId, params, offset) => {
  const { from, where, values } = scopeSql(accountId, params);
  const result = await client.query(
    `select p.created_at::text as key, p.id from ${from} where ${where}
      order by p.created_at desc, p.id desc offset ${offset} limit 1`,
    values,
  );
  return result.rows[0];
};

/** Matching products, counted up to `cap` (untimed: it picks the deep page). */
rawListPage.countUpTo = async (client, accountId, params, cap) => {
  const { from, where, values } = scopeSql(accountId, params);
  const result = await client.query(
    `select count(*)::int as n from (select 1 from ${from} where ${where} limit ${cap}) m`,
    values,
  );
  return result.rows[0].n;
};
