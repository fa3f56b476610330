import { and, or, sql, type SQL } from 'drizzle-orm';
import {
  isConditionComplete,
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
} from '@zaplecze/contract/orders/orders-filter';

/**
 * Compiles a checked conditional filter tree into one SQL condition. A domain (orders, products)
 * brings its field catalogue: one `FieldCompiler` per field id, built from the operators below.
 * Every value is a bound parameter; only fixed fragments of this file become SQL text. Text
 * operators are ILIKE patterns (trigram-indexed where pg_trgm exists); negative operators keep
 * rows where the column is empty; conditions on child rows are EXISTS subqueries whose negative
 * operators are NOT EXISTS of the positive one ("no line with this SKU").
 */

/** What a compiled condition may need besides its value: the tenant, for uncorrelated subqueries. */
export interface FilterContext {
  accountId: string;
}

export type FieldCompiler = (operator: FilterOperator, value: string, context: FilterContext) => SQL;

/** A domain's filterable fields by id; the tree was checked against the same ids before. */
export type FilterCatalogue = Record<string, FieldCompiler>;

const zone = 'Europe/Warsaw';

function likePattern(value: string, operator: FilterOperator): string {
  const escaped = value.replace(/[\\%_]/g, (char) => `\\${char}`);
  if (operator === 'contains' || operator === 'notContains') return `%${escaped}%`;
  if (operator === 'startsWith') return `${escaped}%`;
  if (operator === 'endsWith') return `%${escaped}`;
  return escaped;
}

const positiveOf: Partial<Record<FilterOperator, FilterOperator>> = {
  notEquals: 'equals',
  notContains: 'contains',
  isEmpty: 'isNotEmpty',
};

/** Identifiers compare whole values: 'equals' is a case-insensitive btree lookup on lower(column). */
export function identifier(column: SQL, operator: FilterOperator, value: string): SQL {
  if (operator === 'equals') return sql`lower(${column}) = lower(${value})`;
  if (operator === 'notEquals') return sql`(${column} is null or lower(${column}) <> lower(${value}))`;
  return text(column, operator, value);
}

/**
 * `caseless` false compares with LIKE instead of ILIKE, for values without letters (a phone's digits):
 * the same rows, without folding the case of every row read (a third less time per row, measured).
 */
export function text(column: SQL, operator: FilterOperator, value: string, caseless = true): SQL {
  const like = sql.raw(caseless ? 'ilike' : 'like');
  switch (operator) {
    case 'isEmpty':
      return sql`(${column} is null or ${column} = '')`;
    case 'isNotEmpty':
      return sql`${column} <> ''`;
    case 'notEquals':
    case 'notContains':
      return sql`(${column} is null or ${column} not ${like} ${likePattern(value, operator)})`;
    default:
      return sql`${column} ${like} ${likePattern(value, operator)}`;
  }
}

const comparison: Partial<Record<FilterOperator, string>> = {
  equals: '=',
  notEquals: '<>',
  greaterThan: '>',
  lessThan: '<',
  greaterThanOrEqual: '>=',
  lessThanOrEqual: '<=',
};

export function number(column: SQL, operator: FilterOperator, value: number): SQL {
  return sql`${column} ${sql.raw(comparison[operator]!)} ${String(value)}::numeric`;
}

/** Calendar days in Polish time: 'equals 2024-05-01' is that whole day in Warsaw. */
export function date(column: SQL, operator: FilterOperator, value: string): SQL {
  const start = sql`(${value}::date::timestamp at time zone ${sql.raw(`'${zone}'`)})`;
  const end = sql`((${value}::date + 1)::timestamp at time zone ${sql.raw(`'${zone}'`)})`;
  switch (operator) {
    case 'before':
      return sql`${column} < ${start}`;
    case 'after':
      return sql`${column} >= ${end}`;
    case 'notEquals':
      return sql`(${column} < ${start} or ${column} >= ${end} or ${column} is null)`;
    default:
      return sql`(${column} >= ${start} and ${column} < ${end})`;
  }
}

export function select(column: SQL, operator: FilterOperator, value: unknown): SQL {
  return operator === 'notEquals' ? sql`${column} is distinct from ${value}` : sql`${column} = ${value}`;
}

/** A local date (Europe/Warsaw) of a timestamp column, for day arithmetic. */
export const localDate = (column: SQL): SQL => sql`(${column} at time zone ${sql.raw(`'${zone}'`)})::date`;

export const textOn =
  (expression: SQL): FieldCompiler =>
  (operator, value) =>
    text(expression, operator, value);
export const identifierOn =
  (expression: SQL): FieldCompiler =>
  (operator, value) =>
    identifier(expression, operator, value);
export const numberOn =
  (expression: SQL): FieldCompiler =>
  (operator, value) =>
    number(expression, operator, Number(value));
export const dateOn =
  (expression: SQL): FieldCompiler =>
  (operator, value) =>
    date(expression, operator, value);
export const selectOn =
  (expression: SQL, map: (value: string) => unknown = (value) => value): FieldCompiler =>
  (operator, value) =>
    select(expression, operator, map(value));

/**
 * A condition on child rows: `exists(condition, operator)` is the domain's test that the parent
 * row has a child matching `condition` (built with the positive `operator`); positive operators
 * ask for one matching child, negative ones for none.
 */
export const childRows =
  (
    exists: (condition: SQL, operator: FilterOperator, context: FilterContext) => SQL,
    inner: FieldCompiler,
  ): FieldCompiler =>
  (operator, value, context) => {
    const positive = positiveOf[operator];
    return positive
      ? sql`not ${exists(inner(positive, value, context), positive, context)}`
      : exists(inner(operator, value, context), operator, context);
  };

function compileCondition(
  catalogue: FilterCatalogue,
  condition: FilterCondition,
  context: FilterContext,
): SQL | undefined {
  if (!isConditionComplete(condition)) return undefined;
  const compile = catalogue[condition.fieldId];
  // The tree is checked before it gets here; an unknown field is a programming error.
  if (!compile) throw new Error(`No compiler for filter field ${condition.fieldId}`);
  return compile(condition.operator as FilterOperator, String(condition.value ?? '').trim(), context);
}

/** The SQL condition of a group, or undefined when it holds no complete condition. */
export function compileFilter(
  catalogue: FilterCatalogue,
  group: FilterGroup,
  context: FilterContext,
): SQL | undefined {
  const parts = [
    ...group.conditions.map((condition) => compileCondition(catalogue, condition, context)),
    ...group.groups.map((child) => compileFilter(catalogue, child, context)),
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return group.operator === 'OR' ? or(...parts) : and(...parts);
}
