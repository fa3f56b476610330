import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  OrderImportCounts,
  OrderImportField,
  OrderImportFormat,
  OrderImportIdentifier,
  OrderImportMode,
  OrderImportOutcome,
  OrderImportProfileId,
  OrderImportStatus,
} from '@zaplecze/contract/orders/order-import';
import type { OrderImportTemplateColumn } from '@zaplecze/contract/orders/order-import-templates';
import type { ScheduleUnit } from '@zaplecze/contract/product-import/product-import';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * A run of the orders import: the file's header (its rows are staged in `order_import_rows`), the
 * mapping, the dry run's counts and its first outcomes, the final import's progress. Written by
 * the order-import module only; the orders themselves change through the orders module.
 */
export const orderImportRuns = pgTable(
  'order_import_runs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    ip: text(),
    status: text().$type<OrderImportStatus>().notNull().default('mapping'),
    fileName: text().notNull(),
    url: text(),
    format: text().$type<OrderImportFormat>().notNull(),
    profile: text().$type<OrderImportProfileId>(),
    identifier: text().$type<OrderImportIdentifier>().notNull().default('external'),
    mode: text().$type<OrderImportMode>().notNull().default('addAndUpdate'),
    header: jsonb().$type<string[]>().notNull(),
    mapping: jsonb().$type<(OrderImportField | null)[]>().notNull(),
    counts: jsonb()
      .$type<OrderImportCounts>()
      .notNull()
      .default({ created: 0, updated: 0, unchanged: 0, rejected: 0 }),
    preview: jsonb().$type<OrderImportOutcome[]>().notNull().default([]),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    rolledBackAt: timestamp({ withTimezone: true }),
    /** Orders the rollback left as they were because they had been edited since the run. */
    rollbackSkipped: integer().notNull().default(0),
  },
  (table) => [index('order_import_runs_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * An order a run created or updated; `before` is the update's before-image (null: created).
 * `versionAfter` is the order's version once the run wrote it — or, after the run was rolled back,
 * the version its rollback left — so an older run's rollback can tell an order edited since (by
 * hand, by anything but the runs it stands behind) and leave it alone. Null for records made before
 * the column: their orders are rolled back without the check.
 */
export const orderImportChanges = pgTable(
  'order_import_changes',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    runId: uuid()
      .notNull()
      .references(() => orderImportRuns.id, { onDelete: 'cascade' }),
    orderId: uuid().notNull(),
    action: text().$type<'create' | 'update'>().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    versionAfter: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_import_changes_run_idx').on(table.runId),
    // The rollback's check for newer runs joins a run's orders with every run's changes of them.
    index('order_import_changes_order_idx').on(table.accountId, table.orderId),
  ],
);

/**
 * The rows of a run's file as read, numbered from 0 in file order (bounded by the import's row
 * limit): the upload writes them in chunks, the dry run and the job read them batch by batch.
 */
export const orderImportRows = pgTable(
  'order_import_rows',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    runId: uuid()
      .notNull()
      .references(() => orderImportRuns.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    line: integer().notNull(),
    values: jsonb().$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.runId, table.seq] })],
);

/** Orders of a file the dry run (or the final import) refused, with the reason; the report lists them. */
export const orderImportRejectedRows = pgTable(
  'order_import_rejected_rows',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    runId: uuid()
      .notNull()
      .references(() => orderImportRuns.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    key: text().notNull(),
    reason: text().notNull(),
  },
  (table) => [index('order_import_rejected_rows_run_idx').on(table.runId, table.line)],
);

/** A saved mapping of the orders import: columns by their header, the identifier and the mode. */
export const orderImportTemplates = pgTable(
  'order_import_templates',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    format: text().$type<OrderImportFormat>().notNull().default('CSV'),
    identifier: text().$type<OrderImportIdentifier>().notNull(),
    mode: text().$type<OrderImportMode>().notNull(),
    columns: jsonb().$type<OrderImportTemplateColumn[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_import_templates_name_idx').on(table.accountId, table.name)],
);

/** A recurring orders import from a URL with a template; due ones are claimed by the schedules tick. */
export const orderImportSchedules = pgTable(
  'order_import_schedules',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    templateId: uuid()
      .notNull()
      .references(() => orderImportTemplates.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    intervalUnit: text().$type<ScheduleUnit>().notNull(),
    intervalValue: integer().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
    nextRunAt: timestamp({ withTimezone: true }).notNull(),
    lastRunAt: timestamp({ withTimezone: true }),
    /** The run the last tick made (its status and counts are the last result), or why none was made. */
    lastRunId: uuid(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_import_schedules_account_idx').on(table.accountId, table.createdAt),
    index('order_import_schedules_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.isActive}`),
  ],
);
