import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { roles, users, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { takeNewEvents } from '../events/service';
import { queueMail } from '../mail/service';
import { decryptSecret } from '../../lib/secret-box';
import { signPayload } from './secrets';
import { postWebhook, type SendResult } from './send';

/** Retries go on for this long after the first attempt (Stripe's window); then the subscription is turned off. */
export const retryWindowMs = 3 * 24 * 3600_000;
const backoffBaseMs = 30_000;
const backoffCapMs = 6 * 3600_000;
/** A claimed delivery is someone's for this long; a worker that dies leaves it to the next one after it. */
const leaseMs = 60_000;

/** What an attempt leaves for the account's event log: one record per POST. */
export interface WebhookAttemptRecord {
  accountId: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  url: string;
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  ok: boolean;
  error: string | null;
}

export interface DeliveryDeps {
  db: Db;
  secretsKey: Buffer;
  allowLoopback: boolean;
  now?: () => Date;
  /** [0, 1); the jitter of the backoff. */
  random?: () => number;
  send?: typeof postWebhook;
  /** Each attempt's record, for the event log (the integrator forwards it there). */
  onAttempt?: (record: WebhookAttemptRecord) => void | Promise<void>;
  /** Sends the mails queued for a disabled subscription (the mail module's delivery). */
  sendMails?: (mailIds: string[]) => Promise<void>;
  /** Deliveries posted at once. */
  concurrency?: number;
}

/**
 * Full-jitter exponential backoff: a random delay in [0, min(cap, base·2^(attempt−1))), at least
 * one second. `attempt` is the number of attempts made so far.
 */
export function backoffMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(1000, Math.floor(random() * ceiling));
}

/**
 * Fans new outbox events out to the matching active subscriptions, as delivery rows, in the
 * outbox's order. One dispatcher at a time (a transaction-level advisory lock): two could
 * otherwise commit a resource's later event before its earlier one.
 */
export async function dispatchOutbox(
  db: Db,
  limit = 2000,
  now = new Date(),
): Promise<{ events: number; deliveries: number }> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('webhooks.dispatch')) as locked`,
    );
    if (!lock?.locked) return { events: 0, deliveries: 0 };
    const events = await takeNewEvents(tx, limit);
    if (events.length === 0) return { events: 0, deliveries: 0 };
    const accountIds = [...new Set(events.map((event) => event.accountId))];
    const subscriptions = await tx
      .select({
        id: webhookSubscriptions.id,
        accountId: webhookSubscriptions.accountId,
        events: webhookSubscriptions.events,
      })
      .from(webhookSubscriptions)
      .where(and(inArray(webhookSubscriptions.accountId, accountIds), eq(webhookSubscriptions.active, true)));
    const rows = events.flatMap((event) => {
      const payload = envelope(event.type, event.createdAt, { ...event.data, version: event.version });
      return subscriptions
        .filter(
          (subscription) =>
            subscription.accountId === event.accountId && subscription.events.includes(event.type),
        )
        .map((subscription) => ({
          accountId: event.accountId,
          subscriptionId: subscription.id,
          eventId: event.id,
          eventSeq: event.seq,
          eventType: event.type,
          resourceKey: `${event.resourceType}:${event.resourceId}`,
          payload,
          nextAttemptAt: now,
        }));
    });
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(webhookDeliveries).values(rows.slice(start, start + 1000));
    return { events: events.length, deliveries: rows.length };
  });
}

/** The Standard Webhooks envelope, the exact bytes signed and sent. */
export function envelope(type: string, at: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

interface ClaimedDelivery {
  id: string;
  account_id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  attempts: number;
  window_starts_at: Date | string;
  url: string;
  secret_cipher: string;
}

/**
 * Takes the due deliveries that head their resource's line for their subscription (an older
 * pending event of the same resource goes first), leasing them so no other worker takes them.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  return rowsOf<ClaimedDelivery>(
    db,
    sql`with due as (
          select d.id from webhook_deliveries d
            join webhook_subscriptions s on s.id = d.subscription_id and s.active
           where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
             and not exists (
               select 1 from webhook_deliveries e
                where e.subscription_id = d.subscription_id and e.resource_key = d.resource_key
                  and e.status = 'pending' and e.event_seq < d.event_seq)
           order by d.next_attempt_at, d.event_seq
           limit ${limit}
           for update of d skip locked
        )
        update webhook_deliveries d
           set next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
          from due, webhook_subscriptions s
         where d.id = due.id and s.id = d.subscription_id
        returning d.id, d.account_id, d.subscription_id, d.event_id, d.event_type, d.payload, d.attempts,
                  d.window_starts_at, s.url, s.secret_cipher`,
  );
}

/** The Standard Webhooks headers of one attempt. */
export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPayload(secret, id, timestamp, body),
  };
}

/**
 * The one place an attempt's outcome is written: the delivery row (the delivery log), the next
 * retry or the end of the window (the subscription turned off, the owner told), and the
 * attempt's record for the event log.
 */
async function recordAttempt(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  result: SendResult,
  at: Date,
): Promise<string[]> {
  const attempt = delivery.attempts + 1;
  const windowOver = at.getTime() - new Date(delivery.window_starts_at).getTime() >= retryWindowMs;
  const next =
    result.ok || windowOver ? null : new Date(at.getTime() + backoffMs(attempt, deps.random ?? Math.random));
  const mails: string[] = [];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: result.ok ? 'delivered' : windowOver ? 'failed' : 'pending',
        attempts: attempt,
        lastAttemptAt: at,
        nextAttemptAt: next,
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        response: result.response,
        error: result.error,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!result.ok && windowOver) mails.push(...(await disableSubscription(tx, delivery, at)));
  });
  const record: WebhookAttemptRecord = {
    accountId: delivery.account_id,
    subscriptionId: delivery.subscription_id,
    eventId: delivery.event_id,
    eventType: delivery.event_type,
    url: delivery.url,
    attempt,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    ok: result.ok,
    error: result.error,
  };
  await deps.onAttempt?.(record);
  return mails;
}

export const disabledReason = 'Wyłączona automatycznie: dostarczenia nie powiodły się przez 3 dni';

/** Turns the subscription off (once) and queues the e-mail to the account's owner (its oldest active administrator). */
async function disableSubscription(tx: Db, delivery: ClaimedDelivery, at: Date): Promise<string[]> {
  const turnedOff = await tx
    .update(webhookSubscriptions)
    .set({
      active: false,
      disabledReason,
      disabledAt: at,
      modifiedAt: at,
      version: sql`${webhookSubscriptions.version} + 1`,
    })
    .where(and(eq(webhookSubscriptions.id, delivery.subscription_id), eq(webhookSubscriptions.active, true)))
    .returning({ id: webhookSubscriptions.id, url: webhookSubscriptions.url });
  if (turnedOff.length === 0) return [];
  await recordAudit(tx, {
    accountId: delivery.account_id,
    userId: null,
    userLabel: 'System',
    action: 'edit',
    targetType: 'webhook',
    targetId: delivery.subscription_id,
    targetLabel: delivery.url,
    details: { changes: { active: { before: true, after: false } }, note: disabledReason },
  });
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.accountId, delivery.account_id), eq(roles.isAdmin, true), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!owner) return [];
  const text = [
    'Dzień dobry,',
    '',
    `subskrypcja webhooka na adres ${delivery.url} została wyłączona, ponieważ dostarczenia nie powiodły się przez 3 dni.`,
    'Sprawdź, czy serwer odbiorcy działa, a potem włącz subskrypcję w Zapleczu (Integracje → Webhooki) i wyślij zaległe zdarzenia ponownie z dziennika dostarczeń.',
    '',
    'Zespół Zaplecza',
  ].join('\n');
  const html = text
    .split('\n')
    .map((line) => (line ? `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` : ''))
    .join('');
  return [await queueMail(tx, { to: owner.email, subject: 'Webhook został wyłączony', text, html })];
}

/**
 * Posts the due deliveries (a batch), each signed with its subscription's secret, and records
 * every attempt. Returns how many were attempted.
 */
export async function deliverDue(deps: DeliveryDeps, limit = 200): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const claimed = await claimDue(deps.db, now(), limit);
  const send = deps.send ?? postWebhook;
  const concurrency = deps.concurrency ?? 16;
  const mails: string[] = [];
  for (let start = 0; start < claimed.length; start += concurrency) {
    await Promise.all(
      claimed.slice(start, start + concurrency).map(async (delivery) => {
        const at = now();
        const secret = decryptSecret(deps.secretsKey, delivery.secret_cipher);
        const headers = webhookHeaders(secret, delivery.event_id, at, delivery.payload);
        const result = await send(delivery.url, headers, delivery.payload, {
          allowLoopback: deps.allowLoopback,
        });
        mails.push(...(await recordAttempt(deps, delivery, result, now())));
      }),
    );
  }
  if (mails.length > 0) await deps.sendMails?.(mails);
  return claimed.length;
}

/** One round: fan out new events, then post what is due. */
export async function pumpOnce(deps: DeliveryDeps): Promise<number> {
  const { events } = await dispatchOutbox(deps.db, 2000, (deps.now ?? (() => new Date()))());
  return events + (await deliverDue(deps));
}
