import { hasForbiddenCharacters, textMessages } from '../text';
import { operatorsByType, valuelessOperators, type FilterField, type FilterOperator } from './fields';
import {
  filterLimits,
  filterTreeMessages as messages,
  isConditionComplete,
  type FilterGroup,
  type FilterIssue,
} from './tree';

/**
 * What a domain tells the one filter checker: its fields and how strict it is. Orders and
 * products each have one; a new domain adds its catalogue, not a second checker.
 */
export interface FilterCatalogue {
  /** The field a condition names, or undefined when the domain has no such field. */
  field(fieldId: string): FilterField | undefined;
  /** Conditions the catalogue cannot judge yet (e.g. custom fields before the account's are loaded). */
  checkedLater?(fieldId: string): boolean;
  /** The message for a field the catalogue does not know; the shared one by default. */
  unknownField?(fieldId: string): string;
  /** Refuse a condition without its value with this message; without it such a condition is skipped. */
  valueRequired?(fieldLabel: string): string;
  /** Refuse a tree without any condition with this message; without it an empty tree passes. */
  conditionRequired?: string;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f-]{36}$/i;
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

function checkValue(field: FilterField, value: unknown): string | null {
  const text = String(value).trim();
  if (text.length > filterLimits.maxValueLength) return messages.valueTooLong(field.label);
  if (hasForbiddenCharacters(text)) return textMessages.forbiddenCharacters;
  switch (field.type) {
    case 'number':
      return typeof value === 'boolean' || !Number.isFinite(Number(text))
        ? messages.numberExpected(field.label)
        : null;
    case 'date':
      return datePattern.test(text) && isRealDate(text) ? null : messages.dateExpected(field.label);
    case 'select':
      if (field.options) {
        return field.options.some((option) => option.value === text)
          ? null
          : messages.optionExpected(field.label);
      }
      return uuidPattern.test(text) ? null : messages.optionExpected(field.label);
    default:
      return typeof value === 'string' || typeof value === 'number'
        ? null
        : messages.textExpected(field.label);
  }
}

/** Every rule of a filter tree over a domain's catalogue, each issue with its path and Polish message. */
export function checkFilter(root: FilterGroup, catalogue: FilterCatalogue): FilterIssue[] {
  const issues: FilterIssue[] = [];
  let conditions = 0;
  const visit = (group: FilterGroup, path: (string | number)[], depth: number) => {
    if (depth > filterLimits.maxDepth) return void issues.push({ path, message: messages.tooDeep });
    group.conditions.forEach((condition, index) => {
      conditions += 1;
      const at = [...path, 'conditions', index];
      if (catalogue.checkedLater?.(condition.fieldId)) return;
      const field = catalogue.field(condition.fieldId);
      if (!field) {
        const message =
          catalogue.unknownField?.(condition.fieldId) ?? messages.unknownField(condition.fieldId);
        return void issues.push({ path: [...at, 'fieldId'], message });
      }
      if (!operatorsByType[field.type].includes(condition.operator as FilterOperator))
        return void issues.push({
          path: [...at, 'operator'],
          message: messages.unknownOperator(condition.operator, field.label),
        });
      if (valuelessOperators.includes(condition.operator as FilterOperator)) return;
      if (!isConditionComplete(condition)) {
        if (catalogue.valueRequired)
          issues.push({ path: [...at, 'value'], message: catalogue.valueRequired(field.label) });
        return;
      }
      const problem = checkValue(field, condition.value);
      if (problem) issues.push({ path: [...at, 'value'], message: problem });
    });
    group.groups.forEach((child, index) => visit(child, [...path, 'groups', index], depth + 1));
  };
  visit(root, [], 1);
  if (conditions > filterLimits.maxConditions) issues.unshift({ path: [], message: messages.tooMany });
  if (conditions === 0 && catalogue.conditionRequired)
    issues.unshift({ path: [], message: catalogue.conditionRequired });
  return issues;
}
