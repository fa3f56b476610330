import type { TestUser } from './auth-helpers';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** HTTP calls of one signed-in user through `app.inject`. */
export function apiClient(ctx: TestContext, user: TestUser) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
}
