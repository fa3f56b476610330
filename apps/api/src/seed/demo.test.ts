import { describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { useTestApp } from '../test/test-app';
import { demoCredentials, seedDemoData } from './demo';

describe('demo data', () => {
  const ctx = useTestApp();

  it('creates the activated demo company once, whose administrator logs in by username or e-mail', async () => {
    expect(await seedDemoData(ctx.database.db)).toBe(true);
    expect(await seedDemoData(ctx.database.db)).toBe(false);
    expect(await ctx.database.db.select().from(accounts)).toHaveLength(1);

    for (const entry of [{ username: 'demo' }, { email: demoCredentials.email }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...entry, password: demoCredentials.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        companyName: 'Sklep Demo Sp. z o.o.',
        licence: { id: 'extended', status: 'active', readOnly: false },
      });
    }
  });
});
