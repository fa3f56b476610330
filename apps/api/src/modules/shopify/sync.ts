import { and, eq, sql } from 'drizzle-orm';
import { shopifyMessages } from '@zaplecze/contract/shopify/shopify';
import type { Db } from '../../db/client';
import { shopifyConnections, shopifySyncRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { decryptSecret } from '../../lib/secret-box';
import { recordIntegrationEvent } from '../event-log/service';
import { ordersSearch } from './client';
import type { ShopifyOrder } from './contract/operations';
import { verifyShopifyHmac } from './hmac';
import { applyShopifyOrder, applyShopifyOrders, type OrderResult } from './orders-in';
import { clientOf, shopifyErrorText, type ConnectionRow, type ShopifyDeps } from './service';

interface Tally {
  created: number;
  updated: number;
  review: number;
  failed: number;
}

const count = (tally: Tally, { outcome, review }: OrderResult) => {
  if (outcome === 'created') tally.created++;
  if (outcome === 'updated') tally.updated++;
  if (review && outcome !== 'unchanged') tally.review++;
};

/**
 * Applies a page of orders in one transaction (set-based); when that fails (a bad order, stock
 * refused) the page goes again one order at a time, so a bad order is counted and logged and the
 * others go on exactly as they would alone.
 */
async function applyOrders(db: Db, connection: ConnectionRow, orders: ShopifyOrder[], tally: Tally) {
  try {
    for (const result of await applyShopifyOrders(db, connection, orders)) count(tally, result);
    return;
  } catch {
    // One by one below.
  }
  for (const order of orders) {
    try {
      count(tally, await applyShopifyOrder(db, connection, order));
    } catch (error) {
      tally.failed++;
      const text =
        error instanceof AppError
          ? [error.message, ...Object.values(error.fields ?? {})].join(': ')
          : error instanceof Error
            ? error.message
            : String(error);
      await recordIntegrationEvent(db, {
        accountId: connection.accountId,
        source: 'shopify',
        level: 'error',
        message: `Zamówienie Shopify ${order.name} nie zostało zapisane: ${text}`,
        subject: `Zamówienie Shopify ${order.name}`,
      });
    }
  }
}

async function finishRun(db: Db, runId: string, tally: Tally, error: string | null) {
  await db
    .update(shopifySyncRuns)
    .set({ ...tally, status: error ? 'failed' : 'succeeded', finishedAt: new Date(), error })
    .where(eq(shopifySyncRuns.id, runId));
}

/**
 * One sync run: the orders changed since the connection's cursor, 250 a page, oldest change
 * first; the cursor moves after each page, so a run stopped half way resumes where it stopped.
 */
export async function runSync(db: Db, deps: ShopifyDeps, runId: string): Promise<void> {
  const [run] = await db.select().from(shopifySyncRuns).where(eq(shopifySyncRuns.id, runId));
  if (!run || !['queued', 'running'].includes(run.status)) return;
  const [connection] = await db
    .select()
    .from(shopifyConnections)
    .where(eq(shopifyConnections.id, run.connectionId));
  if (!connection) return;
  await db.update(shopifySyncRuns).set({ status: 'running' }).where(eq(shopifySyncRuns.id, runId));
  const tally: Tally = { created: 0, updated: 0, review: 0, failed: 0 };
  const client = clientOf(connection, deps);
  const search = ordersSearch(connection.syncCursor, connection.importFrom);
  let cursor = connection.syncCursor;
  let after: string | null = null;
  try {
    for (;;) {
      const page = await client.ordersPage(search, after);
      await applyOrders(db, connection, page.nodes, tally);
      for (const order of page.nodes) {
        const updatedAt = new Date(order.updatedAt);
        if (!cursor || updatedAt > cursor) cursor = updatedAt;
      }
      await db
        .update(shopifyConnections)
        .set({ syncCursor: cursor })
        .where(eq(shopifyConnections.id, connection.id));
      await db.update(shopifySyncRuns).set(tally).where(eq(shopifySyncRuns.id, runId));
      if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
      after = page.pageInfo.endCursor;
    }
  } catch (error) {
    const text = shopifyErrorText(error);
    await finishRun(db, runId, tally, text);
    await recordIntegrationEvent(db, {
      accountId: connection.accountId,
      source: 'shopify',
      level: 'error',
      message: `Synchronizacja zamówień Shopify przerwana: ${text}`,
      subject: connection.shopDomain,
    });
    return;
  }
  await db
    .update(shopifyConnections)
    .set({ lastSyncAt: new Date() })
    .where(eq(shopifyConnections.id, connection.id));
  await finishRun(db, runId, tally, null);
  await recordIntegrationEvent(db, {
    accountId: connection.accountId,
    source: 'shopify',
    level: tally.failed > 0 ? 'warning' : 'info',
    message: `Synchronizacja zamówień Shopify: nowe ${tally.created}, zmienione ${tally.updated}, do sprawdzenia ${tally.review}, błędy ${tally.failed}`,
    subject: connection.shopDomain,
  });
}

/** Active connections without a run under way (the schedule queues one for each). */
export async function connectionsDue(db: Db): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(shopifyConnections)
    .where(
      and(
        eq(shopifyConnections.active, true),
        sql`not exists (select 1 from ${shopifySyncRuns} r where r.connection_id = ${shopifyConnections.id}
              and r.status in ('queued', 'running') and r.started_at > now() - interval '1 hour')`,
      ),
    );
}

/** Runs are kept 30 days (every webhook adds one); the schedule drops the older ones. */
export async function dropOldRuns(db: Db): Promise<void> {
  await db.delete(shopifySyncRuns).where(sql`${shopifySyncRuns.startedAt} < now() - interval '30 days'`);
}

export const shopifyWebhookTopics = ['orders/create', 'orders/updated', 'orders/cancelled'] as const;

export type WebhookResult =
  | { status: 'applied'; outcome: string }
  | { status: 'ignored'; reason: string }
  | { status: 'unauthorized'; message: string };

/**
 * A Shopify order webhook: the signature over the raw body is checked with the connection's
 * webhook secret, then the order is read back through the Admin API and applied like a synced
 * one (same lock, same idempotency by Shopify order id).
 */
export async function receiveWebhook(
  db: Db,
  deps: ShopifyDeps,
  input: { connectionId: string; rawBody: string; hmac: string | undefined; topic: string | undefined },
): Promise<WebhookResult> {
  const [connection] = /^[0-9a-f-]{36}$/i.test(input.connectionId)
    ? await db.select().from(shopifyConnections).where(eq(shopifyConnections.id, input.connectionId))
    : [];
  if (!connection?.webhookSecretCipher)
    return {
      status: 'unauthorized',
      message: connection ? shopifyMessages.webhookSecretMissing : shopifyMessages.webhookSignature,
    };
  const secret = decryptSecret(deps.secretsKey, connection.webhookSecretCipher);
  if (!verifyShopifyHmac(input.rawBody, input.hmac, secret))
    return { status: 'unauthorized', message: shopifyMessages.webhookSignature };
  if (!shopifyWebhookTopics.includes(input.topic as (typeof shopifyWebhookTopics)[number]))
    return { status: 'ignored', reason: `topic ${input.topic ?? '(none)'}` };
  if (!connection.active) return { status: 'ignored', reason: 'inactive' };
  let id: string;
  try {
    const payload = JSON.parse(input.rawBody) as { id?: number | string };
    id = String(payload.id ?? '');
  } catch {
    return { status: 'ignored', reason: 'body' };
  }
  if (!/^\d{1,20}$/.test(id)) return { status: 'ignored', reason: 'id' };
  const [run] = await db
    .insert(shopifySyncRuns)
    .values({
      accountId: connection.accountId,
      connectionId: connection.id,
      trigger: 'webhook',
      status: 'running',
    })
    .returning({ id: shopifySyncRuns.id });
  const tally: Tally = { created: 0, updated: 0, review: 0, failed: 0 };
  try {
    const page = await clientOf(connection, deps).ordersPage(ordersSearch(null, null, id), null, 1);
    await applyOrders(db, connection, page.nodes, tally);
    await finishRun(db, run!.id, tally, null);
  } catch (error) {
    await finishRun(db, run!.id, tally, shopifyErrorText(error));
    throw error;
  }
  return { status: 'applied', outcome: tally.created ? 'created' : tally.updated ? 'updated' : 'unchanged' };
}
