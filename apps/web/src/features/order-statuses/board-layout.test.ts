import { describe, expect, it } from 'vitest';
import { groupIds, groups, statuses } from './__fixtures__/statuses';
import { applyStatusOrder, buildSections, planDrop, type DragData } from './board-layout';

const sections = buildSections(statuses, groups);
const [nowe, oczekuje, wyslane, anulowane, luzny] = statuses as [
  (typeof statuses)[number],
  (typeof statuses)[number],
  (typeof statuses)[number],
  (typeof statuses)[number],
  (typeof statuses)[number],
];
const asStatus = (status: typeof nowe): DragData => ({
  type: 'status',
  id: status.id,
  groupId: status.groupId,
  name: status.internalName,
});
const asGroup = (id: string): DragData => ({ type: 'group', id, name: id });

describe('drop rules of the statuses screen', () => {
  it("puts statuses of unknown groups under 'Bez grupy'", () => {
    const orphan = { ...luzny, id: 'x', groupId: '0b5f2a52-5f0e-4c3b-9a51-1f6a1c0e7aff' };
    const built = buildSections([...statuses, orphan], groups);
    expect(built.map((section) => section.group?.name ?? null)).toEqual([
      null,
      'Do realizacji',
      'Zakończone',
    ]);
    expect(built[0]!.statuses.map((status) => status.id)).toEqual([luzny.id, 'x']);
  });

  it('reorders within a group and moves a status into another group before the one it was dropped on', () => {
    expect(planDrop(sections, asStatus(nowe), asStatus(oczekuje))).toEqual({
      kind: 'statuses',
      body: { groupId: groupIds.todo, ids: [oczekuje.id, nowe.id] },
    });
    expect(planDrop(sections, asStatus(luzny), asStatus(anulowane))).toEqual({
      kind: 'statuses',
      body: { groupId: groupIds.done, ids: [wyslane.id, luzny.id, anulowane.id] },
    });
    expect(
      planDrop(sections, asStatus(luzny), { type: 'slot', groupId: null, name: 'Bez grupy' }),
    ).toBeNull();
    const emptied = buildSections(
      statuses.filter((status) => status.groupId !== null),
      groups,
    );
    expect(planDrop(emptied, asStatus(wyslane), { type: 'slot', groupId: null, name: 'Bez grupy' })).toEqual({
      kind: 'statuses',
      body: { groupId: null, ids: [wyslane.id] },
    });
  });

  it('reorders groups, and ignores drops on itself, statuses on group headers and groups on statuses', () => {
    expect(planDrop(sections, asGroup(groupIds.done), asGroup(groupIds.todo))).toEqual({
      kind: 'groups',
      body: { ids: [groupIds.done, groupIds.todo] },
    });
    expect(planDrop(sections, asGroup(groupIds.done), asGroup(groupIds.done))).toBeNull();
    expect(planDrop(sections, asStatus(nowe), asStatus(nowe))).toBeNull();
    expect(planDrop(sections, asStatus(nowe), asGroup(groupIds.done))).toBeNull();
    expect(planDrop(sections, asGroup(groupIds.todo), asStatus(wyslane))).toBeNull();
    expect(planDrop(sections, asStatus(nowe), null)).toBeNull();
  });

  it('renumbers the target group and the group the status left, as the server will', () => {
    const after = applyStatusOrder(statuses, {
      groupId: groupIds.done,
      ids: [nowe.id, wyslane.id, anulowane.id],
    });
    const orderOf = (id: string) => after.find((status) => status.id === id)!;
    expect(orderOf(nowe.id)).toMatchObject({ groupId: groupIds.done, order: 1 });
    expect(orderOf(anulowane.id).order).toBe(3);
    expect(orderOf(oczekuje.id)).toMatchObject({ groupId: groupIds.todo, order: 1 });
  });
});
