import type { FilterOperator } from '@zaplecze/contract/common/filters/fields';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const operatorLabels: Record<FilterOperator, string> = {
  equals: 'równa się',
  contains: 'zawiera',
  startsWith: 'zaczyna się od',
  endsWith: 'kończy się na',
  notEquals: 'różne od',
  notContains: 'nie zawiera',
  isEmpty: 'jest puste',
  isNotEmpty: 'nie jest puste',
  greaterThan: 'większe niż',
  lessThan: 'mniejsze niż',
  greaterThanOrEqual: 'większe lub równe',
  lessThanOrEqual: 'mniejsze lub równe',
  before: 'przed',
  after: 'po',
};
