import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ShopifyPushes } from '@zaplecze/contract/shopify/shopify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { shopifyConnections, shopifyPushItems, shopifyPushRuns } from '../../db/schema/index';
import { recordIntegrationEvent } from '../event-log/service';
import type { ShopifyClient } from './client';
import {
  inventorySetQuantitiesMutation,
  locationQuery,
  productVariantsBulkUpdateMutation,
  type ShopifyLocation,
  type ShopifyUserError,
  type ShopifyVariant,
} from './contract/operations';
import { collectPushes, eventBatch } from './push-collect';
import { findVariants, unitsOf, type Unit } from './push-units';
import { clientOf, shopifyErrorText, type ConnectionRow, type ShopifyDeps } from './service';

export { variantSearch } from './push-units';

/** Products pushed per batch. */
const pushBatch = 100;

/** A failed product is tried again after 1, 2, 4 … minutes, at most an hour. */
export function pushRetryMs(attempts: number): number {
  return Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const userErrorText = (errors: ShopifyUserError[]) => errors.map((error) => error.message).join('; ');

interface Outcome {
  stock: number;
  prices: number;
  skipped: number;
  failed: number;
  error: string | null;
}

/**
 * Pushes the connection's due items in batches: matches their units to the shop's variants, sets
 * the available quantities at the shop's primary location (one `inventorySetQuantities`) and the
 * prices (one `productVariantsBulkUpdate` per Shopify product). A product with no match is skipped
 * (counted); a failure keeps its item with the error and a later try. Null when nothing was due.
 */
export async function pushDue(
  db: Db,
  deps: ShopifyDeps,
  connection: ConnectionRow,
  client: ShopifyClient = clientOf(connection, deps),
): Promise<Outcome | null> {
  const items = await db
    .select()
    .from(shopifyPushItems)
    .where(and(eq(shopifyPushItems.connectionId, connection.id), lte(shopifyPushItems.nextAt, new Date())))
    .orderBy(shopifyPushItems.nextAt)
    .limit(pushBatch);
  if (items.length === 0) return null;
  const { warehouseId, priceListId, matchBy } = connection.productSettings;
  const outcome: Outcome = { stock: 0, prices: 0, skipped: 0, failed: 0, error: null };
  const failedProducts = new Map<string, string>();
  const done = new Set<string>();
  try {
    const units = await unitsOf(
      db,
      connection.accountId,
      items.map((item) => item.productId),
      items.some((item) => item.stockDue) ? warehouseId : null,
      items.some((item) => item.priceDue) ? priceListId : null,
    );
    const keyOf = (unit: Unit) => (matchBy === 'sku' ? unit.sku : unit.ean)?.toLowerCase() ?? null;
    const keys = [...new Set(units.map(keyOf).filter((key): key is string => !!key))];
    const variants = keys.length
      ? await findVariants(client, matchBy, keys)
      : new Map<string, ShopifyVariant>();
    const matched = units
      .map((unit) => ({ unit, variant: keyOf(unit) ? variants.get(keyOf(unit)!) : undefined }))
      .filter((pair): pair is { unit: Unit; variant: ShopifyVariant } => !!pair.variant);
    const byProduct = new Map(items.map((item) => [item.productId, item]));
    const matchedProducts = new Set(matched.map((pair) => pair.unit.productId));
    for (const item of items) if (!matchedProducts.has(item.productId)) outcome.skipped++;

    const stockPairs = matched.filter(
      (pair) => byProduct.get(pair.unit.productId)?.stockDue && pair.unit.available !== null,
    );
    if (stockPairs.length > 0) {
      const location = (await client.request<ShopifyLocation>(locationQuery)).location;
      if (!location) throw new Error('Sklep Shopify nie ma aktywnej lokalizacji magazynowej');
      for (let start = 0; start < stockPairs.length; start += 250) {
        const chunk = stockPairs.slice(start, start + 250);
        const answer = await client.request<{
          inventorySetQuantities: { userErrors: ShopifyUserError[] } | null;
        }>(inventorySetQuantitiesMutation, {
          input: {
            name: 'available',
            reason: 'correction',
            ignoreCompareQuantity: true,
            referenceDocumentUri: `zaplecze://shopify/${connection.id}/stock`,
            quantities: chunk.map((pair) => ({
              inventoryItemId: pair.variant.inventoryItem.id,
              locationId: location.id,
              quantity: pair.unit.available!,
            })),
          },
        });
        const errors = answer.inventorySetQuantities?.userErrors ?? [];
        if (errors.length > 0)
          for (const pair of chunk) failedProducts.set(pair.unit.productId, userErrorText(errors));
        else outcome.stock += chunk.length;
      }
    }

    const pricePairs = matched.filter(
      (pair) => byProduct.get(pair.unit.productId)?.priceDue && pair.unit.price !== null,
    );
    const byShopifyProduct = new Map<string, typeof pricePairs>();
    for (const pair of pricePairs) {
      const list = byShopifyProduct.get(pair.variant.product.id) ?? [];
      list.push(pair);
      byShopifyProduct.set(pair.variant.product.id, list);
    }
    for (const [productId, pairs] of byShopifyProduct) {
      const answer = await client.request<{
        productVariantsBulkUpdate: { userErrors: ShopifyUserError[] } | null;
      }>(productVariantsBulkUpdateMutation, {
        productId,
        variants: pairs.map((pair) => ({ id: pair.variant.id, price: pair.unit.price! })),
      });
      const errors = answer.productVariantsBulkUpdate?.userErrors ?? [];
      if (errors.length > 0)
        for (const pair of pairs) failedProducts.set(pair.unit.productId, userErrorText(errors));
      else outcome.prices += pairs.length;
    }
    for (const item of items) if (!failedProducts.has(item.productId)) done.add(item.id);
  } catch (error) {
    outcome.error = shopifyErrorText(error);
    for (const item of items) failedProducts.set(item.productId, outcome.error);
  }
  outcome.failed = failedProducts.size;

  await db.transaction(async (tx) => {
    // Items changed again while they were pushed stay for the next round.
    for (const item of items) {
      if (done.has(item.id))
        await tx
          .delete(shopifyPushItems)
          .where(and(eq(shopifyPushItems.id, item.id), eq(shopifyPushItems.revision, item.revision)));
      const error = failedProducts.get(item.productId);
      if (error)
        await tx
          .update(shopifyPushItems)
          .set({
            attempts: item.attempts + 1,
            nextAt: new Date(Date.now() + pushRetryMs(item.attempts + 1)),
            lastError: error.slice(0, 500),
          })
          .where(eq(shopifyPushItems.id, item.id));
    }
    await tx.insert(shopifyPushRuns).values({
      accountId: connection.accountId,
      connectionId: connection.id,
      finishedAt: new Date(),
      stock: outcome.stock,
      prices: outcome.prices,
      skipped: outcome.skipped,
      failed: outcome.failed,
      error: outcome.error,
    });
  });
  if (outcome.failed > 0)
    await recordIntegrationEvent(db, {
      accountId: connection.accountId,
      source: 'shopify',
      level: 'error',
      message: `Wysyłka stanów i cen do Shopify: błędy ${outcome.failed}${outcome.error ? ` — ${outcome.error}` : ''}`,
      subject: connection.shopDomain,
    });
  return outcome;
}

/** One round for a connection: new events become items, then due items go out until none are left. */
export async function pushRound(db: Db, deps: ShopifyDeps, connection: ConnectionRow): Promise<Outcome[]> {
  const { warehouseId, priceListId } = connection.productSettings;
  if (!connection.active || (!warehouseId && !priceListId)) return [];
  while ((await collectPushes(db, connection)) >= eventBatch);
  const outcomes: Outcome[] = [];
  const client = clientOf(connection, deps);
  for (;;) {
    const outcome = await pushDue(db, deps, connection, client);
    if (!outcome) break;
    outcomes.push(outcome);
    if (outcome.error) break;
  }
  return outcomes;
}

/** Active connections that feed Shopify with stock or prices. */
export async function pushingConnections(db: Db): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(shopifyConnections)
    .where(
      and(
        eq(shopifyConnections.active, true),
        sql`(${shopifyConnections.productSettings}->>'warehouseId' is not null
             or ${shopifyConnections.productSettings}->>'priceListId' is not null)`,
      ),
    );
}

/** The sync tab's "Wysyłka stanów i cen": the last 20 pushes, the products in error, the count waiting. */
export async function listPushes(db: Db, accountId: string): Promise<ShopifyPushes> {
  const runs = await db
    .select()
    .from(shopifyPushRuns)
    .where(eq(shopifyPushRuns.accountId, accountId))
    .orderBy(desc(shopifyPushRuns.startedAt), desc(shopifyPushRuns.id))
    .limit(20);
  const errors = await rowsOf<{
    product_id: string;
    name: string | null;
    sku: string | null;
    attempts: number;
    next_at: Date | string;
    last_error: string;
  }>(
    db,
    sql`select i.product_id, p.name, p.sku, i.attempts, i.next_at, i.last_error
          from shopify_push_items i left join products p on p.id = i.product_id
         where i.account_id = ${accountId} and i.last_error is not null
         order by i.next_at limit 50`,
  );
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopifyPushItems)
    .where(eq(shopifyPushItems.accountId, accountId));
  return {
    runs: runs.map((run) => ({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
      stock: run.stock,
      prices: run.prices,
      skipped: run.skipped,
      failed: run.failed,
      error: run.error,
    })),
    errors: errors.map((row) => ({
      productId: row.product_id,
      name: row.name ?? '(usunięty produkt)',
      sku: row.sku ?? '',
      attempts: row.attempts,
      nextAt: new Date(row.next_at).toISOString(),
      error: row.last_error,
    })),
    pending: pending?.count ?? 0,
  };
}

/** Drops the push runs older than 30 days (with the sync runs, by the schedule). */
export async function dropOldPushRuns(db: Db): Promise<void> {
  await db.delete(shopifyPushRuns).where(sql`${shopifyPushRuns.startedAt} < now() - interval '30 days'`);
}
