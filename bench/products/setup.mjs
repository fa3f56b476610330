/** The bench database on the local PostgreSQL: migrated, with one account filled to `count` products. */
export const benchUser = {
  username: 'bench-products',
  email: 'bench-products@zaplecze.pl',
  password: 'Bench!Products-1',
};

export async function ensureAccount(api, database) {
  const found = await api.resolveAccountId(database.db, benchUser.username);
  const accountId =
    found ??
    (
      await api.seedCompany(database.db, {
        ...benchUser,
        companyName: 'Hurtownia Katalog Benchmark Sp. z o.o.',
        planId: 'professional',
        licenceDays: 3650,
      })
    ).accountId;
  await api.ensureCatalogueSetup(database.db, accountId);
  return accountId;
}

/** Tops the account up to `count` products, then VACUUM ANALYZE so index-only scans and statistics are current. */
export async function fillProducts(api, database, accountId, count) {
  const { rows } = await database.executeSql(
    'select count(*)::int as n from products where account_id = $1',
    [accountId],
  );
  const existing = rows[0].n;
  if (existing >= count) {
    // Statistics for indexes a newer migration added.
    await database.executeSql('analyze products, product_variants, product_prices, stock_levels');
    return { existing, added: 0, seconds: 0 };
  }
  const started = Date.now();
  let reported = 0;
  await api.generateProducts(database.db, {
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
  await database.executeSql('vacuum analyze products, product_variants, product_prices, stock_levels');
  return { existing, added: count - existing, seconds };
}
