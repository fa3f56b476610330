// npm run bench:webhooks [-- --orders 10000 --runs 15 --database zaplecze_bench_webhooks]
// 1. The outbox's cost inside a write transaction: the same transaction with and without its
//    events (rolled back each run), per event and as a ratio (budget ≤ 1 ms per event).
// 2. The delivery rate to a loopback receiver after one bulk status change of 10 000 orders:
//    every event delivered exactly once (counted by webhook-id) and in order per resource.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './orders/setup.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '15' },
    database: { type: 'string', default: 'zaplecze_bench_webhooks' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = (path) => tsImport(path, import.meta.url);
const [client, migrate, company, generator, events, delivery, webhooks, bulk, drizzle] = await Promise.all([
  load('../apps/api/src/db/client.ts'),
  load('../apps/api/src/db/migrate.ts'),
  load('../apps/api/src/seed/company.ts'),
  load('../apps/api/src/seed/orders-generator.ts'),
  load('../apps/api/src/modules/events/service.ts'),
  load('../apps/api/src/modules/webhooks/delivery.ts'),
  load('../apps/api/src/modules/webhooks/service.ts'),
  load('../apps/api/src/modules/orders/bulk/apply.ts'),
  load('drizzle-orm'),
]);
const { sql } = drizzle;
const count = Number(values.orders);
const runs = Number(values.runs);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const rows = async (db, query) => (await db.execute(query)).rows;

const url = await ensureDatabase(adminUrl, values.database);
const database = client.connectPostgres(url, 6);
const db = database.db;
class Rollback extends Error {}
try {
  await migrate.migrateDatabase(database);
  const username = `bench-webhooks-${Date.now()}`;
  const { accountId } = await company.seedCompany(db, {
    username,
    email: `${username}@zaplecze.pl`,
    password: 'Bench!Webhooks-1',
    companyName: 'Webhooki Benchmark Sp. z o.o.',
    planId: 'professional',
    licenceDays: 3650,
  });
  const [user] = await rows(db, sql`select id from users where account_id = ${accountId}`);
  const actor = { accountId, userId: user.id, ip: '127.0.0.1' };
  await generator.generateOrders(db, { accountId, count, seed: 20261127 });
  const ids = (await rows(db, sql`select id from orders where account_id = ${accountId} order by id`)).map(
    (row) => row.id,
  );
  console.info(`Bench database ${values.database}: account with ${ids.length} orders`);

  // 1. The outbox inside a write transaction.
  const timeTx = async (batch, withEvents) => {
    const started = process.hrtime.bigint();
    await db
      .transaction(async (tx) => {
        const changed = await rows(
          tx,
          sql`update orders set version = version + 1, modified_at = now()
               where account_id = ${accountId} and id = any(${`{${batch.join(',')}}`}::uuid[]) returning id, no, version, status_id`,
        );
        if (withEvents)
          await events.emitEvents(
            tx,
            changed.flatMap((row) =>
              ['order.updated', 'order.status_changed'].map((type) => ({
                accountId,
                type,
                resourceType: 'order',
                resourceId: row.id,
                version: row.version,
                data: { id: row.id, no: row.no, statusId: row.status_id, version: row.version },
              })),
            ),
          );
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (const size of [1, 100, 1000]) {
    const batch = ids.slice(0, size);
    const without = [];
    const withOutbox = [];
    for (let run = 0; run < runs; run += 1) {
      without.push(await timeTx(batch, false));
      withOutbox.push(await timeTx(batch, true));
    }
    const [a, b] = [median(without), median(withOutbox)];
    const perEvent = (b - a) / (size * 2);
    console.info(
      `outbox: ${size} orders (${size * 2} events) in one transaction: ${a.toFixed(2)} ms without, ${b.toFixed(2)} ms with ` +
        `(ratio ${(b / a).toFixed(2)}), ${perEvent.toFixed(3)} ms per event — budget ≤ 1 ms: ${perEvent <= 1 ? 'met' : 'NOT met'}`,
    );
  }

  // 2. Delivery of one bulk status change to a loopback receiver.
  const seen = new Map();
  let duplicates = 0;
  let outOfOrder = 0;
  const lastVersion = new Map();
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.headers['webhook-id'];
      if (seen.has(id)) duplicates += 1;
      seen.set(id, true);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = `${body.type}:${body.data.id}`;
      if ((lastVersion.get(key) ?? 0) >= body.data.version) outOfOrder += 1;
      lastVersion.set(key, body.data.version);
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const settings = { secretsKey: Buffer.alloc(32, 7), allowLoopback: true };
  await webhooks.createSubscription(
    db,
    actor,
    {
      url: `http://127.0.0.1:${server.address().port}/hook`,
      description: 'bench',
      events: ['order.status_changed'],
      active: true,
    },
    settings,
  );
  // Earlier events of the account (none) and of other runs are fanned out first.
  while ((await delivery.dispatchOutbox(db)).events > 0);
  await rows(db, sql`update webhook_deliveries set status = 'failed' where status = 'pending'`);
  const [status] = await rows(
    db,
    sql`select id from order_statuses where account_id = ${accountId} and code = 'processing'`,
  );
  const changeStarted = Date.now();
  await db.transaction((tx) =>
    bulk.applyBulkChange(tx, actor, { action: 'status', statusId: status.id }, ids),
  );
  const changeMs = Date.now() - changeStarted;
  // Orders already in the status do not change: the expected events are the ones the change wrote.
  const [{ expected }] = await rows(
    db,
    sql`select count(*)::int as expected from outbox_events
         where account_id = ${accountId} and type = 'order.status_changed' and dispatched_at is null`,
  );
  const started = Date.now();
  const deps = { db, ...settings, concurrency: 32 };
  while (seen.size < expected && Date.now() - started < 600_000) {
    if ((await delivery.pumpOnce(deps)) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  server.close();
  console.info(
    `delivery: bulk status change of ${ids.length} orders (${expected} changed) committed in ${(changeMs / 1000).toFixed(1)} s; ` +
      `${seen.size} order.status_changed events delivered in ${seconds.toFixed(1)} s (${Math.round(seen.size / seconds)}/s); ` +
      `duplicates ${duplicates}, out of order ${outOfOrder}, missing ${expected - seen.size}`,
  );
} finally {
  await database.close();
}
