/** Tops the bench account up to `count` catalogue products (stock 0–49, every 97th short of its reservations). */
export async function fillProducts(database, accountId, count) {
  const { rows } = await database.executeSql(
    'select count(*)::int as n from products where account_id = $1',
    [accountId],
  );
  const existing = rows[0].n;
  if (existing >= count) return { existing, added: 0 };
  const started = Date.now();
  for (let from = existing + 1; from <= count; from += 100_000) {
    const to = Math.min(count, from + 99_999);
    await database.executeSql(
      `insert into products (account_id, sku, name, status, price, stock, stock_reserved)
       select $1, 'BENCH-' || g, 'Produkt testowy ' || g, 'Active', (g % 500) + 9.99, g % 50,
              case when g % 97 = 0 then (g % 50) + 2 else 0 end
         from generate_series($2::int, $3::int) as g`,
      [accountId, from, to],
    );
    console.info(`  products ${to} / ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await database.executeSql('vacuum analyze products');
  return { existing, added: count - existing };
}
