// One import run in its own process (the "server process" of the bench), so its peak memory is the
// import's alone: node import/child.mjs '<json: url, file, dataDir, accountId, userId>'.
// Prints one JSON line: seconds, baseline and peak RSS (MB), the run's counts.
import { createReadStream } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { url, file, dataDir, accountId, userId } = JSON.parse(process.argv[2]);
const load = (module) => tsImport(module, import.meta.url);
const [client, tasks, service, automap, schema, drizzle] = await Promise.all([
  load('../../apps/api/src/db/client.ts'),
  load('../../apps/api/src/modules/product-import/tasks.ts'),
  load('../../apps/api/src/modules/product-import/service.ts'),
  load('../../packages/contract/src/product-import-automap.ts'),
  load('../../apps/api/src/db/schema/index.ts'),
  import('drizzle-orm'),
]);
const database = client.connectPostgres(url, 4);
try {
  const baselineMb = process.memoryUsage().rss / 1048576;
  const started = performance.now();
  const run = await tasks.createTaskFromUpload(database.db, dataDir, { accountId, userId }, 'CSV', { filename: 'produkty.csv', stream: createReadStream(file) });
  await database.db.update(schema.importRuns)
    .set({ mapping: automap.autoMap(run.header), importMode: 'AddAndUpdate', productIdentifier: 'Sku', stage: 'queued' })
    .where(drizzle.eq(schema.importRuns.id, run.id));
  await service.runImportJob(database.db, run.id);
  const seconds = (performance.now() - started) / 1000;
  const [done] = await database.db.select().from(schema.importRuns).where(drizzle.eq(schema.importRuns.id, run.id));
  // maxRSS is the process's high-water mark (KiB), sampled by the kernel: no peak between samples is missed.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.info(JSON.stringify({ seconds, baselineMb, peakMb, created: done.created, updated: done.updated, unchanged: done.unchanged, rejected: done.rejected, status: done.status, message: done.message }));
} finally {
  await database.close();
}
