import pg from 'pg';
import { urlFor } from './postgres';
import type { TestContext } from './test-app';

/**
 * A connection of its own to the test file's database, for tests that interleave transactions:
 * one is held open here while the app's requests run against it.
 */
export async function sideConnection(ctx: TestContext): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlFor(ctx.databaseName) });
  await client.connect();
  return client;
}

/**
 * How many backends of the test database wait for a lock right now (pg_stat_activity). Inside a
 * transaction the statistics views keep the first snapshot taken: it is cleared before each look.
 */
export async function waitingOnLocks(client: pg.Client): Promise<number> {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

/**
 * Resolves once `count` backends wait for a lock, or as soon as `settled` (when given) settles
 * first: a request that was expected to block but did not must fail the test, not hang it.
 * Polls pg_stat_activity; the order of events is fixed by the locks, never by the polling.
 */
export async function untilWaiting(
  client: pg.Client,
  count: number,
  settled?: Promise<unknown>,
  timeoutMs = 10_000,
): Promise<'waiting' | 'settled'> {
  let done = false;
  void settled?.finally(() => {
    done = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done) return 'settled';
    if ((await waitingOnLocks(client)) >= count) return 'waiting';
    if (Date.now() > deadline)
      throw new Error(`no ${count} backend(s) waiting for a lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
