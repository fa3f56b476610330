import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { createAccount } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { purgeWebhookHistory, webhookRetentionJob, webhookRetentionJobName } from './retention';

describe('webhooks: the outbox and the delivery log keep 30 days', () => {
  const ctx = useTestApp();

  it('deletes dispatched events and finished deliveries older than 30 days, keeps the rest', async () => {
    const db = ctx.database.db;
    const admin = await createAccount(ctx);
    const now = new Date('2030-06-01T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const event = (name: string, createdAt: Date, dispatched: boolean) => ({
      id: randomUUID(),
      accountId: admin.accountId,
      type: 'order.updated',
      resourceType: 'order',
      resourceId: name,
      resourceVersion: 1,
      data: {},
      createdAt,
      dispatchedAt: dispatched ? createdAt : null,
    });
    // Inserted in time order, as the outbox is written.
    await db
      .insert(outboxEvents)
      .values([
        event('old-dispatched', daysAgo(31), true),
        event('old-pending', daysAgo(31), false),
        event('recent-dispatched', daysAgo(29), true),
      ]);
    const [subscription] = await db
      .insert(webhookSubscriptions)
      .values({
        accountId: admin.accountId,
        url: 'https://example.com/hook',
        events: ['order.updated'],
        secretCipher: 'x',
      })
      .returning();
    const delivery = (name: string, createdAt: Date, status: 'pending' | 'delivered' | 'failed') => ({
      accountId: admin.accountId,
      subscriptionId: subscription!.id,
      eventId: randomUUID(),
      eventSeq: 1,
      eventType: 'order.updated',
      resourceKey: `order:${name}`,
      payload: '{}',
      status,
      createdAt,
    });
    await db
      .insert(webhookDeliveries)
      .values([
        delivery('old-delivered', daysAgo(31), 'delivered'),
        delivery('old-failed', daysAgo(40), 'failed'),
        delivery('old-pending', daysAgo(31), 'pending'),
        delivery('recent-delivered', daysAgo(29), 'delivered'),
      ]);

    const job = webhookRetentionJob(db, ctx.app.log, () => now);
    expect(job.name).toBe(webhookRetentionJobName);
    expect(job.cron).toBeDefined();
    await job.handle({});

    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.accountId, admin.accountId));
    expect(events.map((row) => row.resourceId).sort()).toEqual(['old-pending', 'recent-dispatched']);
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscription!.id));
    expect(deliveries.map((row) => row.resourceKey).sort()).toEqual([
      'order:old-pending',
      'order:recent-delivered',
    ]);

    // In batches: two days later with one row per statement, the rest of the old rows go too.
    await db.insert(outboxEvents).values([event('b1', daysAgo(35), true), event('b2', daysAgo(34), true)]);
    const later = new Date(now.getTime() + 2 * 86_400_000);
    expect(await purgeWebhookHistory(db, later, 1)).toEqual({ events: 3, deliveries: 1 });
    const left = await db.select().from(outboxEvents).where(eq(outboxEvents.accountId, admin.accountId));
    expect(left.map((row) => row.resourceId)).toEqual(['old-pending']);
  });
});
