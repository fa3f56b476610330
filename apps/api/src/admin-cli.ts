import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { AppError } from './errors';
import { resolveAccountId } from './modules/accounts/service';
import { extendTrial } from './modules/plans/service';

const usage = `Użycie:
  npm run admin -- extend-trial <id-konta-lub-nazwa-użytkownika> <dni>

Przedłuża okres próbny konta o podaną liczbę dni (od dziś albo od końca obecnego okresu, jeśli jest późniejszy).
Przy wbudowanej bazie (bez DATABASE_URL) zatrzymaj najpierw serwer: PGlite nie pozwala na dwa procesy naraz.`;

async function main(args: string[]): Promise<number> {
  const [command, ref, daysText] = args;
  if (command !== 'extend-trial' || !ref || !daysText) {
    console.error(usage);
    return 2;
  }
  const days = Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    console.error('Liczba dni musi być liczbą całkowitą od 1 do 365.');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const accountId = await resolveAccountId(database.db, ref);
    if (!accountId) {
      console.error(`Nie znaleziono konta ani użytkownika: ${ref}`);
      return 1;
    }
    const licence = await extendTrial(database.db, accountId, days);
    console.info(
      `Okres próbny konta ${accountId} przedłużony do ${licence.validTo} (${licence.daysLeft} dni).`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
