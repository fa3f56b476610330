import { sql } from 'drizzle-orm';
import {
  orderExportColumns,
  type OrderExportColumn,
  type OrderExportFormat,
  type OrderExportLayout,
} from '@zaplecze/contract/orders/export';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import type { OrderAddress } from '@zaplecze/contract/orders/order-parts';
import type { Db } from '../../../db/client';
import { orders as ordersTable } from '../../../db/schema/index';
import { rowsOf } from '../../../db/rows';
import type { ExportCell } from '../../../lib/export/writer';
import { scopeCondition, type OrderScope } from '../scope';

interface OrderRecord {
  id: string;
  no: number;
  external_id: string | null;
  source: string;
  created_at: string;
  status_name: string | null;
  currency: string;
  total_gross: string;
  total_net: string;
  already_paid: string;
  discount: string;
  payment_method: string | null;
  cash_on_delivery: boolean;
  delivery_method: string | null;
  customer_name: string;
  external_username: string | null;
  email: string | null;
  phone_number: string | null;
  company_name: string | null;
  vat_registration_number: string | null;
  prepare_invoice: boolean;
  delivery_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  customer_comment: string | null;
  order_note: string | null;
}

interface LineRecord {
  order_id: string;
  position: number;
  sku: string | null;
  ean: string | null;
  name: string;
  quantity: number;
  gross_price: string;
  tax: number;
  gross_total: string;
}

/** A moment as `dd.mm.rrrr gg:mm` in Europe/Warsaw, the way a Polish spreadsheet reads a date. */
export const exportDate = (value: Date | string): string => formatWarsawDateTime(value).replace(', ', ' ');

/**
 * An amount of the database (`1604.99`): in a CSV the Polish decimal comma (`1604,99`, which
 * Polish Excel reads as a number), in an XLSX a number cell.
 */
export const exportAmount = (value: string, format: OrderExportFormat): ExportCell =>
  format === 'xlsx' ? Number(value) : value.replace('.', ',');

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

function orderCells(
  row: OrderRecord,
  format: OrderExportFormat,
): Partial<Record<OrderExportColumn, ExportCell>> {
  const delivery = row.delivery_address;
  const billing = row.billing_address;
  return {
    number: row.no,
    externalId: row.external_id,
    source: row.source,
    createdAt: exportDate(row.created_at),
    status: row.status_name,
    currency: row.currency,
    totalGross: exportAmount(row.total_gross, format),
    totalNet: exportAmount(row.total_net, format),
    alreadyPaid: exportAmount(row.already_paid, format),
    discount: exportAmount(row.discount, format),
    paymentMethod: row.payment_method,
    cashOnDelivery: yesNo(row.cash_on_delivery),
    deliveryMethod: row.delivery_method,
    customerName: row.customer_name || null,
    buyerLogin: row.external_username,
    email: row.email,
    phone: row.phone_number,
    companyName: row.company_name,
    nip: row.vat_registration_number,
    invoice: yesNo(row.prepare_invoice),
    deliveryName: delivery?.name ?? null,
    deliverySurname: delivery?.surname ?? null,
    deliveryCompany: delivery?.companyName ?? null,
    deliveryStreet: delivery?.street ?? null,
    deliveryBuilding: delivery?.buildingNumber ?? null,
    deliveryFlat: delivery?.flatNumber ?? null,
    deliveryZip: delivery?.zipCode ?? null,
    deliveryCity: delivery?.city ?? null,
    deliveryCountry: delivery?.country ?? null,
    billingName: billing?.name ?? null,
    billingSurname: billing?.surname ?? null,
    billingCompany: billing?.companyName ?? null,
    billingNip: billing?.nip ?? null,
    billingStreet: billing?.street ?? null,
    billingBuilding: billing?.buildingNumber ?? null,
    billingFlat: billing?.flatNumber ?? null,
    billingZip: billing?.zipCode ?? null,
    billingCity: billing?.city ?? null,
    billingCountry: billing?.country ?? null,
    customerComment: row.customer_comment,
    orderNote: row.order_note,
  };
}

const lineCells = (
  line: LineRecord,
  format: OrderExportFormat,
): Partial<Record<OrderExportColumn, ExportCell>> => ({
  linePosition: line.position,
  lineSku: line.sku,
  lineEan: line.ean,
  lineName: line.name,
  lineQuantity: line.quantity,
  lineGrossPrice: exportAmount(line.gross_price, format),
  lineTax: line.tax,
  lineGrossTotal: exportAmount(line.gross_total, format),
});

/** The lines of an order in one cell: `2 × Ser żółty (SER-1); 1 × Mleko`. */
const linesSummary = (lines: LineRecord[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}${line.sku ? ` (${line.sku})` : ''}`).join('; ') ||
  null;

const inOrder = (
  columns: readonly OrderExportColumn[],
  cells: Partial<Record<OrderExportColumn, ExportCell>>,
) => columns.map((column) => cells[column] ?? null);

/**
 * The next `limit` orders of the scope after order number `afterNo`, in number order, as the rows
 * of the layout (an order without lines still has one row in the 'line' layout).
 */
export async function exportChunk(
  db: Db,
  scope: OrderScope,
  options: { limit: number; afterNo: number; layout: OrderExportLayout; format: OrderExportFormat },
): Promise<{ orders: number; lastNo: number; rows: ExportCell[][] }> {
  const orders = await rowsOf<OrderRecord>(
    db,
    sql`
      select o.id::text as id, o.no, o.external_id, o.source, o.created_at, s.internal_name as status_name, o.currency,
        o.total_gross::text as total_gross, o.total_net::text as total_net, o.already_paid::text as already_paid,
        o.discount::text as discount, o.payment_method, o.cash_on_delivery, o.delivery_method, o.customer_name,
        o.external_username, o.email, o.phone_number, o.company_name, o.vat_registration_number, o.prepare_invoice,
        o.delivery_address, o.billing_address, o.customer_comment, o.order_note
      from (
        select ${ordersTable.id} as selected_id from ${ordersTable}
        where ${scopeCondition(scope)} and ${ordersTable.no} > ${options.afterNo}
        order by ${ordersTable.no} limit ${options.limit}
      ) picked
      join orders o on o.id = picked.selected_id
      left join order_statuses s on s.id = o.status_id and s.account_id = o.account_id
      order by o.no`,
  );
  if (orders.length === 0) return { orders: 0, lastNo: options.afterNo, rows: [] };
  const lines = await rowsOf<LineRecord>(
    db,
    sql`
      select order_id::text as order_id, position, sku, ean, name, quantity, gross_price::text as gross_price,
        tax, gross_total::text as gross_total
      from order_products
      where account_id = ${scope.accountId}
        and order_id in (${sql.join(
          orders.map((order) => sql`${order.id}::uuid`),
          sql`, `,
        )})
      order by order_id, position`,
  );
  const linesOf = new Map<string, LineRecord[]>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const columns = orderExportColumns[options.layout];
  const rows: ExportCell[][] = [];
  for (const order of orders) {
    const cells = orderCells(order, options.format);
    const own = linesOf.get(order.id) ?? [];
    if (options.layout === 'order') rows.push(inOrder(columns, { ...cells, products: linesSummary(own) }));
    else if (own.length === 0) rows.push(inOrder(columns, cells));
    else
      for (const line of own) rows.push(inOrder(columns, { ...cells, ...lineCells(line, options.format) }));
  }
  return { orders: orders.length, lastNo: orders.at(-1)!.no, rows };
}
