import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { auditColumns } from './columns';

/** The company's invoice data, one row per account (spec 000 §3 invoiceData), edited in settings. */
export const accountInvoiceData = pgTable('account_invoice_data', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyName: text().notNull(),
  vatId: text().notNull(),
  street: text().notNull(),
  buildingNumber: text().notNull(),
  flatNumber: text().notNull().default(''),
  zipCode: text().notNull(),
  city: text().notNull(),
  country: text().notNull().default('PL'),
  region: text().notNull().default(''),
  email: text().notNull(),
  phonePrefix: text().notNull(),
  phoneNumber: text().notNull(),
  ...auditColumns,
});
