import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  defaultShopifyOrderSettings,
  defaultShopifyProductSettings,
  shopifyMessages,
  type shopifyConnectBody,
  type shopifySettingsBody,
  type ShopifyCheckResponse,
  type ShopifyConnection,
  type ShopifyConnectionResponse,
  type ShopifySyncRun,
} from '@zaplecze/contract/shopify/shopify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { shopifyConnections, shopifySyncRuns } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { recordAudit } from '../audit/service';
import { listStatuses } from '../order-statuses/service';
import { shopifyClient, ShopifyApiError, type ShopifyClient } from './client';
import { shopifyApiVersion } from './contract/operations';

export interface Actor {
  accountId: string;
  userId: string;
  ip: string;
}

export interface ShopifyDeps {
  secretsKey: Buffer;
  /** Test-only origin of every shop (config.shopifyApiBaseUrl). */
  baseUrl: string | undefined;
}

export type ConnectionRow = typeof shopifyConnections.$inferSelect;
type RunRow = typeof shopifySyncRuns.$inferSelect;
const targetType = 'shopify_connection';

const hint = (last4: string) => `••••${last4}`;
const last4 = (secret: string) => secret.slice(-4);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const webhookPathOf = (id: string) => `/api/shopify/webhooks/${id}`;

function toConnection(row: ConnectionRow): ShopifyConnection {
  return {
    id: row.id,
    name: row.name,
    shopDomain: row.shopDomain,
    tokenHint: hint(row.tokenLast4),
    webhookSecretHint: row.webhookSecretLast4 ? hint(row.webhookSecretLast4) : null,
    active: row.active,
    importFrom: row.importFrom,
    shopName: row.shopName,
    shopCurrency: row.shopCurrency,
    checkedAt: iso(row.checkedAt),
    orders: { ...defaultShopifyOrderSettings, ...row.orderSettings },
    products: { ...defaultShopifyProductSettings, ...row.productSettings },
    syncCursor: iso(row.syncCursor),
    lastSyncAt: iso(row.lastSyncAt),
    webhookPath: webhookPathOf(row.id),
    version: row.version,
  };
}

function toRun(row: RunRow): ShopifySyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    created: row.created,
    updated: row.updated,
    review: row.review,
    failed: row.failed,
    error: row.error,
  };
}

export async function findConnection(db: Db, accountId: string, lock = false): Promise<ConnectionRow | null> {
  const query = db.select().from(shopifyConnections).where(eq(shopifyConnections.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function requireConnection(db: Db, accountId: string, lock = false): Promise<ConnectionRow> {
  const row = await findConnection(db, accountId, lock);
  if (!row) throw notFound(shopifyMessages.notConnected);
  return row;
}

/** The connection's client: its token decrypted for this use only. */
export function clientOf(row: ConnectionRow, deps: ShopifyDeps): ShopifyClient {
  return shopifyClient({
    shopDomain: row.shopDomain,
    accessToken: decryptSecret(deps.secretsKey, row.tokenCipher),
    baseUrl: deps.baseUrl,
  });
}

/** A failed request to Shopify in the user's words. */
export function shopifyErrorText(error: unknown): string {
  if (error instanceof ShopifyApiError) {
    if (error.kind === 'auth') return shopifyMessages.tokenRejected;
    if (error.kind === 'network') return shopifyMessages.shopUnreachable;
    if (error.kind === 'throttled')
      return 'Shopify ogranicza liczbę zapytań — synchronizacja spróbuje ponownie';
    return `Shopify odpowiedział błędem: ${error.message}`.slice(0, 500);
  }
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

/** Reads the shop's name and currency; a refusal becomes a 422 naming the field at fault. */
async function readShop(client: ShopifyClient) {
  try {
    return await client.shop();
  } catch (error) {
    if (error instanceof ShopifyApiError && error.kind === 'auth')
      throw validationFailed({ accessToken: shopifyMessages.tokenRejected }, shopifyMessages.tokenRejected);
    throw validationFailed({ shopDomain: shopifyErrorText(error) }, shopifyErrorText(error));
  }
}

export async function getConnection(db: Db, accountId: string): Promise<ShopifyConnectionResponse> {
  const row = await findConnection(db, accountId);
  return { connection: row ? toConnection(row) : null, apiVersion: shopifyApiVersion };
}

/**
 * Connects the account's shop, or changes its address and secrets: the token is checked against
 * the shop first (its name and currency are kept), an empty secret keeps the stored one.
 */
export async function connectShop(
  db: Db,
  actor: Actor,
  body: z.output<typeof shopifyConnectBody>,
  deps: ShopifyDeps,
): Promise<ShopifyConnection> {
  const existing = await findConnection(db, actor.accountId);
  if (!existing && !body.accessToken)
    throw validationFailed({ accessToken: shopifyMessages.tokenRequired }, shopifyMessages.tokenRequired);
  const token = body.accessToken || decryptSecret(deps.secretsKey, existing!.tokenCipher);
  const shop = await readShop(
    shopifyClient({ shopDomain: body.shopDomain, accessToken: token, baseUrl: deps.baseUrl, maxAttempts: 1 }),
  );
  const secrets = {
    ...(body.accessToken
      ? { tokenCipher: encryptSecret(deps.secretsKey, token), tokenLast4: last4(token) }
      : {}),
    ...(body.webhookSecret
      ? {
          webhookSecretCipher: encryptSecret(deps.secretsKey, body.webhookSecret),
          webhookSecretLast4: last4(body.webhookSecret),
        }
      : {}),
  };
  const checked = { shopName: shop.name, shopCurrency: shop.currencyCode, checkedAt: new Date() };
  const row = await db.transaction(async (tx) => {
    const current = await findConnection(tx, actor.accountId, true);
    const [saved] = current
      ? await tx
          .update(shopifyConnections)
          .set({
            shopDomain: body.shopDomain,
            ...secrets,
            ...checked,
            // Another shop: its orders start from the beginning.
            ...(current.shopDomain !== body.shopDomain ? { syncCursor: null } : {}),
            modifiedAt: new Date(),
            version: current.version + 1,
          })
          .where(eq(shopifyConnections.id, current.id))
          .returning()
      : await tx
          .insert(shopifyConnections)
          .values({
            accountId: actor.accountId,
            name: body.name,
            shopDomain: body.shopDomain,
            tokenCipher: secrets.tokenCipher!,
            tokenLast4: secrets.tokenLast4!,
            webhookSecretCipher: secrets.webhookSecretCipher ?? null,
            webhookSecretLast4: secrets.webhookSecretLast4 ?? null,
            orderSettings: defaultShopifyOrderSettings,
            productSettings: defaultShopifyProductSettings,
            ...checked,
          })
          .returning();
    await recordAudit(tx, {
      ...actor,
      action: current ? 'edit' : 'create',
      targetType,
      targetId: saved!.id,
      targetLabel: body.shopDomain,
      details: {
        note: [
          body.accessToken ? 'nowy token dostępu' : null,
          body.webhookSecret ? 'nowy sekret webhooków' : null,
        ]
          .filter(Boolean)
          .join(', '),
      },
    });
    return saved!;
  });
  return toConnection(row);
}

/** "Sprawdź połączenie": reads the shop's name and currency with the stored token. */
export async function checkConnection(
  db: Db,
  accountId: string,
  deps: ShopifyDeps,
): Promise<ShopifyCheckResponse> {
  const row = await requireConnection(db, accountId);
  const shop = await readShop(clientOf(row, deps));
  await db
    .update(shopifyConnections)
    .set({ shopName: shop.name, shopCurrency: shop.currencyCode, checkedAt: new Date() })
    .where(eq(shopifyConnections.id, row.id));
  return { shopName: shop.name, currency: shop.currencyCode, message: shopifyMessages.checked };
}

/** The ids among `ids` that are rows of the account in `table` (warehouses, price lists). */
async function accountIds(db: Db, table: 'warehouses' | 'price_lists', accountId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from ${sql.raw(table)} where account_id = ${accountId} and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function saveSettings(
  db: Db,
  actor: Actor,
  body: z.output<typeof shopifySettingsBody>,
): Promise<ShopifyConnection> {
  const statuses = (await listStatuses(db, actor.accountId)).data;
  const known = new Set(statuses.map((status) => status.id));
  const fields: Record<string, string> = {};
  for (const [state, id] of Object.entries(body.orders.financial))
    if (id && !known.has(id)) fields[`orders.financial.${state}`] = shopifyMessages.statusUnknown;
  for (const [state, id] of Object.entries(body.orders.fulfillment))
    if (id && !known.has(id)) fields[`orders.fulfillment.${state}`] = shopifyMessages.statusUnknown;
  if (body.orders.cancelledStatusId && !known.has(body.orders.cancelledStatusId))
    fields['orders.cancelledStatusId'] = shopifyMessages.statusUnknown;
  const warehouseIds = [body.orders.warehouseId, body.products.warehouseId].filter(
    (id): id is string => !!id,
  );
  const warehouses = await accountIds(db, 'warehouses', actor.accountId, warehouseIds);
  if (body.orders.warehouseId && !warehouses.has(body.orders.warehouseId))
    fields['orders.warehouseId'] = shopifyMessages.warehouseUnknown;
  if (body.products.warehouseId && !warehouses.has(body.products.warehouseId))
    fields['products.warehouseId'] = shopifyMessages.warehouseUnknown;
  const priceLists = await accountIds(
    db,
    'price_lists',
    actor.accountId,
    body.products.priceListId ? [body.products.priceListId] : [],
  );
  if (body.products.priceListId && !priceLists.has(body.products.priceListId))
    fields['products.priceListId'] = shopifyMessages.priceListUnknown;
  if (Object.keys(fields).length > 0) throw validationFailed(fields, Object.values(fields)[0]);

  const row = await db.transaction(async (tx) => {
    const current = await requireConnection(tx, actor.accountId, true);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const [saved] = await tx
      .update(shopifyConnections)
      .set({
        name: body.name,
        active: body.active,
        importFrom: body.importFrom,
        orderSettings: body.orders,
        productSettings: body.products,
        // Stock and prices out start with the changes after the first save that feeds Shopify.
        ...(current.pushCursor === null && (body.products.warehouseId || body.products.priceListId)
          ? {
              pushCursor: sql<number>`(select coalesce(max(seq), 0) from outbox_events where account_id = ${actor.accountId})`,
            }
          : {}),
        modifiedAt: new Date(),
        version: current.version + 1,
      })
      .where(eq(shopifyConnections.id, current.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType,
      targetId: current.id,
      targetLabel: current.shopDomain,
      details: {
        changes: {
          ...(current.name !== body.name ? { name: { before: current.name, after: body.name } } : {}),
          ...(current.active !== body.active
            ? { active: { before: current.active, after: body.active } }
            : {}),
          ...(current.importFrom !== body.importFrom
            ? { importFrom: { before: current.importFrom, after: body.importFrom } }
            : {}),
        },
      },
    });
    return saved!;
  });
  return toConnection(row);
}

/** Disconnects the shop: its secrets, runs and order links go; the imported orders stay. */
export async function disconnectShop(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireConnection(tx, actor.accountId, true);
    await tx.delete(shopifyConnections).where(eq(shopifyConnections.id, current.id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType,
      targetId: current.id,
      targetLabel: current.shopDomain,
    });
  });
}

export async function listRuns(db: Db, accountId: string): Promise<ShopifySyncRun[]> {
  const rows = await db
    .select()
    .from(shopifySyncRuns)
    .where(eq(shopifySyncRuns.accountId, accountId))
    .orderBy(desc(shopifySyncRuns.startedAt), desc(shopifySyncRuns.id))
    .limit(20);
  return rows.map(toRun);
}

/** A run waiting for its job; null when the connection already has one queued or running. */
export async function queueRun(
  db: Db,
  connection: ConnectionRow,
  trigger: 'manual' | 'schedule',
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'shopify-run:' + connection.id}))`);
    const [pending] = await tx
      .select({ id: shopifySyncRuns.id })
      .from(shopifySyncRuns)
      .where(
        and(
          eq(shopifySyncRuns.connectionId, connection.id),
          inArray(shopifySyncRuns.status, ['queued', 'running']),
          sql`${shopifySyncRuns.startedAt} > now() - interval '1 hour'`,
        ),
      )
      .limit(1);
    if (pending) return null;
    const [run] = await tx
      .insert(shopifySyncRuns)
      .values({ accountId: connection.accountId, connectionId: connection.id, trigger })
      .returning({ id: shopifySyncRuns.id });
    return run!.id;
  });
}

/** "Synchronizuj teraz": queues a run of the account's connection (none when one is under way). */
export async function requestSync(db: Db, accountId: string): Promise<string | null> {
  const row = await requireConnection(db, accountId);
  if (!row.active) throw new AppError('CONFLICT', shopifyMessages.inactive);
  return queueRun(db, row, 'manual');
}
