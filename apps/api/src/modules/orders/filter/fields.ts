import { sql, type SQL } from 'drizzle-orm';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderProducts, orderShipments, orders } from '../../../db/schema/index';
import {
  childRows,
  compileFilter,
  date,
  identifier,
  identifierOn,
  localDate,
  number,
  numberOn,
  selectOn,
  text,
  textOn,
  type FieldCompiler,
  type FilterCatalogue,
  type FilterContext,
} from '../../../lib/filters/compiler';

/**
 * The orders' filter fields (the catalogue of `orderFilterFields` in the contract) as SQL on
 * `orders`; product and shipment fields ask for a line or shipment of the order.
 */

/**
 * A condition on the order's lines or shipments. An identifier's 'equals' (`byId`) matches few
 * lines: their order ids are read once from the part's (account_id, lower(…)) index and the
 * orders looked up by id, instead of probing the lines of every order along the list's sort index
 * until a page is full. Other conditions may match most lines: EXISTS per order, correlated on
 * account_id too so the planner can use the same index.
 */
const part = (table: typeof orderProducts | typeof orderShipments, inner: FieldCompiler, byId = false) =>
  childRows(
    (condition, operator, { accountId }) =>
      byId && operator === 'equals'
        ? sql`${orders.id} = any(array(select ${table.orderId} from ${table}
                                        where ${table.accountId} = ${accountId} and ${condition}))`
        : sql`exists (select 1 from ${table} where ${table.orderId} = ${orders.id}
                      and ${table.accountId} = ${orders.accountId} and ${condition})`,
    inner,
  );

/** An identifier of a line or shipment, compared as a whole value. */
const partId = (table: typeof orderProducts | typeof orderShipments, expression: SQL) =>
  part(table, (operator, value) => identifier(expression, operator, value), true);

const column = (expression: AnyPgColumn) => sql`${expression}`;
const deliveryField = (key: string) => sql`(${orders.deliveryAddress}->>${sql.raw(`'${key}'`)})`;
/**
 * Phone numbers are compared without their separators (spaces, '+', '-', brackets, '.', '/'): '600100200',
 * '600 100 200' and '+48 600-100-200' find the same order, and the trigram index on that expression (migration
 * 0033, docs/decisions/orders-filter-speed.md) serves contains/starts/ends/equals; digits compare with LIKE (no
 * case to fold). A value of separators only, and the emptiness tests, read the column as stored.
 */
const phoneSeparators = /[ +\-()./]+/g;
const phoneDigits = sql`translate(${orders.phoneNumber}, ' +-()./', '')`;
const phoneField: FieldCompiler = (operator, value) => {
  const digits = value.replace(phoneSeparators, '');
  return digits === '' || operator === 'isEmpty' || operator === 'isNotEmpty'
    ? text(sql`${orders.phoneNumber}`, operator, value)
    : text(phoneDigits, operator, digits, /\D/.test(digits));
};
const deliveryDays = sql`(${localDate(sql`${orders.deliveryDateEnd}`)} - ${localDate(sql`${orders.createdAt}`)})`;

export const orderFilterCatalogue: FilterCatalogue = {
  status: selectOn(column(orders.statusId), (value) => sql`${value}::uuid`),
  orderId: (operator, value) =>
    operator === 'equals' && /^\d{1,9}$/.test(value.trim())
      ? sql`${orders.no} = ${Number(value.trim())}`
      : text(sql`(${orders.no}::text)`, operator, value),
  externalId: identifierOn(column(orders.externalId)),
  auctionId: partId(orderProducts, sql`${orderProducts.auction}`),
  source: selectOn(column(orders.source)),
  orderDate: (operator, value) => date(sql`${orders.createdAt}`, operator, value),
  orderValue: numberOn(column(orders.totalGross)),
  clientName: textOn(column(orders.customerName)),
  login: textOn(column(orders.externalUsername)),
  email: identifierOn(column(orders.email)),
  phone: phoneField,
  city: textOn(deliveryField('city')),
  country: selectOn(deliveryField('country')),
  productName: part(orderProducts, (operator, value) => text(sql`${orderProducts.name}`, operator, value)),
  ean: partId(orderProducts, sql`${orderProducts.ean}`),
  sku: partId(orderProducts, sql`${orderProducts.sku}`),
  productId: partId(orderProducts, sql`${orderProducts.productId}`),
  quantity: part(orderProducts, (operator, value) =>
    number(sql`${orderProducts.quantity}`, operator, Number(value)),
  ),
  deliveryMethod: selectOn(column(orders.deliveryMethod)),
  courierModule: selectOn(column(orders.courierModule)),
  trackingNumber: partId(orderShipments, sql`${orderShipments.trackingNumber}`),
  deliveryDays: numberOn(deliveryDays),
  paymentMethod: selectOn(column(orders.paymentMethod)),
  cashOnDelivery: selectOn(column(orders.cashOnDelivery), (value) => value === 'yes'),
  currency: selectOn(column(orders.currency)),
  salesDocument: selectOn(column(orders.prepareInvoice), (value) => value === 'invoice'),
};

/** The SQL condition of an orders filter group, or undefined when it holds no complete condition. */
export const compileOrderFilter = (group: FilterGroup, context: FilterContext): SQL | undefined =>
  compileFilter(orderFilterCatalogue, group, context);
