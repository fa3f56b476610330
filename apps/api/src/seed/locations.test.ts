import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { addWarehouse } from '../modules/locations/__fixtures__/client';
import { seedLocations } from './locations';

describe('demo locations', () => {
  const ctx = useTestApp();

  it('gives a warehouse shelves A-01-01 … C-08-05, returns and buffers in zone D, with their three coloured types', async () => {
    const admin = await createAccount(ctx);
    await addWarehouse(ctx, admin.accountId, 'Magazyn główny');
    const count = await seedLocations(ctx.database.db, admin.accountId);
    expect(count).toBe(132);
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: admin.headers }).then((response) => response.json());
    const types = await get('/api/location-types');
    expect(
      types.data.map((type: { name: string; color: string; locationCount: number }) => [
        type.name,
        type.color,
        type.locationCount,
      ]),
    ).toEqual([
      ['Bufor przyjęć', '#8B5CF6', 4],
      ['Regał', '#22C55E', 120],
      ['Zwroty', '#F97316', 8],
    ]);
    const first = await get('/api/locations?limit=1');
    expect(first).toMatchObject({
      count: 132,
      data: [{ code: 'A-01-01', systemId: 1, warehouseName: 'Magazyn główny' }],
    });
    expect((await get('/api/locations?search=C-08-05')).count).toBe(1);
  });
});
