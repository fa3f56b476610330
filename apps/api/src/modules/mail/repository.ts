import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type MailRow = typeof mailOutbox.$inferSelect;

export interface NewMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertMail(db: Db, mail: NewMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markMailSent(db: Db, id: string, delivery: 'smtp' | 'outbox'): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      delivery,
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: null,
      sentAt: new Date(),
    })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: Db,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: final ? 'failed' : 'queued', attempts: sql`${mailOutbox.attempts} + 1`, error })
    .where(eq(mailOutbox.id, id));
}

export async function latestMails(db: Db, limit: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
