import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { Db } from '../db/client';
import { orderNotes, orderPayments, orderProducts, orderShipments, orders } from '../db/schema/index';
import { listStatuses } from '../modules/order-statuses/service';
import { takeOrderNumbers } from '../modules/orders/repository';
import { fakeOrder, randomSource, type FakeOrder, type FakeStatus } from './order-fakes';

/**
 * Fills an account with realistic orders (`npm run seed:orders`, the demo company, the bench).
 * Each batch is one transaction of multi-row INSERT … SELECT FROM unnest(arrays): one statement
 * per table, so a million orders load in minutes. It writes no audit entries (a bulk data load,
 * not user actions) and skips the plan limit; numbers continue the account's sequence.
 */

function classify(statuses: OrderStatus[]): FakeStatus[] {
  const doneGroup = statuses.find((status) => status.code === 'completed')?.groupId ?? null;
  return statuses.map((status) => {
    let kind: FakeStatus['kind'] = 'open';
    if (status.code === 'cancelled') kind = 'cancelled';
    else if (status.code === 'completed' || (doneGroup && status.groupId === doneGroup && !status.code))
      kind = 'done';
    else if (/wysł|ship/i.test(status.internalName)) kind = 'shipped';
    return { id: status.id, kind, awaitingPayment: /płatn|payment/i.test(status.internalName) };
  });
}

const column = <T>(items: T[], pick: (item: T) => unknown) => sql.param(items.map(pick));

async function insertBatch(tx: Db, accountId: string, batch: FakeOrder[]): Promise<void> {
  const first = await takeOrderNumbers(tx, accountId, batch.length);
  const o = (pick: (order: FakeOrder) => unknown) => column(batch, pick);
  await tx.execute(sql`
    insert into ${orders} (id, account_id, no, external_id, external_username, source, status_id, currency,
      total_net, total_gross, already_paid, already_paid_at, email, phone_number, company_name, prepare_invoice,
      customer_comment, is_cancelled, cancel_reason, shipment_date_end, delivery_date_end, order_language,
      delivery_method, courier_module, payment_method, cash_on_delivery, customer_name, delivery_address,
      billing_address, pickup_address, created_at, modified_at)
    select u.id, ${accountId}::uuid, ${first}::int + u.ord::int - 1, u.external_id, u.external_username, u.source,
      u.status_id, u.currency, u.total_net, u.total_gross, u.already_paid, u.already_paid_at, u.email, u.phone,
      u.company_name, u.prepare_invoice, u.customer_comment, u.is_cancelled, u.cancel_reason, u.shipment_end,
      u.delivery_end, u.language, u.delivery_method, u.courier, u.payment_method, u.cod, u.customer_name,
      u.delivery_address, u.billing_address, u.pickup_address, u.created_at, u.created_at
    from unnest(${o((x) => x.id)}::uuid[], ${o((x) => x.externalId)}::text[], ${o((x) => x.externalUsername)}::text[],
      ${o((x) => x.source)}::text[], ${o((x) => x.statusId)}::uuid[], ${o((x) => x.currency)}::text[],
      ${o((x) => x.totalNet)}::numeric[], ${o((x) => x.totalGross)}::numeric[], ${o((x) => x.alreadyPaid)}::numeric[],
      ${o((x) => x.alreadyPaidAt)}::timestamptz[], ${o((x) => x.email)}::text[], ${o((x) => x.phoneNumber)}::text[],
      ${o((x) => x.companyName)}::text[], ${o((x) => x.prepareInvoice)}::bool[], ${o((x) => x.customerComment)}::text[],
      ${o((x) => x.isCancelled)}::bool[], ${o((x) => x.cancelReason)}::text[], ${o((x) => x.shipmentDateEnd)}::timestamptz[],
      ${o((x) => x.deliveryDateEnd)}::timestamptz[], ${o((x) => x.orderLanguage)}::text[], ${o((x) => x.deliveryMethod)}::text[],
      ${o((x) => x.courierModule)}::text[], ${o((x) => x.paymentMethod)}::text[], ${o((x) => x.cashOnDelivery)}::bool[],
      ${o((x) => x.customerName)}::text[], ${o((x) => JSON.stringify(x.deliveryAddress))}::jsonb[],
      ${o((x) => (x.billingAddress ? JSON.stringify(x.billingAddress) : null))}::jsonb[],
      ${o((x) => (x.pickupAddress ? JSON.stringify(x.pickupAddress) : null))}::jsonb[], ${o((x) => x.createdAt)}::timestamptz[])
      with ordinality as u(id, external_id, external_username, source, status_id, currency, total_net, total_gross,
        already_paid, already_paid_at, email, phone, company_name, prepare_invoice, customer_comment, is_cancelled,
        cancel_reason, shipment_end, delivery_end, language, delivery_method, courier, payment_method, cod,
        customer_name, delivery_address, billing_address, pickup_address, created_at, ord)`);

  const lines = batch.flatMap((order) =>
    order.lines.map((line) => ({ ...line, orderId: order.id, currency: order.currency })),
  );
  const l = (pick: (line: (typeof lines)[number]) => unknown) => column(lines, pick);
  await tx.execute(sql`
    insert into ${orderProducts} (account_id, order_id, position, product_id, name, ean, sku, auction, quantity,
      currency, price, gross_price, gross_total, tax)
    select ${accountId}::uuid, u.* from unnest(${l((x) => x.orderId)}::uuid[], ${l((x) => x.position)}::int[],
      ${l((x) => x.productId)}::text[], ${l((x) => x.name)}::text[], ${l((x) => x.ean)}::text[], ${l((x) => x.sku)}::text[],
      ${l((x) => x.auction)}::text[], ${l((x) => x.quantity)}::int[], ${l((x) => x.currency)}::text[],
      ${l((x) => x.price)}::numeric[], ${l((x) => x.grossPrice)}::numeric[], ${l((x) => x.grossTotal)}::numeric[],
      ${l((x) => x.tax)}::smallint[]) as u`);

  const shipped = batch.filter((order) => order.shipment);
  if (shipped.length > 0) {
    const s = (pick: (order: FakeOrder) => unknown) => column(shipped, pick);
    await tx.execute(sql`
      insert into ${orderShipments} (account_id, order_id, courier, tracking_number, status, currency, sent_at)
      select ${accountId}::uuid, u.order_id, u.courier, u.tracking, 'sent', u.currency, u.sent_at
        from unnest(${s((x) => x.id)}::uuid[], ${s((x) => x.shipment!.courier)}::text[], ${s((x) => x.shipment!.trackingNumber)}::text[],
          ${s((x) => x.currency)}::text[], ${s((x) => x.shipment!.sentAt)}::timestamptz[]) as u(order_id, courier, tracking, currency, sent_at)`);
  }
  const paid = batch.filter((order) => order.alreadyPaidAt);
  if (paid.length > 0) {
    const p = (pick: (order: FakeOrder) => unknown) => column(paid, pick);
    await tx.execute(sql`
      insert into ${orderPayments} (account_id, order_id, amount, currency, method, paid_at)
      select ${accountId}::uuid, u.* from unnest(${p((x) => x.id)}::uuid[], ${p((x) => x.alreadyPaid)}::numeric[],
        ${p((x) => x.currency)}::text[], ${p((x) => x.paymentMethod)}::text[], ${p((x) => x.alreadyPaidAt)}::timestamptz[]) as u`);
  }
  const noted = batch.filter((order) => order.note);
  if (noted.length > 0) {
    const n = (pick: (order: FakeOrder) => unknown) => column(noted, pick);
    await tx.execute(sql`
      insert into ${orderNotes} (account_id, order_id, value, created_at)
      select ${accountId}::uuid, u.* from unnest(${n((x) => x.id)}::uuid[], ${n((x) => x.note)}::text[],
        ${n((x) => x.createdAt)}::timestamptz[]) as u`);
  }
}

export interface GenerateOptions {
  accountId: string;
  count: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

/** Adds `count` generated orders to the account across its statuses; returns how many were written. */
export async function generateOrders(db: Db, options: GenerateOptions): Promise<number> {
  const statuses = classify((await listStatuses(db, options.accountId)).data);
  if (statuses.length === 0) throw new Error('Konto nie ma statusów zamówień.');
  const random = randomSource(options.seed ?? Number.parseInt(randomUUID().slice(0, 8), 16));
  const batchSize = options.batchSize ?? 5000;
  const now = Date.now();
  let done = 0;
  while (done < options.count) {
    const size = Math.min(batchSize, options.count - done);
    const batch = Array.from({ length: size }, (_, index) =>
      fakeOrder(random, statuses, now, (done + index + random.next()) / options.count),
    );
    await db.transaction((tx) => insertBatch(tx, options.accountId, batch));
    done += size;
    options.onProgress?.(done);
  }
  return done;
}
