import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusMessages as messages } from '@zaplecze/contract/order-statuses/order-statuses';
import { createAccount } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { newStatus, positionsAreContiguous, statusClient } from './__fixtures__/client';

describe('reordering statuses and groups', () => {
  const ctx = useTestApp();
  let api: ReturnType<typeof statusClient>;
  let idOf: (name: string) => Promise<string>;

  beforeAll(async () => {
    api = statusClient(ctx, await createAccount(ctx));
    idOf = async (name) => (await api.statusNamed(name)).id;
  });

  it('renumbers a group from 1 in the given order', async () => {
    const group = await api.groupNamed('W realizacji');
    const ids = await Promise.all(['Wysłane', 'W realizacji', 'Gotowe do wysyłki'].map(idOf));
    const response = await api.call('PUT', '/api/order-statuses/positions', { groupId: group.id, ids });
    expect(response.statusCode).toBe(200);
    expect(await api.namesIn(group.id)).toEqual(['Wysłane', 'W realizacji', 'Gotowe do wysyłki']);
    expect(positionsAreContiguous(response.json().data)).toBe(true);
  });

  it('moves a status into another group at the dropped place and closes the gap it left', async () => {
    const target = await api.groupNamed('Do realizacji');
    const source = await api.groupNamed('Zakończone');
    const returned = await api.statusNamed('Zwrócone');
    const ids = [await idOf('Nowe'), returned.id, await idOf('Oczekuje na płatność')];
    const response = await api.call('PUT', '/api/order-statuses/positions', { groupId: target.id, ids });
    expect(response.statusCode).toBe(200);
    expect(await api.namesIn(target.id)).toEqual(['Nowe', 'Zwrócone', 'Oczekuje na płatność']);
    expect(await api.namesIn(source.id)).toEqual(['Dostarczone', 'Anulowane']);
    const moved = await api.statusNamed('Zwrócone');
    expect(moved).toMatchObject({ groupId: target.id, order: 2, version: returned.version + 1 });
    expect(positionsAreContiguous(await api.statuses())).toBe(true);
  });

  it("moves statuses into and out of 'Bez grupy'", async () => {
    const loose = (
      await api.call('POST', '/api/order-statuses', newStatus({ internalName: 'Luźny' }))
    ).json();
    const wyslane = await idOf('Wysłane');
    const intoNone = await api.call('PUT', '/api/order-statuses/positions', {
      groupId: null,
      ids: [wyslane, loose.id],
    });
    expect(intoNone.statusCode).toBe(200);
    expect(await api.namesIn(null)).toEqual(['Wysłane', 'Luźny']);
    const group = await api.groupNamed('W realizacji');
    const back = [await idOf('W realizacji'), await idOf('Gotowe do wysyłki'), wyslane];
    expect(
      (await api.call('PUT', '/api/order-statuses/positions', { groupId: group.id, ids: back })).statusCode,
    ).toBe(200);
    expect(await api.namesIn(null)).toEqual(['Luźny']);
    expect((await api.statusNamed('Luźny')).order).toBe(1);
  });

  it('refuses a list that leaves out a status of the group, repeats one or names an unknown one', async () => {
    const group = await api.groupNamed('W realizacji');
    const [first, second] = await Promise.all(['W realizacji', 'Gotowe do wysyłki'].map(idOf));
    const partial = await api.call('PUT', '/api/order-statuses/positions', {
      groupId: group.id,
      ids: [first, second],
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.message).toBe(messages.orderChanged);
    const repeated = await api.call('PUT', '/api/order-statuses/positions', {
      groupId: group.id,
      ids: [first, first],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.fields).toEqual({ ids: messages.duplicateIds });
    const unknown = await api.call('PUT', '/api/order-statuses/positions', {
      groupId: group.id,
      ids: [first, second, await idOf('Wysłane'), crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);
    const unknownGroup = await api.call('PUT', '/api/order-statuses/positions', {
      groupId: crypto.randomUUID(),
      ids: [first],
    });
    expect(unknownGroup.statusCode).toBe(404);
    expect(await api.namesIn(group.id)).toEqual(['W realizacji', 'Gotowe do wysyłki', 'Wysłane']);
  });

  it('reorders all groups from 1 and refuses a list that is not exactly the current groups', async () => {
    const ids = (await api.groups()).map((group) => group.id);
    const reversed = await api.call('PUT', '/api/order-status-groups/positions', { ids: [...ids].reverse() });
    expect(reversed.statusCode).toBe(200);
    expect(
      reversed.json().data.map((group: { name: string; order: number }) => [group.name, group.order]),
    ).toEqual([
      ['Zakończone', 1],
      ['W realizacji', 2],
      ['Do realizacji', 3],
    ]);
    expect(
      (await api.call('PUT', '/api/order-status-groups/positions', { ids: ids.slice(1) })).statusCode,
    ).toBe(409);
    const statuses = await api.statuses();
    expect(statuses[0]!.groupId).toBeNull();
    expect(statuses.at(-1)!.groupId).toBe(ids[0]);
  });

  it('never leaves duplicate or missing positions when reorders and moves race', async () => {
    const groups = await api.groups();
    const statuses = await api.statuses();
    const idsIn = (groupId: string) =>
      statuses.filter((status) => status.groupId === groupId).map((status) => status.id);
    const [a, b, c] = groups.map((group) => group.id) as [string, string, string];
    const rotate = (ids: string[], by: number) => ids.map((_, index) => ids[(index + by) % ids.length]!);
    const requests = [
      ...[1, 2, 3, 4].map((by) => ({ groupId: a, ids: rotate(idsIn(a), by) })),
      { groupId: a, ids: [...idsIn(a), idsIn(b)[0]!] },
      { groupId: c, ids: [idsIn(b)[1]!, ...idsIn(c)] },
      { groupId: b, ids: [...idsIn(b), idsIn(c)[0]!] },
      ...[1, 2].map((by) => ({ groupId: b, ids: rotate(idsIn(b), by) })),
    ];
    const groupOrders = [groups.map((g) => g.id), [...groups.map((g) => g.id)].reverse()];
    const responses = await Promise.all([
      ...requests.map((body) => api.call('PUT', '/api/order-statuses/positions', body)),
      ...groupOrders.map((ids) => api.call('PUT', '/api/order-status-groups/positions', { ids })),
    ]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(1);

    const after = await api.statuses();
    expect(after.map((status) => status.id).sort()).toEqual(statuses.map((status) => status.id).sort());
    expect(positionsAreContiguous(after)).toBe(true);
    expect((await api.groups()).map((group) => group.order).sort()).toEqual([1, 2, 3]);
  });
});
