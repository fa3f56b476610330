import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';

export interface StatusSection {
  /** null: the ungrouped section 'Bez grupy'. */
  group: OrderStatusGroup | null;
  statuses: OrderStatus[];
}

export interface StatusOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * Statuses under their groups (spec 001 §2.4, §4): 'Bez grupy' first, holding statuses whose group
 * is missing or unknown; then the groups by their order field; statuses by theirs.
 */
export function statusSections(
  statuses: readonly OrderStatus[],
  groups: readonly OrderStatusGroup[],
): StatusSection[] {
  const known = new Set(groups.map((group) => group.id));
  const sorted = [...statuses].sort(byOrder);
  return [
    { group: null, statuses: sorted.filter((status) => !status.groupId || !known.has(status.groupId)) },
    ...[...groups]
      .sort(byOrder)
      .map((group) => ({ group, statuses: sorted.filter((status) => status.groupId === group.id) })),
  ];
}

/**
 * Grouped options for a status select (spec 001 §4 "Changing one order's status"), in the order of
 * `statusSections`, the ungrouped ones under `ungroupedLabel`; empty groups are left out.
 */
export function statusOptions(
  statuses: readonly OrderStatus[],
  groups: readonly OrderStatusGroup[],
  ungroupedLabel: string,
): StatusOptionGroup[] {
  return statusSections(statuses, groups)
    .filter((section) => section.statuses.length > 0)
    .map((section) => ({
      group: section.group?.name ?? ungroupedLabel,
      items: section.statuses.map((status) => ({ value: status.id, label: status.internalName })),
    }));
}
