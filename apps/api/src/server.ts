import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createStorage } from './lib/storage/index';
import { startJobQueue } from './jobs/queue';
import { allJobs } from './jobs/registry';
import { createLogger } from './logger';
import { withStartupLock } from './plugins/startup-lock';
import { diskUsageJobName } from './modules/system/jobs';
import { demoCredentials, seedDemoData } from './seed/demo';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
const storage = await createStorage(config);
// Instances started together migrate and seed one after the other (an advisory lock).
const seeded = await withStartupLock(database, async () => {
  await migrateDatabase(database);
  // The demo login has a published password, so production never gets it.
  return config.environment !== 'production' && (await seedDemoData(database.db, { storage, config }));
});

const jobs = await startJobQueue(database, allJobs(database.db, config, storage, logger), logger);
const app = await buildApp({ config, database, jobs, storage }, { logger });
await jobs.send(diskUsageJobName, {});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Zaplecze działa: ${config.publicUrl} (baza: ${database.kind})`);
if (config.environment !== 'production') {
  app.log.info(
    `${seeded ? 'Utworzono konto demo' : 'Konto demo'}: użytkownik ${demoCredentials.username} ` +
      `(e-mail ${demoCredentials.email}), hasło ${demoCredentials.password}`,
  );
}
if (!config.smtpUrl) {
  app.log.info('Brak SMTP_URL: wiadomości trafiają do skrzynki deweloperskiej (GET /api/dev/outbox).');
}

/**
 * SIGTERM/SIGINT (docs/decisions/several-instances.md): readiness turns 503 while requests are still
 * served for SHUTDOWN_DRAIN_SECONDS (default 5 in production, 0 elsewhere), so the load balancer
 * stops sending them; then the server stops accepting connections and finishes the requests in
 * flight (which may still queue jobs); then the job queue stops: nothing more is fetched, running
 * jobs are told to stop and get their grace to finish or hand back (an import stops after its
 * batch and resumes on another instance); the database pool closes last.
 */
const drainMs =
  1000 * Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? (config.environment === 'production' ? 5 : 0));
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: zatrzymywanie serwera`);
  app.startDraining();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
