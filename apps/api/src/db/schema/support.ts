import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';
import { mailOutbox } from './mail';

/** Captcha answers of the support form: hashed, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: primaryId(),
  answerHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const supportTickets = pgTable('support_tickets', {
  id: primaryId(),
  email: text().notNull(),
  topic: text({ enum: ['technical', 'account', 'billing', 'other'] }).notNull(),
  message: text().notNull(),
  ip: text(),
  mailId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
