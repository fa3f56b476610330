import { z } from 'zod';
import { valuelessOperators, type FilterOperator } from './fields';

/**
 * The tree of a conditional filter (spec 001 §2.5, §4): condition groups joined by AND/OR, the
 * same for every domain. `check-filter.ts` holds its rules over a domain's field catalogue.
 */

export const filterLimits = { maxDepth: 5, maxConditions: 50, maxValueLength: 200 } as const;

export const filterTreeMessages = {
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

/** The tree's shape only; `checkFilter` adds the rules (fields, operators, values, bounds). */
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

export function emptyFilterGroup(): FilterGroup {
  return { operator: 'AND', conditions: [], groups: [] };
}
