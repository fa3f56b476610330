import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dpdBulkStates, type DpdBulkOptions, type DpdBulkResult } from '@zaplecze/contract/dpd/dpd-bulk';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { libraryFiles } from './files';
import { orders } from './orders';

/**
 * An account's DPD Polska connection (one per account): the web service login, the password
 * encrypted with SECRETS_KEY (lib/secret-box.ts), the FIDs, the environment and the sender address
 * printed on the labels.
 */
export const dpdConnections = pgTable(
  'dpd_connections',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    login: text().notNull(),
    /** AES-256-GCM (iv.tag.ciphertext, base64url); never answered. */
    passwordCipher: text().notNull(),
    fid: integer().notNull(),
    masterFid: integer().notNull(),
    environment: text({ enum: ['test', 'production'] }).notNull(),
    labelFormat: text({ enum: ['A4', 'LBL_PRINTER'] })
      .notNull()
      .default('A4'),
    senderName: text().notNull(),
    senderCompany: text(),
    senderAddress: text().notNull(),
    senderCity: text().notNull(),
    senderPostalCode: text().notNull(),
    senderPhone: text().notNull(),
    senderEmail: text(),
    active: boolean().notNull().default(true),
    lastCheckAt: timestamp({ withTimezone: true }),
    lastCheckOk: boolean(),
    lastCheckMessage: text(),
    ...auditColumns,
  },
  (table) => [uniqueIndex('dpd_connections_account_idx').on(table.accountId)],
);

/**
 * A package registered at DPD from an order: its waybills, the order's shipment that carries the
 * tracking number, the label kept in the files library and, once made, the handover protocol.
 */
export const dpdPackages = pgTable(
  'dpd_packages',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's shipment (orders module); no foreign key so either side can go first. */
    shipmentId: uuid(),
    packageId: bigint({ mode: 'number' }).notNull(),
    waybills: text().array().notNull(),
    environment: text({ enum: ['test', 'production'] }).notNull(),
    codAmountGrosze: bigint({ mode: 'number' }),
    labelFileId: uuid().references(() => libraryFiles.id, { onDelete: 'set null' }),
    protocolFileId: uuid().references(() => libraryFiles.id, { onDelete: 'set null' }),
    createdBy: uuid(),
    ...auditColumns,
  },
  (table) => [
    index('dpd_packages_account_order_idx').on(table.accountId, table.orderId),
    index('dpd_packages_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * "Utwórz przesyłki DPD" for selected orders, worked through by the 'dpd.bulk-shipments' job: the
 * orders in the order chosen, the dialog's options, each order's result as it is made, and the
 * labels of all created shipments in one library file.
 */
export const dpdBulkRuns = pgTable(
  'dpd_bulk_runs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    ip: text(),
    orderIds: uuid().array().notNull(),
    options: jsonb().$type<DpdBulkOptions>().notNull(),
    state: text({ enum: dpdBulkStates }).notNull().default('queued'),
    processed: integer().notNull().default(0),
    results: jsonb().$type<DpdBulkResult[]>().notNull().default([]),
    labelFileId: uuid().references(() => libraryFiles.id, { onDelete: 'set null' }),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('dpd_bulk_runs_account_idx').on(table.accountId, table.createdAt)],
);
