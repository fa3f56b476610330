import { sql } from 'drizzle-orm';
import type { Location, LocationType } from '@zaplecze/contract/locations';
import type { TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A warehouse row for tests. The warehouses table belongs to the warehouses module (merged from
 * another branch); until then each test database gets the minimal table the locations seam reads.
 * After the merge this should create the warehouse through the warehouses service.
 */
export async function addWarehouse(ctx: TestContext, accountId: string, name: string): Promise<string> {
  const db = ctx.database.db;
  await db.execute(
    sql`create table if not exists warehouses (id uuid primary key default gen_random_uuid(), account_id uuid not null, name text not null)`,
  );
  const result = await db.execute(
    sql`insert into warehouses (account_id, name) values (${accountId}, ${name}) returning id::text as id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
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
