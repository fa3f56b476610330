import {
  operatorsByType,
  orderFilterFields,
  serializeOrderFilter,
  valuelessOperators,
  type FilterCondition,
  type FilterGroup,
  type FilterFieldType,
  type FilterOperator,
} from '@zaplecze/contract/orders/orders-filter';

/** The fields a builder offers (the orders' or the products' catalogue); the first is a new condition's. */
export type BuilderFields = readonly { id: string; type: FilterFieldType }[];

/**
 * The builder's tree (spec 001 §4 "Conditional filter"): every condition and group carries an id
 * so React keeps inputs stable while the user edits, removes and nests.
 */
export interface DraftCondition {
  id: string;
  fieldId: string;
  operator: string;
  value: string | number | boolean | null;
}

export interface DraftGroup {
  id: string;
  operator: 'AND' | 'OR';
  conditions: DraftCondition[];
  groups: DraftGroup[];
}

let sequence = 0;
/** Ids live only in the browser, so a counter is enough (randomUUID needs a secure context). */
export function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

export function newCondition(fields: BuilderFields = orderFilterFields): DraftCondition {
  return { id: nextId('c'), fieldId: fields[0]!.id, operator: 'equals', value: '' };
}

export function newGroup(fields: BuilderFields = orderFilterFields): DraftGroup {
  return { id: nextId('g'), operator: 'AND', conditions: [newCondition(fields)], groups: [] };
}

/** A group left without conditions or groups gets one empty condition again. */
function normalize(group: DraftGroup, fields: BuilderFields): DraftGroup {
  if (group.conditions.length === 0 && group.groups.length === 0) {
    return { ...group, conditions: [newCondition(fields)] };
  }
  return group;
}

/** Reset: the root is emptied and, by the rule above, shows one empty condition. */
export function emptyDraft(fields: BuilderFields = orderFilterFields): DraftGroup {
  return normalize({ id: 'root', operator: 'AND', conditions: [], groups: [] }, fields);
}

/** Applies `change` to the group with `groupId` anywhere in the tree. */
export function updateGroup(
  root: DraftGroup,
  groupId: string,
  change: (group: DraftGroup) => DraftGroup,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  if (root.id === groupId) return normalize(change(root), fields);
  return { ...root, groups: root.groups.map((child) => updateGroup(child, groupId, change, fields)) };
}

export function toggleOperator(root: DraftGroup, groupId: string): DraftGroup {
  return updateGroup(root, groupId, (group) => ({
    ...group,
    operator: group.operator === 'AND' ? 'OR' : 'AND',
  }));
}

export function addCondition(
  root: DraftGroup,
  groupId: string,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  return updateGroup(
    root,
    groupId,
    (group) => ({ ...group, conditions: [...group.conditions, newCondition(fields)] }),
    fields,
  );
}

export function addGroup(
  root: DraftGroup,
  groupId: string,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  return updateGroup(
    root,
    groupId,
    (group) => ({ ...group, groups: [...group.groups, newGroup(fields)] }),
    fields,
  );
}

export function removeGroup(
  root: DraftGroup,
  groupId: string,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  const prune = (group: DraftGroup): DraftGroup =>
    normalize({ ...group, groups: group.groups.filter((child) => child.id !== groupId).map(prune) }, fields);
  return prune(root);
}

export function removeCondition(
  root: DraftGroup,
  groupId: string,
  conditionId: string,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  return updateGroup(
    root,
    groupId,
    (group) => ({
      ...group,
      conditions: group.conditions.filter((condition) => condition.id !== conditionId),
    }),
    fields,
  );
}

export function updateCondition(
  root: DraftGroup,
  groupId: string,
  conditionId: string,
  patch: Partial<Omit<DraftCondition, 'id'>>,
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  return updateGroup(
    root,
    groupId,
    (group) => ({
      ...group,
      conditions: group.conditions.map((condition) => {
        if (condition.id !== conditionId) return condition;
        const next = { ...condition, ...patch };
        // A new field keeps the operator only when its type offers it; the old value never fits.
        if (patch.fieldId && patch.fieldId !== condition.fieldId) {
          const type = fields.find((field) => field.id === patch.fieldId)?.type ?? 'text';
          const allowed = operatorsByType[type] as readonly string[];
          if (patch.operator === undefined)
            next.operator = allowed.includes(condition.operator) ? condition.operator : 'equals';
          if (patch.value === undefined) next.value = '';
        }
        return next;
      }),
    }),
    fields,
  );
}

/** Gives a tree from the URL or a saved filter the ids the builder needs. */
export function toDraft(
  group: FilterGroup,
  id = 'root',
  fields: BuilderFields = orderFilterFields,
): DraftGroup {
  return normalize(
    {
      id,
      operator: group.operator,
      conditions: group.conditions.map((condition: FilterCondition) => ({
        id: nextId('c'),
        fieldId: condition.fieldId,
        operator: condition.operator,
        value: condition.value ?? '',
      })),
      groups: group.groups.map((child) => toDraft(child, nextId('g'), fields)),
    },
    fields,
  );
}

/** The tree without ids and incomplete conditions, or null when nothing is left to filter by. */
export function toFilter(draft: DraftGroup): FilterGroup | null {
  const json = serializeOrderFilter(draft);
  return json ? (JSON.parse(json) as FilterGroup) : null;
}

export function isValueless(operator: string): boolean {
  return valuelessOperators.includes(operator as FilterOperator);
}

/** The URL form of a tree lives in lib, shared with the order details page's previous/next. */
export {
  decodeListFilter as decodeFilter,
  encodeListFilter as encodeFilter,
} from '../../lib/orders-list-url';

/** Maps issues of `checkOrderFilter` (paths into the tree) to the condition they belong to. */
export function issuesByCondition(
  root: DraftGroup,
  issues: readonly { path: (string | number)[]; message: string }[],
) {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    let group: DraftGroup | undefined = root;
    const path = [...issue.path];
    while (group && path[0] === 'groups') {
      group = group.groups[Number(path[1])];
      path.splice(0, 2);
    }
    const condition = path[0] === 'conditions' ? group?.conditions[Number(path[1])] : undefined;
    if (condition) result[condition.id] ??= issue.message;
  }
  return result;
}

export function countConditions(group: DraftGroup): number {
  return group.conditions.length + group.groups.reduce((sum, child) => sum + countConditions(child), 0);
}
