import { z } from 'zod';
import { filterLimits, type FilterCondition, type FilterGroup } from '../orders/orders-filter';
import {
  checkProductFilter,
  customFieldFilterField,
  customFieldFilterPrefix,
  productFilterMessages,
  type CustomFieldFilterSource,
} from './product-filter-fields';

/**
 * Custom fields in the products list's inline filter panel ('Pola własne'): one entry per field
 * key, with the part its type uses — text `contains`; number and date `from`/`to`; yes/no and
 * list `equals`. Sent as the JSON of the list's `custom` parameter and turned on the server into
 * `custom.<key>` conditions of the conditional filter, compiled by its one compiler.
 */
export const customInlineLimits = {
  fields: 20,
  value: filterLimits.maxValueLength,
  /** Characters of the JSON parameter: 20 fields × two values of 200 characters fit. */
  json: 10_000,
} as const;

export const customInlineMessages = {
  invalid: 'Filtr pól własnych ma nieprawidłowy format.',
  tooMany: `Można filtrować najwyżej po ${customInlineLimits.fields} polach własnych naraz.`,
  valueTooLong: `Wartość filtra pola własnego może mieć najwyżej ${customInlineLimits.value} znaków.`,
  wrongPart: (label: string) => `Pole „${label}” nie obsługuje tego rodzaju filtra.`,
} as const;

const part = z.string().max(customInlineLimits.value, customInlineMessages.valueTooLong).optional();
export const customInlineFilter = z.strictObject({ contains: part, equals: part, from: part, to: part });
export type CustomInlineFilter = z.infer<typeof customInlineFilter>;
export type CustomInlineFilters = Record<string, CustomInlineFilter>;

const keyPattern = /^[a-z][a-z0-9_]{0,39}$/;
export const customInlineFilters = z
  .record(z.string().regex(keyPattern, customInlineMessages.invalid), customInlineFilter)
  .refine((record) => Object.keys(record).length <= customInlineLimits.fields, customInlineMessages.tooMany);

/** The `custom` parameter as its entries, or the first problem (Polish) when it is not valid. */
export function parseCustomInlineParam(
  text: string,
): { ok: true; filters: CustomInlineFilters } | { ok: false; message: string } {
  if (text.length > customInlineLimits.json) return { ok: false, message: customInlineMessages.invalid };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: customInlineMessages.invalid };
  }
  const parsed = customInlineFilters.safeParse(raw);
  if (!parsed.success) {
    // Our limits say what is wrong; any other shape problem (a bad key, an unknown part) is the format.
    const issue = parsed.error.issues[0];
    const ours = issue?.code === 'custom' || issue?.code === 'too_big';
    return { ok: false, message: ours ? issue.message : customInlineMessages.invalid };
  }
  return { ok: true, filters: parsed.data };
}

/** Entries with at least one non-blank part, values trimmed; the rest dropped (what the URL and the API carry). */
export function cleanCustomInline(filters: CustomInlineFilters): CustomInlineFilters {
  const clean: CustomInlineFilters = {};
  for (const [key, entry] of Object.entries(filters)) {
    const kept: CustomInlineFilter = {};
    for (const name of ['contains', 'equals', 'from', 'to'] as const) {
      const value = entry[name]?.trim();
      if (value) kept[name] = value;
    }
    if (Object.keys(kept).length > 0) clean[key] = kept;
  }
  return clean;
}

/** The parts each type takes. */
export const customInlineParts: Record<
  CustomFieldFilterSource['type'],
  readonly (keyof CustomInlineFilter)[]
> = {
  text: ['contains'],
  number: ['from', 'to'],
  date: ['from', 'to'],
  boolean: ['equals'],
  select: ['equals'],
};

const shiftDay = (text: string, days: number): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(text)) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** One entry's conditions over `custom.<key>` (the builder's operators; a date range is after the day before / before the day after). */
function conditionsOf(field: CustomFieldFilterSource, entry: CustomInlineFilter): FilterCondition[] {
  const fieldId = `${customFieldFilterPrefix}${field.key}`;
  const of = (operator: string, value: string): FilterCondition => ({ fieldId, operator, value });
  const conditions: FilterCondition[] = [];
  if (entry.contains) conditions.push(of('contains', entry.contains));
  if (entry.equals) conditions.push(of('equals', entry.equals));
  if (field.type === 'number') {
    if (entry.from) conditions.push(of('greaterThanOrEqual', entry.from.replace(',', '.')));
    if (entry.to) conditions.push(of('lessThanOrEqual', entry.to.replace(',', '.')));
  } else if (field.type === 'date') {
    // An invalid date is passed on as it is, so the filter's check names it.
    if (entry.from) conditions.push(of('after', shiftDay(entry.from, -1) ?? entry.from));
    if (entry.to) conditions.push(of('before', shiftDay(entry.to, 1) ?? entry.to));
  }
  return conditions;
}

/**
 * The inline entries as one AND group of `custom.<key>` conditions, checked against the account's
 * fields: a key the account lacks (deleted, another account's), a part the type does not take or
 * a bad value is an issue on `custom.<key>`. Null group: nothing to filter.
 */
export function customInlineGroup(
  filters: CustomInlineFilters,
  fields: readonly CustomFieldFilterSource[],
): { group: FilterGroup | null; issues: { key: string; message: string }[] } {
  const issues: { key: string; message: string }[] = [];
  const conditions: FilterCondition[] = [];
  const keys: string[] = [];
  for (const [key, raw] of Object.entries(cleanCustomInline(filters))) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) {
      issues.push({ key, message: productFilterMessages.unknownCustomField(key) });
      continue;
    }
    const allowed = customInlineParts[field.type];
    if (Object.keys(raw).some((name) => !allowed.includes(name as keyof CustomInlineFilter))) {
      issues.push({ key, message: customInlineMessages.wrongPart(field.label) });
      continue;
    }
    for (const condition of conditionsOf(field, raw)) {
      conditions.push(condition);
      keys.push(key);
    }
  }
  if (issues.length > 0 || conditions.length === 0) return { group: null, issues };
  const group: FilterGroup = { operator: 'AND', conditions, groups: [] };
  for (const issue of checkProductFilter(group, fields.map(customFieldFilterField))) {
    const index = issue.path[0] === 'conditions' ? Number(issue.path[1]) : -1;
    issues.push({ key: keys[index] ?? '', message: issue.message });
  }
  return issues.length > 0 ? { group: null, issues } : { group, issues };
}
