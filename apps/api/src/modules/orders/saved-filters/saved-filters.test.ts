import { beforeAll, describe, expect, it } from 'vitest';
import { builtInSavedFilters, filterMessages } from '@zaplecze/contract/orders/orders-filter';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs } from '../__fixtures__/orders';

const rootGroup = {
  operator: 'AND',
  conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
  groups: [
    {
      operator: 'OR',
      conditions: [{ fieldId: 'orderValue', operator: 'greaterThan', value: 100 }],
      groups: [],
    },
  ],
};

describe('orders: saved filters', () => {
  const ctx = useTestApp();
  let anna: TestUser;
  let bartek: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    anna = await createAccount(ctx);
    bartek = await createUser(ctx, anna.accountId, { permissions: ['oms.read'] });
    outsider = await createAccount(ctx);
  });

  const names = async (user: TestUser) =>
    ((await apiAs(ctx, user)('GET', '/api/orders/saved-filters')).json().data as { name: string }[]).map(
      (f) => f.name,
    );

  it('gives every account the two built-in samples, once, even when asked at the same time', async () => {
    const lists = await Promise.all(
      [1, 2, 3].map(() => apiAs(ctx, anna)('GET', '/api/orders/saved-filters')),
    );
    for (const response of lists) {
      expect(
        response.json().data.map((f: { name: string; builtIn: boolean }) => [f.name, f.builtIn]),
      ).toEqual(builtInSavedFilters.map((f) => [f.name, true]));
    }
    expect(await names(outsider)).toEqual(builtInSavedFilters.map((f) => f.name));
  });

  it('saves a filter under a non-blank name; private ones stay with their author, shared ones reach the account', async () => {
    const blank = await apiAs(ctx, anna)('POST', '/api/orders/saved-filters', { name: '   ', rootGroup });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: filterMessages.nameRequired });
    const badTree = await apiAs(ctx, anna)('POST', '/api/orders/saved-filters', {
      name: 'Zły',
      rootGroup: {
        operator: 'AND',
        conditions: [{ fieldId: 'nope', operator: 'equals', value: 1 }],
        groups: [],
      },
    });
    expect(badTree.statusCode).toBe(400);
    expect(badTree.json().error.fields).toEqual({
      'rootGroup.conditions.0.fieldId': filterMessages.unknownField('nope'),
    });

    const mine = await apiAs(ctx, anna)('POST', '/api/orders/saved-filters', {
      name: '  Moje allegro  ',
      rootGroup,
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      name: 'Moje allegro',
      shared: false,
      builtIn: false,
      mine: true,
      rootGroup,
    });
    const shared = await apiAs(ctx, anna)('POST', '/api/orders/saved-filters', {
      name: 'Dla zespołu',
      rootGroup,
      shared: true,
    });
    expect(shared.statusCode).toBe(201);

    expect(await names(anna)).toEqual([
      ...builtInSavedFilters.map((f) => f.name),
      'Moje allegro',
      'Dla zespołu',
    ]);
    expect(await names(bartek)).toEqual([...builtInSavedFilters.map((f) => f.name), 'Dla zespołu']);
    expect(await names(outsider)).not.toContain('Dla zespołu');
  });

  it('lets only the author delete a filter', async () => {
    const list = (await apiAs(ctx, anna)('GET', '/api/orders/saved-filters')).json().data as {
      id: string;
      name: string;
    }[];
    const mine = list.find((f) => f.name === 'Moje allegro')!;
    const shared = list.find((f) => f.name === 'Dla zespołu')!;
    const builtIn = list[0]!;
    expect((await apiAs(ctx, bartek)('DELETE', `/api/orders/saved-filters/${mine.id}`)).statusCode).toBe(404);
    const notOwner = await apiAs(ctx, bartek)('DELETE', `/api/orders/saved-filters/${shared.id}`);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error.message).toBe(filterMessages.notOwner);
    expect((await apiAs(ctx, anna)('DELETE', `/api/orders/saved-filters/${builtIn.id}`)).statusCode).toBe(
      403,
    );
    expect((await apiAs(ctx, outsider)('DELETE', `/api/orders/saved-filters/${shared.id}`)).statusCode).toBe(
      404,
    );
    expect((await apiAs(ctx, anna)('DELETE', `/api/orders/saved-filters/${shared.id}`)).statusCode).toBe(204);
    expect(await names(bartek)).not.toContain('Dla zespołu');
  });

  it('needs oms.read', async () => {
    const nobody = await createUser(ctx, anna.accountId, { permissions: ['wms.read'] });
    expect((await apiAs(ctx, nobody)('GET', '/api/orders/saved-filters')).statusCode).toBe(403);
    expect(
      (await apiAs(ctx, nobody)('POST', '/api/orders/saved-filters', { name: 'x', rootGroup })).statusCode,
    ).toBe(403);
  });
});
