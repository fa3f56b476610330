import { z } from 'zod';
import {
  findFilterField,
  operatorsByType,
  valuelessOperators,
  type FilterOperator,
  type OrderFilterField,
} from './orders-filter-fields';
import { hasForbiddenCharacters, textMessages } from './text';

/**
 * The conditional filter of the orders list (spec 001 §2.5, §3, §4, §5): a tree of condition
 * groups joined by AND/OR. The server compiles it into one parameterised SQL query; the builder
 * in the browser uses the same catalogue of fields and operators (orders-filter-fields.ts).
 */

// Re-exported, so code that works with filters finds the catalogue where it finds the filter.
export * from './orders-filter-fields';

export const filterLimits = { maxDepth: 5, maxConditions: 50, maxValueLength: 200 } as const;

export const filterMessages = {
  invalidJson: 'Filtr ma nieprawidłowy format (oczekiwano JSON).',
  unknownField: (id: string) => `Nieznane pole filtra: „${id}”.`,
  unknownOperator: (operator: string, field: string) =>
    `Nieznany operator „${operator}” dla pola „${field}”.`,
  tooDeep: `Filtr może mieć najwyżej ${filterLimits.maxDepth} poziomów zagnieżdżenia.`,
  tooMany: `Filtr może mieć najwyżej ${filterLimits.maxConditions} warunków.`,
  numberExpected: (field: string) => `Pole „${field}” wymaga wartości liczbowej.`,
  dateExpected: (field: string) => `Pole „${field}” wymaga daty w formacie RRRR-MM-DD.`,
  textExpected: (field: string) => `Pole „${field}” wymaga wartości tekstowej.`,
  valueTooLong: (field: string) =>
    `Wartość pola „${field}” może mieć najwyżej ${filterLimits.maxValueLength} znaków.`,
  optionExpected: (field: string) => `Pole „${field}” przyjmuje tylko wartości z listy.`,
  nameRequired: 'Nazwa filtra jest wymagana',
  nameTooLong: 'Nazwa filtra może mieć najwyżej 100 znaków',
  savedFilterNotFound: 'Nie znaleziono zapisanego filtra.',
  notOwner: 'Możesz usunąć tylko własny filtr.',
} as const;

/** A value as the builder sends it; numbers may arrive as numeric strings from inputs. */
export const filterValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const filterCondition = z
  .object({
    id: z.string().max(64).optional(),
    fieldId: z.string().max(64),
    operator: z.string().max(32),
    value: filterValue.optional(),
  })
  .meta({ id: 'OrderFilterCondition' });
export type FilterCondition = z.infer<typeof filterCondition>;

export interface FilterGroup {
  id?: string | undefined;
  operator: 'AND' | 'OR';
  conditions: FilterCondition[];
  groups: FilterGroup[];
}

/** The tree's shape only; `checkOrderFilter` adds the rules (fields, operators, values, bounds). */
export const filterGroupShape: z.ZodType<FilterGroup, FilterGroup> = z.lazy(() =>
  z.object({
    id: z.string().max(64).optional(),
    operator: z.enum(['AND', 'OR']).default('AND'),
    conditions: z.array(filterCondition).max(500).default([]),
    groups: z.array(filterGroupShape).max(500).default([]),
  }),
) as z.ZodType<FilterGroup, FilterGroup>;

export interface FilterIssue {
  path: (string | number)[];
  message: string;
}

/** True when a condition has the value its operator needs; incomplete conditions are skipped, not refused. */
export function isConditionComplete(condition: FilterCondition): boolean {
  if (valuelessOperators.includes(condition.operator as FilterOperator)) return true;
  const value = condition.value;
  return value !== undefined && value !== null && String(value).trim() !== '';
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

function checkValue(field: OrderFilterField, value: unknown): string | null {
  const text = String(value).trim();
  if (text.length > filterLimits.maxValueLength) return filterMessages.valueTooLong(field.label);
  if (hasForbiddenCharacters(text)) return textMessages.forbiddenCharacters;
  switch (field.type) {
    case 'number':
      return typeof value === 'boolean' || !Number.isFinite(Number(text))
        ? filterMessages.numberExpected(field.label)
        : null;
    case 'date':
      return datePattern.test(text) && isRealDate(text) ? null : filterMessages.dateExpected(field.label);
    case 'select':
      if (field.options && !field.options.some((option) => option.value === text)) {
        return filterMessages.optionExpected(field.label);
      }
      if (!field.options && !/^[0-9a-f-]{36}$/i.test(text)) return filterMessages.optionExpected(field.label);
      return null;
    default:
      return typeof value === 'string' || typeof value === 'number'
        ? null
        : filterMessages.textExpected(field.label);
  }
}

/** Every rule the server enforces on a filter tree, each issue with its path and Polish message. */
export function checkOrderFilter(root: FilterGroup): FilterIssue[] {
  const issues: FilterIssue[] = [];
  let conditions = 0;
  const visit = (group: FilterGroup, path: (string | number)[], depth: number) => {
    if (depth > filterLimits.maxDepth) {
      issues.push({ path, message: filterMessages.tooDeep });
      return;
    }
    group.conditions.forEach((condition, index) => {
      conditions += 1;
      const at = [...path, 'conditions', index];
      const field = findFilterField(condition.fieldId);
      if (!field)
        return void issues.push({
          path: [...at, 'fieldId'],
          message: filterMessages.unknownField(condition.fieldId),
        });
      if (!operatorsByType[field.type].includes(condition.operator as FilterOperator)) {
        issues.push({
          path: [...at, 'operator'],
          message: filterMessages.unknownOperator(condition.operator, field.label),
        });
        return;
      }
      if (
        !isConditionComplete(condition) ||
        valuelessOperators.includes(condition.operator as FilterOperator)
      )
        return;
      const problem = checkValue(field, condition.value);
      if (problem) issues.push({ path: [...at, 'value'], message: problem });
    });
    group.groups.forEach((child, index) => visit(child, [...path, 'groups', index], depth + 1));
  };
  visit(root, [], 1);
  if (conditions > filterLimits.maxConditions) issues.unshift({ path: [], message: filterMessages.tooMany });
  return issues;
}

/** The tree with its rules: use for bodies (saved filters) and after parsing the `filter` query parameter. */
export const orderFilterGroup = filterGroupShape
  .superRefine((root, context) => {
    for (const issue of checkOrderFilter(root)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .meta({ id: 'OrderFilterGroup' });

export function emptyFilterGroup(): FilterGroup {
  return { operator: 'AND', conditions: [], groups: [] };
}

/** Turns the `filter` query parameter (JSON of the root group) into a checked tree or the issues found. */
export function parseOrderFilterParam(
  text: string,
): { ok: true; filter: FilterGroup } | { ok: false; issues: FilterIssue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, issues: [{ path: [], message: filterMessages.invalidJson }] };
  }
  const parsed = orderFilterGroup.safeParse(raw);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path as (string | number)[],
      message: issue.code === 'custom' ? issue.message : filterMessages.invalidJson,
    })),
  };
}

/** The JSON the list sends as `filter`, or undefined for a tree without any complete condition. */
export function serializeOrderFilter(root: FilterGroup): string | undefined {
  const prune = (group: FilterGroup): FilterGroup | null => {
    const conditions = group.conditions.filter(isConditionComplete);
    const groups = group.groups.map(prune).filter((child): child is FilterGroup => child !== null);
    if (conditions.length === 0 && groups.length === 0) return null;
    return {
      operator: group.operator,
      conditions: conditions.map(({ fieldId, operator, value }) => ({ fieldId, operator, value })),
      groups,
    };
  };
  const pruned = prune(root);
  return pruned ? JSON.stringify(pruned) : undefined;
}

export const savedFilterResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    rootGroup: filterGroupShape,
    shared: z.boolean(),
    builtIn: z.boolean(),
    /** True when the caller created it, so the list may offer deletion. */
    mine: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderSavedFilter' });
export type SavedFilter = z.infer<typeof savedFilterResponse>;

export const savedFilterListResponse = z
  .object({ data: z.array(savedFilterResponse) })
  .meta({ id: 'OrderSavedFilterList' });
export type SavedFilterList = z.infer<typeof savedFilterListResponse>;

export const createSavedFilterBody = z.object({
  name: z
    .string({ error: filterMessages.nameRequired })
    .trim()
    .min(1, filterMessages.nameRequired)
    .max(100, filterMessages.nameTooLong),
  rootGroup: orderFilterGroup,
  shared: z.boolean().default(false),
});
export type CreateSavedFilterBody = z.input<typeof createSavedFilterBody>;

/** The two samples every account has (spec 001 §4). */
export const builtInSavedFilters: readonly { name: string; rootGroup: FilterGroup }[] = [
  {
    name: 'Zamówienia z Allegro powyżej 100 zł',
    rootGroup: {
      operator: 'AND',
      conditions: [
        { fieldId: 'source', operator: 'equals', value: 'allegro' },
        { fieldId: 'orderValue', operator: 'greaterThan', value: 100 },
      ],
      groups: [],
    },
  },
  {
    name: 'Zagraniczne zamówienia wysyłane kurierem',
    rootGroup: {
      operator: 'AND',
      conditions: [
        { fieldId: 'country', operator: 'notEquals', value: 'PL' },
        { fieldId: 'deliveryMethod', operator: 'equals', value: 'courier' },
      ],
      groups: [],
    },
  },
];
