import { and, eq, inArray, sql } from 'drizzle-orm';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { shopifyOrderLinks, type shopifyConnections } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';
import { recordIntegrationEvent, recordIntegrationEvents } from '../event-log/service';
import { listStatuses } from '../order-statuses/service';
import { applyExternalOrderChange, createOrders, getOrder, type Actor } from '../orders/service';
import type { ShopifyOrder } from './contract/operations';
import { lineCode, mapShopifyOrder, type CatalogueMatch, type MappedOrder } from './mapping';
import { applyShopifyEdit } from './order-edits';

type Connection = typeof shopifyConnections.$inferSelect;
export type OrderOutcome = 'created' | 'updated' | 'unchanged';

/** Orders written by a connection are signed by it: the history reads "Integracja: Shopify (<name>)". */
export function connectionActor(connection: Connection): Actor & { userLabel: string } {
  return {
    accountId: connection.accountId,
    userId: connection.id,
    ip: null,
    userLabel: `Integracja: Shopify (${connection.name})`,
  };
}

/** The catalogue products and variants whose SKU (or barcode) is one of `codes`, by lower-cased code. */
async function catalogueByCode(
  db: Db,
  accountId: string,
  matchBy: 'sku' | 'barcode',
  codes: string[],
): Promise<Map<string, CatalogueMatch>> {
  const found = new Map<string, CatalogueMatch>();
  if (codes.length === 0) return found;
  const lowered = [...new Set(codes.map((code) => code.toLowerCase()))];
  const list = sql.join(
    lowered.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await rowsOf<{ code: string; product_id: string; variant_id: string | null }>(
    db,
    matchBy === 'barcode'
      ? sql`select lower(v.ean) as code, v.product_id, v.id as variant_id from product_variants v
             where v.account_id = ${accountId} and lower(v.ean) in (${list})
            union all
            select lower(p.ean), p.id, null from products p
             where p.account_id = ${accountId} and p.type <> 'Variable' and lower(p.ean) in (${list})`
      : sql`select lower(v.sku) as code, v.product_id, v.id as variant_id from product_variants v
             where v.account_id = ${accountId} and lower(v.sku) in (${list})
            union all
            select lower(p.sku), p.id, null from products p
             where p.account_id = ${accountId} and p.type <> 'Variable' and lower(p.sku) in (${list})`,
  );
  // A variant wins over a product with the same code; the first of each stays.
  for (const row of rows)
    if (!found.has(row.code) || row.variant_id)
      found.set(row.code, { productId: row.product_id, variantId: row.variant_id });
  return found;
}

interface Incoming {
  order: ShopifyOrder;
  mapped: MappedOrder;
  reviewReason: string | null;
}
type Link = typeof shopifyOrderLinks.$inferSelect;
export interface OrderResult {
  outcome: OrderOutcome;
  review: boolean;
}

const labelOf = (order: ShopifyOrder) => `Zamówienie Shopify ${order.name}`;

/** The orders as order bodies: the account's statuses and the catalogue's codes read once for all. */
async function mapIncoming(tx: Db, connection: Connection, orders: ShopifyOrder[]): Promise<Incoming[]> {
  if (orders.length === 0) return [];
  const matchBy = connection.productSettings.matchBy;
  const codes = orders.flatMap((order) =>
    order.lineItems.nodes.flatMap((line) => lineCode(line, matchBy) ?? []),
  );
  const statuses = (await listStatuses(tx, connection.accountId)).data;
  const catalogue = await catalogueByCode(tx, connection.accountId, matchBy, codes);
  return orders.map((order) => {
    const mapped = mapShopifyOrder(order, {
      connectionId: connection.id,
      orders: connection.orderSettings,
      products: connection.productSettings,
      catalogue,
      statuses: statuses.map((status) => ({ id: status.id, code: status.code })),
    });
    const reviewReason = mapped.review.length > 0 ? mapped.review.join('; ').slice(0, 2000) : null;
    return { order, mapped, reviewReason };
  });
}

/**
 * New Shopify orders become orders in one set-based write (`createOrders`, the lines keeping the
 * name, price and VAT they were sold with), each linked and logged; a flagged or cancelled one
 * then gets that change as an integration change of the order.
 */
async function createFromShopify(tx: Db, connection: Connection, items: Incoming[]): Promise<OrderResult[]> {
  if (items.length === 0) return [];
  const actor = connectionActor(connection);
  const rows = await createOrders(
    tx,
    actor,
    items.map(({ order, mapped }) => ({
      body: createOrderBody.parse(mapped.body),
      details: (row, count, status) => ({
        note: `Zaimportowano z Shopify (${order.name}, ${mapped.externalStatus})`,
        statusId: { id: row.statusId, label: status },
        totalGross: `${row.totalGross} ${row.currency}`,
        products: count,
      }),
    })),
    { linePrices: 'given' },
  );
  for (const [index, { mapped, reviewReason }] of items.entries())
    if (reviewReason || mapped.cancelled)
      await applyExternalOrderChange(tx, actor, rows[index]!.id, {
        ...(reviewReason ? { requiresMappingReview: true } : {}),
        ...(mapped.cancelled ? { isCancelled: true, cancelReason: mapped.cancelReason } : {}),
        note: [
          reviewReason ? `Wymaga sprawdzenia mapowania: ${reviewReason}` : null,
          mapped.cancelled ? `Anulowane w Shopify (${mapped.cancelReason})` : null,
        ]
          .filter(Boolean)
          .join('; '),
      });
  await tx.insert(shopifyOrderLinks).values(
    items.map(({ order, reviewReason }, index) => ({
      accountId: connection.accountId,
      connectionId: connection.id,
      shopifyOrderId: order.legacyResourceId,
      orderId: rows[index]!.id,
      shopifyUpdatedAt: new Date(order.updatedAt),
      reviewReason,
    })),
  );
  await recordIntegrationEvents(
    tx,
    items.map(({ order, reviewReason }, index) => ({
      accountId: connection.accountId,
      source: 'shopify',
      level: reviewReason ? ('warning' as const) : ('info' as const),
      message: reviewReason
        ? `${labelOf(order)} zaimportowane; wymaga sprawdzenia mapowania: ${reviewReason}`
        : `${labelOf(order)} zaimportowane`,
      subject: `Zamówienie #${rows[index]!.no}`,
    })),
  );
  return items.map(({ reviewReason }) => ({ outcome: 'created' as const, review: Boolean(reviewReason) }));
}

/**
 * A later version of a linked order: its lines, addresses, e-mail and payment (`applyShopifyEdit`),
 * then its status, Shopify state, cancellation and review flag.
 */
async function updateFromShopify(
  tx: Db,
  connection: Connection,
  link: Link,
  { order, mapped, reviewReason }: Incoming,
): Promise<OrderResult> {
  const actor = connectionActor(connection);
  const label = labelOf(order);
  const updatedAt = new Date(order.updatedAt);
  let current;
  try {
    current = await getOrder(tx, connection.accountId, link.orderId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    // Deleted here on purpose: a later change in Shopify does not bring it back.
    await recordIntegrationEvent(tx, {
      accountId: connection.accountId,
      source: 'shopify',
      level: 'warning',
      message: `${label} zmienione w Shopify, ale jego zamówienie zostało usunięte — pominięto`,
      subject: label,
    });
    await tx
      .update(shopifyOrderLinks)
      .set({ shopifyUpdatedAt: updatedAt })
      .where(eq(shopifyOrderLinks.id, link.id));
    return { outcome: 'unchanged' as const, review: false };
  }
  const edit = await applyShopifyEdit(tx, actor, connection, current.id, order.name, mapped);
  // An unmapped state leaves the status as it is; a mapped one moves it.
  const statusMapped = !mapped.review.some((reason) => reason.startsWith('Nieprzypisany stan'));
  await applyExternalOrderChange(tx, actor, current.id, {
    ...(statusMapped ? { statusId: mapped.statusId } : {}),
    externalStatus: mapped.externalStatus,
    requiresMappingReview: Boolean(reviewReason),
    ...(mapped.cancelled ? { isCancelled: true, cancelReason: mapped.cancelReason } : {}),
    note: [
      `Zaktualizowano z Shopify (${order.name}, ${mapped.externalStatus})`,
      reviewReason ? `wymaga sprawdzenia mapowania: ${reviewReason}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  });
  await tx
    .update(shopifyOrderLinks)
    .set({ shopifyUpdatedAt: updatedAt, reviewReason })
    .where(eq(shopifyOrderLinks.id, link.id));
  const changed = edit.fields.length > 0 ? `; zmienione: ${edit.fields.join(', ')}` : '';
  await recordIntegrationEvent(tx, {
    accountId: connection.accountId,
    source: 'shopify',
    level: reviewReason || edit.problem ? 'warning' : 'info',
    message: `${label} zaktualizowane (${mapped.externalStatus})${changed}${edit.problem ? `; ${edit.problem}` : ''}`,
    subject: `Zamówienie #${current.no}`,
  });
  return { outcome: 'updated' as const, review: Boolean(reviewReason) };
}

/**
 * Applies Shopify orders (a sync page, or one webhook's order) to the account through the orders
 * service, in one transaction under a lock per Shopify order, so a webhook and a sync arriving
 * together never make two orders; a version not newer than the one applied is skipped. New orders
 * are created together (`createOrders`), later versions change the linked order's status, Shopify
 * state, cancellation and review flag. Every step is audited on the order (its "Historia
 * synchronizacji") and written to the account's event log. Answers one result per order.
 */
export async function applyShopifyOrders(
  db: Db,
  connection: Connection,
  orders: ShopifyOrder[],
): Promise<OrderResult[]> {
  const ids = [...new Set(orders.map((order) => order.legacyResourceId))].sort();
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${connection.id}), hashtext(s.id))
            from (select id from unnest(${sql.param(ids)}::text[]) as id order by id) s`,
    );
    const links = new Map(
      (
        await tx
          .select()
          .from(shopifyOrderLinks)
          .where(
            and(
              eq(shopifyOrderLinks.connectionId, connection.id),
              inArray(shopifyOrderLinks.shopifyOrderId, ids),
            ),
          )
      ).map((link) => [link.shopifyOrderId, link]),
    );
    // The newest version of each order counts; an older or repeated one is unchanged.
    const newest = new Map<string, ShopifyOrder>();
    for (const order of orders) {
      const seen = newest.get(order.legacyResourceId);
      if (!seen || Date.parse(order.updatedAt) > Date.parse(seen.updatedAt))
        newest.set(order.legacyResourceId, order);
    }
    const results: OrderResult[] = orders.map((order) => {
      const link = links.get(order.legacyResourceId);
      return { outcome: 'unchanged', review: Boolean(link?.reviewReason) };
    });
    const due = orders.flatMap((order, index) => {
      const link = links.get(order.legacyResourceId);
      if (newest.get(order.legacyResourceId) !== order) return [];
      if (link && new Date(order.updatedAt).getTime() <= link.shopifyUpdatedAt.getTime()) return [];
      return [index];
    });
    const incoming = await mapIncoming(
      tx,
      connection,
      due.map((index) => orders[index]!),
    );
    const fresh: number[] = [];
    for (const [at, index] of due.entries()) {
      const link = links.get(orders[index]!.legacyResourceId);
      if (link) results[index] = await updateFromShopify(tx, connection, link, incoming[at]!);
      else fresh.push(at);
    }
    const created = await createFromShopify(
      tx,
      connection,
      fresh.map((at) => incoming[at]!),
    );
    for (const [n, at] of fresh.entries()) results[due[at]!] = created[n]!;
    return results;
  });
}

/** One Shopify order (a webhook): `applyShopifyOrders` with a page of one. */
export async function applyShopifyOrder(
  db: Db,
  connection: Connection,
  order: ShopifyOrder,
): Promise<OrderResult> {
  const [result] = await applyShopifyOrders(db, connection, [order]);
  return result!;
}
