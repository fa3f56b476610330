import { and, eq, sql } from 'drizzle-orm';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { shopifyOrderLinks, type shopifyConnections } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';
import { recordIntegrationEvent } from '../event-log/service';
import { listStatuses } from '../order-statuses/service';
import { applyExternalOrderChange, createOrder, getOrder, type Actor } from '../orders/service';
import type { ShopifyOrder } from './contract/operations';
import { lineCode, mapShopifyOrder, type CatalogueMatch } from './mapping';

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

/**
 * Applies one Shopify order to the account through the orders service: the first time it becomes a
 * new order (`createOrder`), later versions change its status, Shopify state, cancellation and
 * review flag (`changeOrderStatus`, `mutateOrder`). One transaction under a lock per Shopify order,
 * so a webhook and a sync arriving together never make two orders; an older version than the one
 * applied is skipped. Every step is audited on the order (its "Historia synchronizacji") and
 * written to the account's event log. The one place the connector touches orders: switching to a
 * shared external-orders path later changes only this function.
 */
export async function applyShopifyOrder(
  db: Db,
  connection: Connection,
  order: ShopifyOrder,
): Promise<{ outcome: OrderOutcome; review: boolean }> {
  const actor = connectionActor(connection);
  const label = `Zamówienie Shopify ${order.name}`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${connection.id}), hashtext(${order.legacyResourceId}))`,
    );
    const [link] = await tx
      .select()
      .from(shopifyOrderLinks)
      .where(
        and(
          eq(shopifyOrderLinks.connectionId, connection.id),
          eq(shopifyOrderLinks.shopifyOrderId, order.legacyResourceId),
        ),
      );
    const updatedAt = new Date(order.updatedAt);
    if (link && updatedAt.getTime() <= link.shopifyUpdatedAt.getTime())
      return { outcome: 'unchanged' as const, review: Boolean(link.reviewReason) };

    const matchBy = connection.productSettings.matchBy;
    const codes = order.lineItems.nodes.flatMap((line) => lineCode(line, matchBy) ?? []);
    const statuses = (await listStatuses(tx, connection.accountId)).data;
    const mapped = mapShopifyOrder(order, {
      connectionId: connection.id,
      orders: connection.orderSettings,
      products: connection.productSettings,
      catalogue: await catalogueByCode(tx, connection.accountId, matchBy, codes),
      statuses: statuses.map((status) => ({ id: status.id, code: status.code })),
    });
    const reviewReason = mapped.review.length > 0 ? mapped.review.join('; ').slice(0, 2000) : null;

    if (!link) {
      const created = await createOrder(
        tx,
        actor,
        createOrderBody.parse(mapped.body),
        (row, count, status) => ({
          note: `Zaimportowano z Shopify (${order.name}, ${mapped.externalStatus})`,
          statusId: { id: row.statusId, label: status },
          totalGross: `${row.totalGross} ${row.currency}`,
          products: count,
        }),
        // The lines keep the name, price and VAT they were sold with in Shopify.
        { linePrices: 'given' },
      );
      if (reviewReason || mapped.cancelled)
        await applyExternalOrderChange(tx, actor, created.id, {
          ...(reviewReason ? { requiresMappingReview: true } : {}),
          ...(mapped.cancelled ? { isCancelled: true, cancelReason: mapped.cancelReason } : {}),
          note: [
            reviewReason ? `Wymaga sprawdzenia mapowania: ${reviewReason}` : null,
            mapped.cancelled ? `Anulowane w Shopify (${mapped.cancelReason})` : null,
          ]
            .filter(Boolean)
            .join('; '),
        });
      await tx.insert(shopifyOrderLinks).values({
        accountId: connection.accountId,
        connectionId: connection.id,
        shopifyOrderId: order.legacyResourceId,
        orderId: created.id,
        shopifyUpdatedAt: updatedAt,
        reviewReason,
      });
      await recordIntegrationEvent(tx, {
        accountId: connection.accountId,
        source: 'shopify',
        level: reviewReason ? 'warning' : 'info',
        message: reviewReason
          ? `${label} zaimportowane; wymaga sprawdzenia mapowania: ${reviewReason}`
          : `${label} zaimportowane`,
        subject: `Zamówienie #${created.no}`,
      });
      return { outcome: 'created' as const, review: Boolean(reviewReason) };
    }

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
    await recordIntegrationEvent(tx, {
      accountId: connection.accountId,
      source: 'shopify',
      level: reviewReason ? 'warning' : 'info',
      message: `${label} zaktualizowane (${mapped.externalStatus})`,
      subject: `Zamówienie #${current.no}`,
    });
    return { outcome: 'updated' as const, review: Boolean(reviewReason) };
  });
}
