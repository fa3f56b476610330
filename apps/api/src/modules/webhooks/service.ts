import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  webhookMessages,
  webhookTestEvent,
  type webhookDeliveryQuery,
  type webhookSubscriptionBody,
  type webhookSubscriptionUpdateBody,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookSubscription,
} from '@zaplecze/contract/webhooks/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { listPage } from '../../lib/list-page';
import {
  afterCursor,
  decodeCursor,
  orderByKey,
  positionWindow,
  scansAscending,
  type SortKey,
} from '../../lib/paging';
import { recordAudit } from '../audit/service';
import { uuidV7 } from '../events/service';
import { encryptSecret } from '../../lib/secret-box';
import { newSigningSecret } from './secrets';
import { envelope } from './delivery';
import { checkWebhookUrl } from './send';

export interface Actor {
  accountId: string;
  userId: string;
  ip: string;
}

export interface WebhookSettings {
  secretsKey: Buffer;
  allowLoopback: boolean;
}

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
const targetType = 'webhook';

function toSubscription(row: SubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    version: row.version,
  };
}

function checkedUrl(url: string, settings: WebhookSettings): string {
  const problem = checkWebhookUrl(url, settings.allowLoopback);
  if (problem) throw validationFailed({ url: problem });
  return url;
}

async function findSubscription(
  db: Db,
  accountId: string,
  id: string,
  lock = false,
): Promise<SubscriptionRow> {
  const query = db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(webhookMessages.notFound);
  return row;
}

export async function listSubscriptions(db: Db, accountId: string): Promise<WebhookSubscription[]> {
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.accountId, accountId))
    .orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id));
  return rows.map(toSubscription);
}

export async function getSubscription(db: Db, accountId: string, id: string): Promise<WebhookSubscription> {
  return toSubscription(await findSubscription(db, accountId, id));
}

/** Creates a subscription with a new secret; the answer is the only time the secret is shown. */
export async function createSubscription(
  db: Db,
  actor: Actor,
  body: z.output<typeof webhookSubscriptionBody>,
  settings: WebhookSettings,
): Promise<{ subscription: WebhookSubscription; secret: string; message: string }> {
  const url = checkedUrl(body.url, settings);
  const secret = newSigningSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookSubscriptions)
      .values({
        accountId: actor.accountId,
        url,
        description: body.description,
        events: body.events,
        active: body.active,
        secretCipher: encryptSecret(settings.secretsKey, secret),
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType,
      targetId: created!.id,
      targetLabel: url,
      details: { events: body.events.join(', ') },
    });
    return created!;
  });
  return { subscription: toSubscription(row), secret, message: webhookMessages.created };
}

export async function updateSubscription(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof webhookSubscriptionUpdateBody>,
  settings: WebhookSettings,
): Promise<WebhookSubscription> {
  const url = checkedUrl(body.url, settings);
  const row = await db.transaction(async (tx) => {
    const current = await findSubscription(tx, actor.accountId, id, true);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const [saved] = await tx
      .update(webhookSubscriptions)
      .set({
        url,
        description: body.description,
        events: body.events,
        active: body.active,
        // Turned on again by a person: the system's reason no longer holds.
        ...(body.active ? { disabledReason: null, disabledAt: null } : {}),
        modifiedAt: new Date(),
        version: current.version + 1,
      })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType,
      targetId: id,
      targetLabel: url,
      details: {
        changes: {
          ...(current.url !== url ? { url: { before: current.url, after: url } } : {}),
          ...(current.active !== body.active
            ? { active: { before: current.active, after: body.active } }
            : {}),
          ...(current.events.join(',') !== body.events.join(',')
            ? { events: { before: current.events.join(', '), after: body.events.join(', ') } }
            : {}),
        },
      },
    });
    return saved!;
  });
  return toSubscription(row);
}

export async function deleteSubscription(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findSubscription(tx, actor.accountId, id, true);
    await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType,
      targetId: id,
      targetLabel: current.url,
    });
  });
}

/** A new secret replaces the old one at once (receivers switch to it); shown this once. */
export async function rotateSecret(
  db: Db,
  actor: Actor,
  id: string,
  settings: WebhookSettings,
): Promise<{ subscription: WebhookSubscription; secret: string; message: string }> {
  const secret = newSigningSecret();
  const row = await db.transaction(async (tx) => {
    const current = await findSubscription(tx, actor.accountId, id, true);
    const [saved] = await tx
      .update(webhookSubscriptions)
      .set({
        secretCipher: encryptSecret(settings.secretsKey, secret),
        modifiedAt: new Date(),
        version: current.version + 1,
      })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType,
      targetId: id,
      targetLabel: current.url,
      details: { note: 'Wygenerowano nowy sekret podpisu' },
    });
    return saved!;
  });
  return { subscription: toSubscription(row), secret, message: webhookMessages.rotated };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    response: row.response,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

const sorts = { created: true } as const;
const createdKey: SortKey = {
  column: sql`${webhookDeliveries.createdAt}`,
  cast: 'timestamptz',
  unique: false,
};

/** The delivery log of one subscription, newest first, paged by keyset on the server. */
export async function listDeliveries(
  db: Db,
  accountId: string,
  subscriptionId: string,
  query: z.output<typeof webhookDeliveryQuery>,
): Promise<WebhookDeliveryPage> {
  await findSubscription(db, accountId, subscriptionId);
  const scope = and(
    eq(webhookDeliveries.accountId, accountId),
    eq(webhookDeliveries.subscriptionId, subscriptionId),
  )!;
  const id = sql`${webhookDeliveries.id}`;
  const keyed = (rows: DeliveryRow[]) =>
    rows.map((row) => ({ ...row, sort_key: row.createdAt.toISOString(), id: row.id }));
  const read = async (
    ascending: boolean,
    extra: ReturnType<typeof sql> | undefined,
    skip: number,
    take: number,
  ) =>
    db
      .select()
      .from(webhookDeliveries)
      .where(extra ? and(scope, extra) : scope)
      .orderBy(orderByKey(createdKey, id, ascending))
      .offset(skip)
      .limit(take);
  const exact = async () => (await db.select({ n: count() }).from(webhookDeliveries).where(scope))[0]?.n ?? 0;
  const { records, ...page } = await listPage({
    sort: 'created' as const,
    direction: 'desc',
    page: query.page,
    limit: query.limit,
    cursor: query.cursor
      ? decodeCursor(query.cursor, sorts, () => validationFailed({ cursor: 'Nieprawidłowy kursor strony' }))
      : undefined,
    byCursor: async (cursor) => {
      const ascending = scansAscending('desc', cursor.towards);
      const rows = await read(ascending, afterCursor(createdKey, id, cursor, ascending), 0, query.limit + 1);
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      return { rows: keyed(ascending ? page.reverse() : page), more };
    },
    byPosition: async (offset, total, limit) => {
      if (!Number.isFinite(total)) return keyed(await read(false, undefined, offset, limit));
      const window = positionWindow(offset, total, limit, false);
      const rows = await read(window.scanAscending, undefined, window.skip, window.take);
      return keyed(window.fromEnd ? rows.reverse() : rows);
    },
    count: {
      known: exact,
      exact,
      lowerBound: (seen) => seen,
      lastTravelledPageCounts: true,
      offsetReach: 0,
      firstPageBeforeCount: false,
    },
  });
  return { data: records.map(toDelivery), ...page };
}

/** Puts a delivery back in line now, with a fresh retry window ("Wyślij ponownie"). */
export async function resendDelivery(db: Db, actor: Actor, subscriptionId: string, deliveryId: string) {
  await db.transaction(async (tx) => {
    const subscription = await findSubscription(tx, actor.accountId, subscriptionId);
    const updated = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), windowStartsAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.accountId, actor.accountId),
          eq(webhookDeliveries.subscriptionId, subscriptionId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      )
      .returning({ eventType: webhookDeliveries.eventType });
    if (updated.length === 0) throw notFound(webhookMessages.deliveryNotFound);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType,
      targetId: subscriptionId,
      targetLabel: subscription.url,
      details: { note: `Ponowiono dostarczenie zdarzenia ${updated[0]!.eventType}` },
    });
  });
  return { message: webhookMessages.resent };
}

/** Queues a `webhook.test` event to this subscription only. */
export async function sendTestEvent(db: Db, actor: Actor, subscriptionId: string) {
  await db.transaction(async (tx) => {
    const subscription = await findSubscription(tx, actor.accountId, subscriptionId);
    if (!subscription.active)
      throw validationFailed({ active: webhookMessages.inactive }, webhookMessages.inactive);
    const eventId = uuidV7();
    const payload = envelope(webhookTestEvent, new Date(), {
      subscriptionId,
      message: 'Zdarzenie testowe z Zaplecza',
      version: 1,
    });
    await tx.insert(webhookDeliveries).values({
      accountId: actor.accountId,
      subscriptionId,
      eventId,
      eventSeq: 0,
      eventType: webhookTestEvent,
      resourceKey: `${webhookTestEvent}:${randomUUID()}`,
      payload,
      nextAttemptAt: new Date(),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType,
      targetId: subscriptionId,
      targetLabel: subscription.url,
      details: { note: 'Wysłano zdarzenie testowe' },
    });
  });
  return { message: webhookMessages.testQueued };
}
