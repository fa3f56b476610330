import { z } from 'zod';
import {
  fieldErrorPolicy,
  fieldMapping,
  importFormats,
  importMessages,
  importModes,
  logStatuses,
  missingEntries,
  missingEntryDictionaries,
  productIdentifiers,
  scheduleIntervals,
  scheduleUnits,
  sourceOptions,
} from './product-import';

/** Request and response bodies of /api/product-import (spec 002 §3, §7). */

export const importTaskView = z
  .object({
    taskId: z.uuid(),
    fileName: z.string(),
    format: z.enum(importFormats),
    stage: z.string(),
    status: z.enum(logStatuses).nullable(),
    message: z.string().nullable(),
    header: z.array(z.string()),
    preview: z.array(z.array(z.string())),
    autoMapping: z.record(z.string(), z.string()),
    /** The platform export the header was recognised as ('Shopify'), whose profile made autoMapping; null = generic. */
    profile: z.object({ id: z.string(), name: z.string() }).nullable(),
    totalRows: z.number().int(),
    processedRows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    rowsPerSecond: z.number().nullable(),
    sourceOptions,
    /** What was read: the detected encoding and separator (CSV), the sheets (XLSX), the record paths (XML). */
    sourceInfo: z.object({
      encoding: z.enum(['utf8', 'win1250']).optional(),
      delimiter: z.enum([';', ',', '\t']).optional(),
      /** CSV read as UTF-8: broken byte sequences replaced by U+FFFD (each cell reported as a warning). */
      invalidUtf8: z.number().int().optional(),
      /** CSV: the first line with letters beyond ASCII as decoded, to check the encoding at a glance. */
      sample: z.string().optional(),
      sheets: z.array(z.string()).optional(),
      sheet: z.string().optional(),
      recordPaths: z.array(z.string()).optional(),
      recordPath: z.string().optional(),
    }),
  })
  .meta({ id: 'ImportTask' });
export type ImportTaskView = z.infer<typeof importTaskView>;

export const importUrlBody = z.object({
  url: z
    .string({ error: importMessages.urlRequired })
    .trim()
    .min(1, importMessages.urlRequired)
    .max(2048, importMessages.urlTooLong(2048)),
  format: z.enum(importFormats).default('CSV'),
  sourceOptions: sourceOptions.default({ encoding: 'auto', delimiter: 'auto' }),
});
/** Upload's query: the format and how to read the file. */
export const importUploadQuery = sourceOptions.extend({ format: z.enum(importFormats).default('CSV') });

export const confirmMappingBody = z.object({
  mapping: fieldMapping.refine((mapping) => Object.keys(mapping).length > 0, importMessages.mappingRequired),
  importMode: z.enum(importModes).default('AddAndUpdate'),
  productIdentifier: z.enum(productIdentifiers).default('Sku'),
  /** Sent again with the dry run so the run reads the file as the preview did. */
  sourceOptions: sourceOptions.optional(),
  /**
   * Names missing from a dictionary: created or the row refused. None sent = the recognised
   * platform's choice (its export names real categories: created), else the defaults.
   */
  missingEntries: missingEntries.optional(),
  /** An invalid optional field: the row imported without it (a warning) or refused. */
  fieldErrorPolicy,
});

const rowProblem = z.object({
  line: z.number().int(),
  field: z.string(),
  reason: z.string(),
  value: z.string(),
});

export const dryRunView = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    total: z.number().int(),
    diffs: z.array(z.object({ line: z.number().int(), key: z.string(), changes: z.array(z.string()) })),
    rejectedRows: z.array(rowProblem),
    /** Rows imported with a field left out or a value repaired (EAN '…842.0'), or cells with bad bytes. */
    warnings: z.number().int(),
    warningRows: z.array(rowProblem),
    /** Dictionary entries the import would create by name ('utworzy 3 nowe marki: A, B, C'). */
    newEntries: z.array(
      z.object({
        dictionary: z.string(),
        count: z.number().int(),
        text: z.string(),
        names: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'ImportDryRun' });
export type DryRunView = z.infer<typeof dryRunView>;

export const templateBody = z.object({
  name: z
    .string({ error: importMessages.templateNameRequired })
    .trim()
    .min(1, importMessages.templateNameRequired)
    .max(200),
  format: z.enum(importFormats).default('CSV'),
  importMode: z.enum(importModes).default('AddAndUpdate'),
  productIdentifier: z.enum(productIdentifiers).default('Sku'),
  mappingContext: z.literal('Product').default('Product'),
  fieldMapping: fieldMapping.refine(
    (mapping) => Object.keys(mapping).length > 0,
    importMessages.templateMappingRequired,
  ),
  /** How the files this template is for are read; applying the template applies them too. */
  sourceOptions: sourceOptions.default({ encoding: 'auto', delimiter: 'auto' }),
  /** Names missing from a dictionary: created or the row refused. */
  missingEntries: missingEntries.default({
    producers: 'create',
    brands: 'create',
    suppliers: 'create',
    categories: 'reject',
  }),
  /** An invalid optional field: the row imported without it (a warning) or refused. */
  fieldErrorPolicy,
});
export const templateView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    format: z.enum(importFormats),
    importMode: z.enum(importModes),
    productIdentifier: z.enum(productIdentifiers),
    mappingContext: z.string(),
    fieldMapping: z.record(z.string(), z.string()),
    sourceOptions,
    missingEntries,
    fieldErrorPolicy,
    integrationId: z.uuid(),
    created: z.string(),
  })
  .meta({ id: 'ImportTemplate' });
export type TemplateView = z.infer<typeof templateView>;

export const scheduleBody = z
  .object({
    templateId: z.uuid({ error: importMessages.scheduleTemplateRequired }),
    name: z
      .string({ error: importMessages.scheduleNameRequired })
      .trim()
      .min(1, importMessages.scheduleNameRequired)
      .max(200),
    description: z.string().trim().max(500).nullable().default(null),
    url: z
      .string({ error: importMessages.scheduleUrlRequired })
      .trim()
      .min(1, importMessages.scheduleUrlRequired)
      .max(2048, importMessages.urlTooLong(2048)),
    intervalUnit: z.enum(scheduleUnits).default('Days'),
    intervalValue: z.number().int().default(1),
    startTime: z.iso.datetime({ offset: true }),
    isActive: z.boolean().default(true),
    /** The reading choices of the wizard when the schedule was made; none = the template's. */
    sourceOptions: sourceOptions.optional(),
    /** The template's missing-entries choice at that moment when none is sent; kept with the schedule. */
    missingEntries: missingEntries.optional(),
  })
  .refine((body) => scheduleIntervals[body.intervalUnit].includes(body.intervalValue), {
    message: importMessages.scheduleInterval,
    path: ['intervalValue'],
  });
export const scheduleView = z
  .object({
    id: z.uuid(),
    templateId: z.uuid(),
    templateName: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    url: z.string(),
    type: z.literal('import'),
    intervalUnit: z.enum(scheduleUnits),
    intervalValue: z.number().int(),
    startTime: z.string(),
    isActive: z.boolean(),
    nextRunAt: z.string().nullable(),
    lastRunAt: z.string().nullable(),
    sourceOptions,
    missingEntries,
    created: z.string(),
  })
  .meta({ id: 'ImportSchedule' });
export type ScheduleView = z.infer<typeof scheduleView>;
export const scheduleListQuery = z.object({
  type: z.enum(['import', 'export']).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});

export const logListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(logStatuses).optional(),
});
export const logEntryView = z
  .object({
    id: z.uuid(),
    created: z.string(),
    importType: z.enum(['import', 'export']),
    status: z.enum(logStatuses),
    message: z.string(),
    fileName: z.string(),
    createdCount: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    /** Warnings of the run (fields left out, values repaired); 0 for exports. */
    warnings: z.number().int(),
    processedRows: z.number().int(),
    totalRows: z.number().int(),
    /** Whether the run can be rolled back now (finished, changed something, no newer run in the way). */
    canRollback: z.boolean(),
    /** Newer runs, not rolled back, that changed the same products: to be rolled back first (oldest first). */
    rollbackBlockedBy: z.array(z.object({ id: z.uuid(), fileName: z.string(), created: z.string() })),
    userName: z.string().nullable(),
    /** An export's file while it exists; null for imports and expired files. */
    downloadUrl: z.string().nullable(),
    fileExpired: z.boolean(),
  })
  .meta({ id: 'ImportLogEntry' });
export type LogEntryView = z.infer<typeof logEntryView>;
export const logListResponse = z.object({
  items: z.array(logEntryView),
  count: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export const logDetailsView = z.object({
  entry: logEntryView,
  changes: z.array(
    z.object({
      productId: z.uuid(),
      line: z.number().int(),
      created: z.boolean(),
      changes: z.array(z.string()),
    }),
  ),
  rejectedRows: z.array(rowProblem),
  warningRows: z.array(rowProblem),
});
export type LogDetailsView = z.infer<typeof logDetailsView>;
const rolledBackEntry = z.object({
  dictionary: z.enum(missingEntryDictionaries),
  id: z.uuid(),
  name: z.string(),
});
export const rollbackView = z.object({
  restored: z.number().int(),
  deleted: z.number().int(),
  skipped: z.array(z.object({ productId: z.uuid(), sku: z.string(), line: z.number().int() })),
  /** Dictionary entries the import created: removed, or kept because something still uses them (or they were edited since). */
  entries: z.object({ removed: z.array(rolledBackEntry), kept: z.array(rolledBackEntry) }),
});
export type RollbackView = z.infer<typeof rollbackView>;
