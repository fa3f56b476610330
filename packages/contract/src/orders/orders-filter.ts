import { z } from 'zod';
import { checkFilter, type FilterCatalogue } from '../common/filters/check-filter';
import {
  filterGroupShape,
  filterTreeMessages,
  isConditionComplete,
  type FilterGroup,
  type FilterIssue,
} from '../common/filters/tree';
import { findFilterField } from './orders-filter-fields';

/**
 * The conditional filter of the orders list (spec 001 §2.5, §3, §4, §5): a tree of condition
 * groups joined by AND/OR. The server compiles it into one parameterised SQL query; the builder
 * in the browser uses the same catalogue of fields and operators (orders-filter-fields.ts).
 */

// Re-exported, so code that works with filters finds the catalogue and the tree where it finds the filter.
export * from './orders-filter-fields';
export * from '../common/filters/tree';

export const filterMessages = {
  ...filterTreeMessages,
  nameRequired: 'Nazwa filtra jest wymagana',
  nameTooLong: 'Nazwa filtra może mieć najwyżej 100 znaków',
  savedFilterNotFound: 'Nie znaleziono zapisanego filtra.',
  notOwner: 'Możesz usunąć tylko własny filtr.',
} as const;

/** The orders list skips conditions still without a value and takes an empty tree (no filter). */
const orderFilterCatalogue: FilterCatalogue = { field: findFilterField };

/** Every rule the server enforces on an orders filter tree, each issue with its path and Polish message. */
export function checkOrderFilter(root: FilterGroup): FilterIssue[] {
  return checkFilter(root, orderFilterCatalogue);
}

/** The tree with its rules: use for bodies (saved filters) and after parsing the `filter` query parameter. */
export const orderFilterGroup = filterGroupShape
  .superRefine((root, context) => {
    for (const issue of checkOrderFilter(root)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .meta({ id: 'OrderFilterGroup' });

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
