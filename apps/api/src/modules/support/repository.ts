import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, supportTickets } from '../../db/schema/index';

export async function insertCaptcha(db: Db, captcha: { id: string; answerHash: string; expiresAt: Date }) {
  await db.insert(captchas).values(captcha);
}

export async function deleteExpiredCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
}

/** Removes and returns a captcha: whoever reads it, spends it. */
export async function takeCaptcha(db: Db, id: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return row;
}

export async function insertTicket(tx: Db, ticket: typeof supportTickets.$inferInsert): Promise<string> {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  return row!.id;
}

export async function setTicketMail(tx: Db, ticketId: string, mailId: string): Promise<void> {
  await tx.update(supportTickets).set({ mailId }).where(eq(supportTickets.id, ticketId));
}
