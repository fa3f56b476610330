import { beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@zaplecze/contract/roles/permissions';
import type { ApiKeySecret } from '@zaplecze/contract/api-keys/api-keys';
import { apiClient } from '../../test/api-client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

/** A path of the operation with every parameter filled by an id no account has. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    /tab|kind|type|format/i.test(name) ? 'basic-info' : '00000000-0000-4000-8000-00000000dead',
  );

/**
 * A program with a key of every scope walks every operation keys may call: no answer is a 5xx (a
 * key principal is not a person: no route may assume a user row behind `auth.userId`), and with
 * another company's ids it reads nothing of theirs.
 */
describe('every key operation with a full-scope key', () => {
  // Quotas out of the way: the walk is hundreds of calls in a second (quotas have their own tests).
  const ctx = useTestApp({ apiKeyRequestsPerMinute: 1_000_000, apiAccountRequestsPerMinute: 1_000_000 });
  let admin: TestUser;
  let secret: string;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    const created = await apiClient(ctx, admin)('POST', '/api/api-keys', {
      name: 'Wszystko',
      scopes: allPermissions,
    });
    expect(created.statusCode, created.body).toBe(201);
    secret = (created.json() as ApiKeySecret).secret;
  });

  it('answers every operation without a server error, with and without a body', async () => {
    const operations = ctx.app.keyOperations;
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const operation of operations) {
      const url = concrete(operation.url);
      const payloads =
        operation.method === 'GET' || operation.method === 'DELETE' ? [undefined] : [{}, { version: 1 }];
      for (const payload of payloads) {
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url,
          payload,
          headers: { authorization: `Bearer ${secret}` },
        });
        expect(response.statusCode).not.toBe(429);
        if (response.statusCode >= 500)
          failures.push(`${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads every list without parameters as a person with the same permissions would', async () => {
    const lists = ctx.app.keyOperations.filter(
      (operation) => operation.method === 'GET' && !operation.url.includes(':'),
    );
    const person = apiClient(ctx, admin);
    const differing: string[] = [];
    for (const operation of lists) {
      const asKey = await ctx.app.inject({
        method: 'GET',
        url: operation.url,
        headers: { authorization: `Bearer ${secret}` },
      });
      const asPerson = await person('GET', operation.url);
      if (asKey.statusCode !== asPerson.statusCode)
        differing.push(`${operation.url}: key ${asKey.statusCode}, person ${asPerson.statusCode}`);
    }
    expect(differing).toEqual([]);
  });
});
