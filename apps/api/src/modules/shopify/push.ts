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
  variantsQuery,
  type ShopifyLocation,
  type ShopifyUserError,
  type ShopifyVariant,
  type ShopifyVariantsPage,
} from './contract/operations';
import { clientOf, shopifyErrorText, type ConnectionRow, type ShopifyDeps } from './service';

/** Outbox events read per round, products pushed per batch, keys per variant search. */
const eventBatch = 1000;
const pushBatch = 100;
const searchChunk = 50;

/** A failed product is tried again after 1, 2, 4 … minutes, at most an hour. */
export function pushRetryMs(attempts: number): number {
  return Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Shopify's search syntax for variants with one of these SKUs or barcodes (quoted, OR-joined). */
export function variantSearch(field: 'sku' | 'barcode', keys: readonly string[]): string {
  return keys.map((key) => `${field}:"${key.replace(/(["\\])/g, '\\$1')}"`).join(' OR ');
}

interface StoredEventRow {
  seq: string | number;
  type: string;
  data: { productId?: string; id?: string; warehouseId?: string };
}

/**
 * Reads the outbox events after the connection's cursor and turns those that concern Shopify into
 * push items, one per product (stock of the settings' warehouse; prices on any product change when a
 * price list is set). The first round of a connection starts at the newest event (no replay).
 */
/** The number of events read (0: the cursor is at the newest). */
export async function collectPushes(db: Db, connection: ConnectionRow): Promise<number> {
  const { warehouseId, priceListId } = connection.productSettings;
  const cursor = connection.pushCursor;
  if (cursor === null) {
    const [row] = await rowsOf<{ seq: string | number | null }>(
      db,
      sql`select max(seq) as seq from outbox_events where account_id = ${connection.accountId}`,
    );
    await db
      .update(shopifyConnections)
      .set({ pushCursor: Number(row?.seq ?? 0) })
      .where(eq(shopifyConnections.id, connection.id));
    connection.pushCursor = Number(row?.seq ?? 0);
    return 0;
  }
  const events = await rowsOf<StoredEventRow>(
    db,
    sql`select seq, type, data from outbox_events
         where account_id = ${connection.accountId} and seq > ${cursor}
           and type in ('stock.changed', 'product.created', 'product.updated')
         order by seq limit ${eventBatch}`,
  );
  if (events.length === 0) return 0;
  const due = new Map<string, { stock: boolean; price: boolean }>();
  for (const event of events) {
    const stock = event.type === 'stock.changed' && !!warehouseId && event.data.warehouseId === warehouseId;
    const price = event.type !== 'stock.changed' && !!priceListId;
    const productId = event.type === 'stock.changed' ? event.data.productId : event.data.id;
    if (!productId || (!stock && !price)) continue;
    const entry = due.get(productId) ?? { stock: false, price: false };
    due.set(productId, { stock: entry.stock || stock, price: entry.price || price });
  }
  const last = Number(events.at(-1)!.seq);
  await db.transaction(async (tx) => {
    if (due.size > 0)
      await tx
        .insert(shopifyPushItems)
        .values(
          [...due].map(([productId, flags]) => ({
            accountId: connection.accountId,
            connectionId: connection.id,
            productId,
            stockDue: flags.stock,
            priceDue: flags.price,
          })),
        )
        .onConflictDoUpdate({
          target: [shopifyPushItems.connectionId, shopifyPushItems.productId],
          set: {
            stockDue: sql`${shopifyPushItems.stockDue} or excluded.stock_due`,
            priceDue: sql`${shopifyPushItems.priceDue} or excluded.price_due`,
            changedAt: sql`now()`,
            revision: sql`${shopifyPushItems.revision} + 1`,
            nextAt: sql`least(${shopifyPushItems.nextAt}, now())`,
          },
        });
    await tx
      .update(shopifyConnections)
      .set({ pushCursor: last })
      .where(eq(shopifyConnections.id, connection.id));
  });
  connection.pushCursor = last;
  return events.length;
}

/** A sellable unit of a product: the product itself (no variants) or one of its variants. */
interface Unit {
  productId: string;
  productName: string;
  sku: string;
  ean: string | null;
  available: number | null;
  /** In the list's currency as a decimal string (`12.50`): Shopify's `Money` scalar. */
  price: string | null;
}

/** The units of `productIds` with their available stock in the warehouse and price in the list. */
async function unitsOf(
  db: Db,
  accountId: string,
  productIds: string[],
  warehouseId: string | null,
  priceListId: string | null,
): Promise<Unit[]> {
  const rows = await rowsOf<{
    product_id: string;
    product_name: string;
    sku: string;
    ean: string | null;
    available: number | null;
    price: string | null;
  }>(
    db,
    sql`with units as (
          select p.id as product_id, p.name as product_name, coalesce(v.sku, p.sku) as sku,
                 case when v.id is null then p.ean else v.ean end as ean, v.id as variant_id
            from products p
            left join product_variants v on v.product_id = p.id
           where p.account_id = ${accountId} and p.id = any(${sql.param(productIds)}::uuid[])
        ),
        list as (select id, base_price_list_id, multiplier, additional_value from price_lists
                  where id = ${priceListId}::uuid and account_id = ${accountId})
        select u.product_id, u.product_name, u.sku, u.ean,
               (select greatest(0, l.on_hand - l.reserved) from stock_levels l
                 where l.product_id = u.product_id and l.variant_id is not distinct from u.variant_id
                   and l.warehouse_id = ${warehouseId}::uuid) as available,
               (select coalesce(
                         (select pp.amount from product_prices pp where pp.price_list_id = list.id
                             and pp.product_id = u.product_id and pp.variant_id = u.variant_id),
                         (select pp.amount from product_prices pp where pp.price_list_id = list.id
                             and pp.product_id = u.product_id and pp.variant_id is null),
                         (select round(pp.amount * list.multiplier + list.additional_value / 100.0, 2)
                            from product_prices pp where pp.price_list_id = list.base_price_list_id
                             and pp.product_id = u.product_id
                             and (pp.variant_id = u.variant_id or pp.variant_id is null)
                           order by pp.variant_id nulls last limit 1))
                  from list)::numeric(14, 2)::text as price
          from units u`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productName: row.product_name,
    sku: row.sku,
    ean: row.ean,
    available: warehouseId ? Number(row.available ?? 0) : null,
    price: row.price,
  }));
}

/** The shop's variants for the units' keys (SKU or barcode, as the settings match), by lower-cased key. */
async function findVariants(client: ShopifyClient, field: 'sku' | 'barcode', keys: string[]) {
  const found = new Map<string, ShopifyVariant>();
  for (let start = 0; start < keys.length; start += searchChunk) {
    const chunk = keys.slice(start, start + searchChunk);
    let after: string | null = null;
    for (;;) {
      const page: ShopifyVariantsPage = await client.request<ShopifyVariantsPage>(variantsQuery, {
        first: 250,
        after,
        query: variantSearch(field, chunk),
      });
      for (const variant of page.productVariants.nodes) {
        const key = (field === 'sku' ? variant.sku : variant.barcode)?.toLowerCase();
        if (key && !found.has(key)) found.set(key, variant);
      }
      if (!page.productVariants.pageInfo.hasNextPage) break;
      after = page.productVariants.pageInfo.endCursor;
    }
  }
  return found;
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
