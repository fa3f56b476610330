import { sql } from 'drizzle-orm';
import type { Location, LocationType } from '@zaplecze/contract/locations/locations';
import type { TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { createWarehouse } from '../../warehouses/service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A warehouse of the account, created through the warehouses service as one of its users. */
export async function addWarehouse(ctx: TestContext, accountId: string, name: string): Promise<string> {
  const db = ctx.database.db;
  const result = await db.execute(
    sql`select id::text as id from users where account_id = ${accountId} limit 1`,
  );
  const userId = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  return (await createWarehouse(db, { accountId, userId, ip: null }, { name })).id;
}

export const newType = (overrides: Record<string, unknown> = {}) => ({
  name: 'Regał',
  type: 'REGULAR',
  availableForSale: true,
  mode: 'fixed',
  group: 'Strefa A',
  description: 'Regały wysokiego składowania',
  color: '#22c55e',
  ...overrides,
});

/** HTTP calls of one signed-in user against the location APIs. */
export function locationClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  return {
    call,
    createType: async (overrides: Record<string, unknown> = {}) => {
      const response = await call('POST', '/api/location-types', newType(overrides));
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as LocationType;
    },
    createLocation: async (body: { code: string; typeId: string; warehouseId: string }) => {
      const response = await call('POST', '/api/locations', body);
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as Location;
    },
    importCsv: (warehouseId: string, bytes: Buffer, fileName = 'lokalizacje.csv') => {
      const { payload, headers } = multipartFile('file', fileName, 'text/csv', bytes);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/locations/import?warehouseId=${warehouseId}`,
        payload,
        headers: { ...headers, ...user.headers },
      });
    },
  };
}
