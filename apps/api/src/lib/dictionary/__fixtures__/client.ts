import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** HTTP calls of one signed-in user, and the audit entries of a target. */
export function dictionaryClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  return {
    call,
    /** `name` of every row of a list URL, in order. */
    names: async (url: string) =>
      ((await call('GET', url)).json().data as { name: string }[]).map((row) => row.name),
    auditOf: (targetId: string) =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, targetId), eq(auditLog.accountId, user.accountId))),
  };
}
