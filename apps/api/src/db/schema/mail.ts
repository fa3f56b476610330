import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';

/** Every e-mail the system sends, kept as the outbox the `mail.send` job delivers from. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    delivery: text({ enum: ['smtp', 'outbox'] }),
    attempts: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt.desc())],
);
