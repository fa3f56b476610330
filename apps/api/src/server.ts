import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startJobQueue } from './jobs/queue';
import { allJobs } from './jobs/registry';
import { createLogger } from './logger';
import { diskUsageJobName } from './modules/system/jobs';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
await migrateDatabase(database);

const jobs = await startJobQueue(database, allJobs(database.db, config), logger);
const app = await buildApp({ config, database, jobs }, { logger });
await jobs.send(diskUsageJobName, {});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Zaplecze działa: ${config.publicUrl} (baza: ${database.kind})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: zatrzymywanie serwera`);
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
