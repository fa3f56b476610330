import { z } from 'zod';
import { importMessages, scheduleIntervals, scheduleUnits } from '../product-import/product-import';
import {
  orderImportCounts,
  orderImportFields,
  orderImportFormats,
  orderImportIdentifiers,
  orderImportModes,
  orderImportStatuses,
} from './order-import';

/**
 * Saved mappings and URL schedules of the orders import (issue 25, item 5). A template keeps the
 * mapping by column header, so a file with its columns in another order still maps the same way.
 */

export const orderImportTemplateMessages = {
  notFound: 'Nie znaleziono szablonu importu zamówień.',
  nameRequired: 'Podaj nazwę szablonu',
  nameTaken: 'Szablon o tej nazwie już istnieje',
  columnsRequired: 'Szablon musi przypisywać co najmniej jedną kolumnę',
  scheduleNotFound: 'Nie znaleziono harmonogramu importu zamówień.',
  scheduleNameRequired: 'Podaj nazwę harmonogramu',
  templateRequired: 'Wybierz szablon importu',
  urlRequired: 'Proszę podać URL pliku',
  applied: (name: string) => `Zastosowano szablon „${name}”`,
} as const;

export const orderImportTemplateColumn = z.object({
  column: z.string().trim().min(1).max(200),
  field: z.enum(orderImportFields),
});
export type OrderImportTemplateColumn = z.infer<typeof orderImportTemplateColumn>;

const templateName = z
  .string({ error: orderImportTemplateMessages.nameRequired })
  .trim()
  .min(1, orderImportTemplateMessages.nameRequired)
  .max(200, 'Nazwa szablonu jest za długa (najwyżej 200 znaków)');

export const orderImportTemplateBody = z.object({
  name: templateName,
  format: z.enum(orderImportFormats).default('CSV'),
  identifier: z.enum(orderImportIdentifiers),
  mode: z.enum(orderImportModes),
  columns: z.array(orderImportTemplateColumn).min(1, orderImportTemplateMessages.columnsRequired).max(500),
});
export type OrderImportTemplateBody = z.input<typeof orderImportTemplateBody>;
/** Renaming only (the mapping is saved again under a name through POST). */
export const orderImportTemplateRename = z.object({ name: templateName });

export const orderImportTemplate = orderImportTemplateBody
  .extend({ id: z.uuid(), createdAt: z.iso.datetime() })
  .meta({ id: 'OrderImportTemplate' });
export type OrderImportTemplate = z.infer<typeof orderImportTemplate>;
export const orderImportTemplateList = z.object({ data: z.array(orderImportTemplate) });

export const orderImportScheduleBody = z
  .object({
    templateId: z.uuid({ error: orderImportTemplateMessages.templateRequired }),
    name: z
      .string({ error: orderImportTemplateMessages.scheduleNameRequired })
      .trim()
      .min(1, orderImportTemplateMessages.scheduleNameRequired)
      .max(200),
    url: z
      .string({ error: orderImportTemplateMessages.urlRequired })
      .trim()
      .min(1, orderImportTemplateMessages.urlRequired)
      .max(2000, 'Adres URL jest za długi (najwyżej 2000 znaków)'),
    intervalUnit: z.enum(scheduleUnits).default('Days'),
    intervalValue: z.number().int().default(1),
    startTime: z.iso.datetime({ offset: true }),
    isActive: z.boolean().default(true),
  })
  .refine((body) => scheduleIntervals[body.intervalUnit].includes(body.intervalValue), {
    message: importMessages.scheduleInterval,
    path: ['intervalValue'],
  });
export type OrderImportScheduleBody = z.input<typeof orderImportScheduleBody>;

export const orderImportSchedule = z
  .object({
    id: z.uuid(),
    templateId: z.uuid(),
    templateName: z.string(),
    name: z.string(),
    url: z.string(),
    intervalUnit: z.enum(scheduleUnits),
    intervalValue: z.number().int(),
    startTime: z.iso.datetime(),
    isActive: z.boolean(),
    /** Null while paused. */
    nextRunAt: z.iso.datetime().nullable(),
    lastRunAt: z.iso.datetime().nullable(),
    /** The last run's state and counts; `lastError` when the file could not be read at all. */
    lastRun: z
      .object({ id: z.uuid(), status: z.enum(orderImportStatuses), counts: orderImportCounts })
      .nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'OrderImportSchedule' });
export type OrderImportSchedule = z.infer<typeof orderImportSchedule>;
export const orderImportScheduleList = z.object({ data: z.array(orderImportSchedule) });
export const orderImportScheduleState = z.object({ isActive: z.boolean() });
export const orderImportRecordParams = z.object({ id: z.uuid('Nieprawidłowy identyfikator') });

/** The run's mapping as template columns (the mapped columns by their header). */
export function templateColumns(
  header: readonly string[],
  mapping: readonly (OrderImportTemplateColumn['field'] | null)[],
): OrderImportTemplateColumn[] {
  return header.flatMap((column, index) => {
    const field = mapping[index];
    return field && column.trim() ? [{ column: column.trim(), field }] : [];
  });
}

/** A template over a file's header: each column its saved field, by header (case and spaces aside). */
export function mappingFromTemplate(
  header: readonly string[],
  columns: readonly OrderImportTemplateColumn[],
): (OrderImportTemplateColumn['field'] | null)[] {
  const key = (text: string) => text.trim().toLowerCase();
  const byColumn = new Map(columns.map((entry) => [key(entry.column), entry.field]));
  return header.map((column) => byColumn.get(key(column)) ?? null);
}
