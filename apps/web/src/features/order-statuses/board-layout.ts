import type {
  OrderStatus,
  OrderStatusGroup,
  ReorderGroupsBody,
  ReorderStatusesBody,
} from '@zaplecze/contract/order-statuses/order-statuses';

/** One section of the screen: 'Bez grupy' (group null) first, then the groups by their order. */
export interface Section {
  group: OrderStatusGroup | null;
  statuses: OrderStatus[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Statuses whose group is missing or unknown appear under 'Bez grupy' (spec 001 §2.4). */
export function buildSections(
  statuses: readonly OrderStatus[],
  groups: readonly OrderStatusGroup[],
): Section[] {
  const known = new Set(groups.map((group) => group.id));
  const sorted = [...statuses].sort(byOrder);
  return [
    {
      group: null,
      statuses: sorted.filter((status) => status.groupId === null || !known.has(status.groupId)),
    },
    ...[...groups].sort(byOrder).map((group) => ({
      group,
      statuses: sorted.filter((status) => status.groupId === group.id),
    })),
  ];
}

/** What a draggable or droppable element is; dnd-kit carries it as the element's data. */
export type DragData =
  | { type: 'status'; id: string; groupId: string | null; name: string }
  | { type: 'group'; id: string; name: string }
  | { type: 'slot'; groupId: string | null; name: string };

export const dragIds = {
  status: (id: string) => `status:${id}`,
  group: (id: string) => `group:${id}`,
  slot: (groupId: string | null) => `slot:${groupId ?? 'none'}`,
};

export type DropPlan =
  { kind: 'statuses'; body: ReorderStatusesBody } | { kind: 'groups'; body: ReorderGroupsBody } | null;

function moveItem(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The reorder call a drop asks for (spec 001 §4), or null when the drop changes nothing or is
 * not allowed: a status onto a group header, a group onto a status, anything onto itself.
 */
export function planDrop(sections: readonly Section[], active: DragData, over: DragData | null): DropPlan {
  if (!over) return null;
  if (active.type === 'group') {
    if (over.type !== 'group' || over.id === active.id) return null;
    const ids = sections.flatMap((section) => (section.group ? [section.group.id] : []));
    const next = moveItem(ids, ids.indexOf(active.id), ids.indexOf(over.id));
    return sameList(ids, next) ? null : { kind: 'groups', body: { ids: next } };
  }
  if (active.type !== 'status' || over.type === 'group') return null;
  if (over.type === 'status' && over.id === active.id) return null;

  const targetGroupId = over.groupId;
  const target = sections.find((section) => (section.group?.id ?? null) === targetGroupId);
  if (!target) return null;
  const ids = target.statuses.map((status) => status.id);
  let next: string[];
  if (over.type === 'slot') {
    if (ids.includes(active.id)) return null;
    next = [...ids, active.id];
  } else if (ids.includes(active.id)) {
    next = moveItem(ids, ids.indexOf(active.id), ids.indexOf(over.id));
  } else {
    next = [...ids];
    next.splice(ids.indexOf(over.id), 0, active.id);
  }
  return sameList(ids, next) ? null : { kind: 'statuses', body: { groupId: targetGroupId, ids: next } };
}

/** The statuses as the server will order them after `body`: the optimistic picture. */
export function applyStatusOrder(statuses: readonly OrderStatus[], body: ReorderStatusesBody): OrderStatus[] {
  const placed = new Map(body.ids.map((id, index) => [id, index + 1]));
  const moved = statuses.map((status) =>
    placed.has(status.id) ? { ...status, groupId: body.groupId, order: placed.get(status.id)! } : status,
  );
  const sources = new Set(
    statuses.filter((s) => placed.has(s.id) && s.groupId !== body.groupId).map((s) => s.groupId),
  );
  const renumbered = new Map<string, number>();
  for (const source of sources) {
    moved
      .filter((status) => status.groupId === source)
      .sort(byOrder)
      .forEach((status, index) => renumbered.set(status.id, index + 1));
  }
  return moved.map((status) =>
    renumbered.has(status.id) ? { ...status, order: renumbered.get(status.id)! } : status,
  );
}

export function applyGroupOrder(
  groups: readonly OrderStatusGroup[],
  body: ReorderGroupsBody,
): OrderStatusGroup[] {
  const placed = new Map(body.ids.map((id, index) => [id, index + 1]));
  return groups.map((group) => ({ ...group, order: placed.get(group.id) ?? group.order }));
}
