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
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FieldErrorPolicy,
  FieldMapping,
  ImportFormat,
  ImportMode,
  LogStatus,
  MissingEntries,
  MissingEntryDictionary,
  ProductIdentifier,
  ScheduleUnit,
  SourceOptions,
} from '@zaplecze/contract/product-import';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A saved mapping of 002 §3 'Import template'. */
export const importTemplates = pgTable(
  'import_templates',
  {
    id: primaryId(),
    accountId: accountId(),
    name: text().notNull(),
    format: text().$type<ImportFormat>().notNull().default('CSV'),
    importMode: text().$type<ImportMode>().notNull(),
    productIdentifier: text().$type<ProductIdentifier>().notNull(),
    mappingContext: text().notNull().default('Product'),
    fieldMapping: jsonb().$type<FieldMapping>().notNull(),
    /** How its files are read (encoding, separator, sheet, record path). */
    sourceOptions: jsonb().$type<SourceOptions>().notNull().default({ encoding: 'auto', delimiter: 'auto' }),
    /** Names missing from a dictionary: created or the row refused. */
    missingEntries: jsonb()
      .$type<MissingEntries>()
      .notNull()
      .default({ producers: 'create', brands: 'create', suppliers: 'create', categories: 'reject' }),
    /** An invalid optional field: the row imported without it (a warning) or refused. */
    fieldErrorPolicy: text().$type<FieldErrorPolicy>().notNull().default('skipField'),
    ...auditColumns,
  },
  (table) => [index('import_templates_account_idx').on(table.accountId, table.name)],
);

/** A recurring import from a URL with a template (002 §3 'Import schedule'); due ones are claimed by a tick. */
export const importSchedules = pgTable(
  'import_schedules',
  {
    id: primaryId(),
    accountId: accountId(),
    userId: uuid(),
    templateId: uuid()
      .notNull()
      .references(() => importTemplates.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    url: text().notNull(),
    intervalUnit: text().$type<ScheduleUnit>().notNull(),
    intervalValue: integer().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
    nextRunAt: timestamp({ withTimezone: true }).notNull(),
    lastRunAt: timestamp({ withTimezone: true }),
    /** The reading choices every run of this schedule uses (fixed when it was made). */
    sourceOptions: jsonb().$type<SourceOptions>().notNull().default({ encoding: 'auto', delimiter: 'auto' }),
    /** Its runs' missing-entries choice (fixed when it was made, like the reading choices). */
    missingEntries: jsonb()
      .$type<MissingEntries>()
      .notNull()
      .default({ producers: 'create', brands: 'create', suppliers: 'create', categories: 'reject' }),
    ...auditColumns,
  },
  (table) => [
    index('import_schedules_account_idx').on(table.accountId, table.createdAt),
    index('import_schedules_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.isActive}`),
  ],
);

export type ImportRunStage =
  'mapping' | 'confirmed' | 'queued' | 'running' | 'cancelled' | 'completed' | 'failed' | 'rolledBack';

/**
 * One import: the uploaded or fetched file, its mapping, the dry run, progress and outcome. It is
 * also the log entry of 002 §3 ('Import/export log entry').
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: primaryId(),
    accountId: accountId(),
    userId: uuid(),
    scheduleId: uuid().references(() => importSchedules.id, { onDelete: 'set null' }),
    source: text().$type<'upload' | 'url' | 'schedule'>().notNull(),
    fileName: text().notNull(),
    url: text(),
    format: text().$type<ImportFormat>().notNull(),
    filePath: text().notNull(),
    header: jsonb().$type<string[]>().notNull(),
    /** How the file is read (encoding, separator, sheet, record path), chosen in the wizard. */
    sourceOptions: jsonb().$type<SourceOptions>().notNull().default({ encoding: 'auto', delimiter: 'auto' }),
    stage: text().$type<ImportRunStage>().notNull().default('mapping'),
    status: text().$type<LogStatus>(),
    message: text(),
    mapping: jsonb().$type<FieldMapping>(),
    importMode: text().$type<ImportMode>(),
    productIdentifier: text().$type<ProductIdentifier>(),
    /** Names missing from a dictionary: created or the row refused. */
    missingEntries: jsonb()
      .$type<MissingEntries>()
      .notNull()
      .default({ producers: 'create', brands: 'create', suppliers: 'create', categories: 'reject' }),
    /** An invalid optional field: the row imported without it (a warning) or refused. */
    fieldErrorPolicy: text().$type<FieldErrorPolicy>().notNull().default('skipField'),
    /** The dictionary entries the final import created (ids per dictionary), for the rollback. */
    createdEntries: jsonb().$type<Partial<Record<MissingEntryDictionary, string[]>>>().notNull().default({}),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    /** Rows imported with a warning (a field left out, a value repaired, bad bytes replaced). */
    warnings: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (table) => [
    index('import_runs_account_created_idx').on(table.accountId, table.createdAt, table.id),
    // The Pulpit and the plan limit (issue #16): imports under way, failed lately, started today.
    index('import_runs_active_idx')
      .on(table.accountId, table.createdAt)
      .where(sql`${table.stage} in ('queued', 'running')`),
    index('import_runs_failed_idx')
      .on(table.accountId, table.finishedAt)
      .where(sql`${table.status} = 'Error'`),
    index('import_runs_started_idx')
      .on(table.accountId, table.startedAt)
      .where(sql`${table.startedAt} is not null`),
  ],
);

/** A row the run refused, with why (the dry run, the log and the rejected-rows CSV). */
export const importRejectedRows = pgTable(
  'import_rejected_rows',
  {
    runId: uuid()
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    field: text().notNull(),
    reason: text().notNull(),
    value: text(),
    /** 'error': the row was refused; 'warning': the row went in (without the field, or repaired). */
    severity: text().$type<'error' | 'warning'>().notNull().default('error'),
  },
  (table) => [index('import_rejected_rows_run_idx').on(table.runId, table.line)],
);

/**
 * What a run did to one product: created, or updated with the previous values of the fields it
 * changed. Serves the log's diff and the rollback; `versionAfter` tells whether the product was
 * edited since (then the rollback leaves it alone and lists it).
 */
export const importChanges = pgTable(
  'import_changes',
  {
    runId: uuid()
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    accountId: accountId(),
    line: integer().notNull(),
    created: boolean().notNull(),
    previous: jsonb().$type<Record<string, unknown>>().notNull(),
    next: jsonb().$type<Record<string, unknown>>().notNull(),
    versionAfter: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.productId] }),
    // Every record of some products across runs: the rollback's chains, the log's "newer run in the way".
    index('import_changes_product_idx').on(table.productId, table.runId),
  ],
);
