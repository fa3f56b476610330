import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** HTTP calls of one signed-in user. */
export function apiClient(ctx: TestContext, user: TestUser) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
}
