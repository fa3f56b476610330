import { sql, type SQL } from 'drizzle-orm';
import type { FilterGroup } from '@zaplecze/contract/orders-filter';
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
} from '../../../lib/filters/compiler';

/**
 * The orders' filter fields (the catalogue of `orderFilterFields` in the contract) as SQL on
 * `orders`; product and shipment fields ask for a line or shipment of the order.
 */

/** The account_id correlation lets the planner start from the part's (account_id, …) index. */
const part = (table: typeof orderProducts | typeof orderShipments, inner: FieldCompiler) =>
  childRows(
    (condition) =>
      sql`exists (select 1 from ${table} where ${table.orderId} = ${orders.id}
                  and ${table.accountId} = ${orders.accountId} and ${condition})`,
    inner,
  );

const column = (expression: AnyPgColumn) => sql`${expression}`;
const deliveryField = (key: string) => sql`(${orders.deliveryAddress}->>${sql.raw(`'${key}'`)})`;
const deliveryDays = sql`(${localDate(sql`${orders.deliveryDateEnd}`)} - ${localDate(sql`${orders.createdAt}`)})`;

export const orderFilterCatalogue: FilterCatalogue = {
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

/** The SQL condition of an orders filter group, or undefined when it holds no complete condition. */
export const compileOrderFilter = (group: FilterGroup): SQL | undefined =>
  compileFilter(orderFilterCatalogue, group);
