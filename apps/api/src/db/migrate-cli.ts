import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
await database.close();
console.info(`Migrations applied (${database.kind}).`);
