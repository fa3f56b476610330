import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses';

export interface StatusOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * Grouped options for a status select (spec 001 §4 "Changing one order's status"): statuses
 * without a (known) group first under `ungroupedLabel`, then the groups by their order field,
 * statuses by theirs; empty groups are left out.
 */
export function statusOptions(
  statuses: readonly OrderStatus[],
  groups: readonly OrderStatusGroup[],
  ungroupedLabel: string,
): StatusOptionGroup[] {
  const known = new Set(groups.map((group) => group.id));
  const sorted = [...statuses].sort(byOrder);
  const option = (status: OrderStatus) => ({ value: status.id, label: status.internalName });
  return [
    {
      group: ungroupedLabel,
      items: sorted.filter((status) => !status.groupId || !known.has(status.groupId)).map(option),
    },
    ...[...groups].sort(byOrder).map((group) => ({
      group: group.name,
      items: sorted.filter((status) => status.groupId === group.id).map(option),
    })),
  ].filter((section) => section.items.length > 0);
}
