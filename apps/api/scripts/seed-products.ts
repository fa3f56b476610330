import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { resolveAccountId } from '../src/modules/accounts/service';
import { ensureCatalogueSetup, generateProducts } from '../src/seed/products-generator';

const usage = `Użycie:
  npm run seed:products -- --account <id-konta-lub-nazwa-użytkownika> --count <liczba> [--seed <liczba>]

Dodaje do konta wygenerowane produkty (polskie nazwy w kategoriach, producenci, marki, ok. 10% z
wariantami, ceny w cennikach niezależnych, stany w 2–3 magazynach). Konto bez kategorii, parametrów
albo magazynów i cenników dostaje te z danych demonstracyjnych. Stany zapisywane są bez ruchów
magazynowych (ładowanie hurtowe). Baza: DATABASE_URL albo wbudowana PGlite.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { account: { type: 'string' }, count: { type: 'string' }, seed: { type: 'string' } },
  });
  const count = Number(values.count);
  if (!values.account || !Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error(usage);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    const accountId = await resolveAccountId(database.db, values.account);
    if (!accountId) {
      console.error(`Nie znaleziono konta ani użytkownika: ${values.account}`);
      return 1;
    }
    await ensureCatalogueSetup(database.db, accountId);
    const started = Date.now();
    let reported = 0;
    await generateProducts(database.db, {
      accountId,
      count,
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      onProgress: (done) => {
        if (done - reported >= 50_000 || done === count) {
          reported = done;
          const seconds = (Date.now() - started) / 1000;
          console.info(
            `${done.toLocaleString('pl-PL')} / ${count.toLocaleString('pl-PL')} produktów (${seconds.toFixed(1)} s)`,
          );
        }
      },
    });
    await database.db.execute(sqlAnalyze);
    console.info(
      `Gotowe: ${count.toLocaleString('pl-PL')} produktów w ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// Fresh statistics, so the planner sees the new volume at once instead of after autovacuum.
const sqlAnalyze = sql`analyze products, product_variants, product_prices, stock_levels`;

process.exitCode = await main();
