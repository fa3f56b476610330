import { and, or, sql, type SQL } from 'drizzle-orm';
import {
  findFilterField,
  isConditionComplete,
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
} from '@zaplecze/contract/orders-filter';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderProducts, orderShipments, orders } from '../../../db/schema/index';

/**
 * Compiles a checked filter tree (`orderFilterGroup`) into one SQL condition on `orders`. Every
 * value is a bound parameter; only fixed fragments of this file become SQL text. Text operators
 * are ILIKE patterns (trigram-indexed where pg_trgm exists); product and shipment fields are
 * EXISTS subqueries, and their negative operators NOT EXISTS of the positive one ("no line with
 * this SKU"). Negative operators on order columns keep rows where the column is empty.
 */

const zone = 'Europe/Warsaw';

function likePattern(value: string, operator: FilterOperator): string {
  const escaped = value.replace(/[\\%_]/g, (char) => `\\${char}`);
  if (operator === 'contains' || operator === 'notContains') return `%${escaped}%`;
  if (operator === 'startsWith') return `${escaped}%`;
  if (operator === 'endsWith') return `%${escaped}`;
  return escaped;
}

const positiveOf: Partial<Record<FilterOperator, FilterOperator>> = {
  notEquals: 'equals',
  notContains: 'contains',
  isEmpty: 'isNotEmpty',
};

/** Identifiers compare whole values: 'equals' is a case-insensitive btree lookup on lower(column). */
function identifier(column: SQL, operator: FilterOperator, value: string): SQL {
  if (operator === 'equals') return sql`lower(${column}) = lower(${value})`;
  if (operator === 'notEquals') return sql`(${column} is null or lower(${column}) <> lower(${value}))`;
  return text(column, operator, value);
}

function text(column: SQL, operator: FilterOperator, value: string): SQL {
  switch (operator) {
    case 'isEmpty':
      return sql`(${column} is null or ${column} = '')`;
    case 'isNotEmpty':
      return sql`${column} <> ''`;
    case 'notEquals':
    case 'notContains':
      return sql`(${column} is null or ${column} not ilike ${likePattern(value, operator)})`;
    default:
      return sql`${column} ilike ${likePattern(value, operator)}`;
  }
}

const comparison: Partial<Record<FilterOperator, string>> = {
  equals: '=',
  notEquals: '<>',
  greaterThan: '>',
  lessThan: '<',
  greaterThanOrEqual: '>=',
  lessThanOrEqual: '<=',
};

function number(column: SQL, operator: FilterOperator, value: number): SQL {
  return sql`${column} ${sql.raw(comparison[operator]!)} ${String(value)}::numeric`;
}

/** Calendar days in Polish time: 'equals 2024-05-01' is that whole day in Warsaw. */
function date(column: SQL, operator: FilterOperator, value: string): SQL {
  const start = sql`(${value}::date::timestamp at time zone ${sql.raw(`'${zone}'`)})`;
  const end = sql`((${value}::date + 1)::timestamp at time zone ${sql.raw(`'${zone}'`)})`;
  switch (operator) {
    case 'before':
      return sql`${column} < ${start}`;
    case 'after':
      return sql`${column} >= ${end}`;
    case 'notEquals':
      return sql`(${column} < ${start} or ${column} >= ${end} or ${column} is null)`;
    default:
      return sql`(${column} >= ${start} and ${column} < ${end})`;
  }
}

function select(column: SQL, operator: FilterOperator, value: unknown): SQL {
  return operator === 'notEquals' ? sql`${column} is distinct from ${value}` : sql`${column} = ${value}`;
}

type Compile = (operator: FilterOperator, value: string) => SQL;

/** A condition on a part of the order: EXISTS for positive operators, NOT EXISTS of the positive one. */
function part(table: typeof orderProducts | typeof orderShipments, inner: Compile): Compile {
  return (operator, value) => {
    const positive = positiveOf[operator];
    // The account_id correlation lets the planner start from the part's (account_id, …) index.
    const exists = (op: FilterOperator) =>
      sql`exists (select 1 from ${table} where ${table.orderId} = ${orders.id}
                  and ${table.accountId} = ${orders.accountId} and ${inner(op, value)})`;
    return positive ? sql`not ${exists(positive)}` : exists(operator);
  };
}

const column = (expression: AnyPgColumn) => sql`${expression}`;
const deliveryField = (key: string) => sql`(${orders.deliveryAddress}->>${sql.raw(`'${key}'`)})`;
const deliveryDays = sql`((${orders.deliveryDateEnd} at time zone ${sql.raw(`'${zone}'`)})::date - (${orders.createdAt} at time zone ${sql.raw(`'${zone}'`)})::date)`;

const textOn =
  (expression: SQL): Compile =>
  (operator, value) =>
    text(expression, operator, value);
const identifierOn =
  (expression: SQL): Compile =>
  (operator, value) =>
    identifier(expression, operator, value);
const numberOn =
  (expression: SQL): Compile =>
  (operator, value) =>
    number(expression, operator, Number(value));
const selectOn =
  (expression: SQL, map: (value: string) => unknown = (value) => value): Compile =>
  (operator, value) =>
    select(expression, operator, map(value));

const compilers: Record<string, Compile> = {
  status: selectOn(column(orders.statusId), (value) => sql`${value}::uuid`),
  orderId: (operator, value) =>
    operator === 'equals' && /^\d{1,9}$/.test(value.trim())
      ? sql`${orders.no} = ${Number(value.trim())}`
      : text(sql`(${orders.no}::text)`, operator, value),
  externalId: identifierOn(column(orders.externalId)),
  auctionId: part(orderProducts, (operator, value) =>
    identifier(sql`${orderProducts.auction}`, operator, value),
  ),
  source: selectOn(column(orders.source)),
  orderDate: (operator, value) => date(sql`${orders.createdAt}`, operator, value),
  orderValue: numberOn(column(orders.totalGross)),
  clientName: textOn(column(orders.customerName)),
  login: textOn(column(orders.externalUsername)),
  email: identifierOn(column(orders.email)),
  phone: textOn(column(orders.phoneNumber)),
  city: textOn(deliveryField('city')),
  country: selectOn(deliveryField('country')),
  productName: part(orderProducts, (operator, value) => text(sql`${orderProducts.name}`, operator, value)),
  ean: part(orderProducts, (operator, value) => identifier(sql`${orderProducts.ean}`, operator, value)),
  sku: part(orderProducts, (operator, value) => identifier(sql`${orderProducts.sku}`, operator, value)),
  productId: part(orderProducts, (operator, value) =>
    identifier(sql`${orderProducts.productId}`, operator, value),
  ),
  quantity: part(orderProducts, (operator, value) =>
    number(sql`${orderProducts.quantity}`, operator, Number(value)),
  ),
  deliveryMethod: selectOn(column(orders.deliveryMethod)),
  courierModule: selectOn(column(orders.courierModule)),
  trackingNumber: part(orderShipments, (operator, value) =>
    identifier(sql`${orderShipments.trackingNumber}`, operator, value),
  ),
  deliveryDays: numberOn(deliveryDays),
  paymentMethod: selectOn(column(orders.paymentMethod)),
  cashOnDelivery: selectOn(column(orders.cashOnDelivery), (value) => value === 'yes'),
  currency: selectOn(column(orders.currency)),
  salesDocument: selectOn(column(orders.prepareInvoice), (value) => value === 'invoice'),
};

function compileCondition(condition: FilterCondition): SQL | undefined {
  if (!isConditionComplete(condition)) return undefined;
  const field = findFilterField(condition.fieldId);
  const compile = compilers[condition.fieldId];
  // The tree is checked before it gets here; an unknown field is a programming error.
  if (!field || !compile) throw new Error(`No compiler for filter field ${condition.fieldId}`);
  return compile(condition.operator as FilterOperator, String(condition.value ?? '').trim());
}

/** The SQL condition of a group, or undefined when it holds no complete condition. */
export function compileOrderFilter(group: FilterGroup): SQL | undefined {
  const parts = [...group.conditions.map(compileCondition), ...group.groups.map(compileOrderFilter)].filter(
    (part): part is SQL => part !== undefined,
  );
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return group.operator === 'OR' ? or(...parts) : and(...parts);
}
