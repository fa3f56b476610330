import pg from 'pg';

/** The bench database on the local PostgreSQL: migrated, with one account filled to `count` orders. */
export const benchUser = {
  username: 'bench-orders',
  email: 'bench-orders@zaplecze.pl',
  password: 'Bench!Orders-1',
};

export async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function ensureAccount(api, database) {
  const found = await api.resolveAccountId(database.db, benchUser.username);
  if (found) return found;
  const { accountId } = await api.seedCompany(database.db, {
    ...benchUser,
    companyName: 'Hurtownia Benchmark Sp. z o.o.',
    planId: 'professional',
    licenceDays: 3650,
  });
  return accountId;
}

/** Tops the account up to `count` orders, then VACUUM ANALYZE so index-only scans and statistics are current. */
export async function fillOrders(api, database, accountId, count) {
  const { rows } = await database.executeSql(
    'select coalesce(sum(orders), 0)::int as n from order_counts where account_id = $1',
    [accountId],
  );
  const existing = rows[0].n;
  if (existing >= count) {
    // Statistics for indexes a newer migration added.
    await database.executeSql('analyze orders, order_products, order_shipments');
    return { existing, added: 0, seconds: 0 };
  }
  const started = Date.now();
  let reported = 0;
  await api.generateOrders(database.db, {
    accountId,
    count: count - existing,
    seed: 20260101 + existing,
    onProgress: (done) => {
      if (done - reported >= 100_000 || done === count - existing) {
        reported = done;
        console.info(
          `  generated ${existing + done} / ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    },
  });
  const seconds = (Date.now() - started) / 1000;
  await database.executeSql(
    'vacuum analyze orders, order_products, order_shipments, order_payments, order_counts',
  );
  return { existing, added: count - existing, seconds };
}
