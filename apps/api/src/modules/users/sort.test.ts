import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('users list: names in Polish alphabetical order', () => {
  const ctx = useTestApp();

  it('lists the administrator first, then staff by the Polish alphabet', async () => {
    const admin = await createAccount(ctx);
    for (const displayName of [
      'Zofia Nowak',
      'Łukasz Wróbel',
      'Lucyna Mazur',
      'Ćma Kowalska',
      'Celina Król',
    ]) {
      await createUser(ctx, admin.accountId, { permissions: ['oms.read'], displayName });
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?limit=10',
      headers: admin.headers,
    });
    const names = (response.json().data as { name: string; isAdmin?: boolean }[]).map((user) => user.name);
    expect(names.slice(1)).toEqual([
      'Celina Król',
      'Ćma Kowalska',
      'Lucyna Mazur',
      'Łukasz Wróbel',
      'Zofia Nowak',
    ]);
  });
});
