// One import run in its own process (the "server process" of the bench), so its peak memory is the
// import's alone. Bundled by import.mjs with esbuild the way apps/api/build.mjs bundles the server
// (npm packages external), then run as node .out/import-child.mjs '<json: url, file, dataDir, accountId, userId>'.
// Prints one JSON line: seconds, baseline and peak RSS (MB), the run's counts.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { autoMap } from '../../packages/contract/src/product-import/product-import-automap.ts';
import { connectPostgres } from '../../apps/api/src/db/client.ts';
import { localStorage } from '../../apps/api/src/lib/storage/local.ts';
import { importRuns } from '../../apps/api/src/db/schema/index.ts';
import { runImportJob } from '../../apps/api/src/modules/product-import/service.ts';
import { createTaskFromUpload } from '../../apps/api/src/modules/product-import/runs/tasks.ts';
import { heapGuardTotals } from '../../apps/api/src/lib/heap-guard.ts';
import { importPhaseTimes } from '../../apps/api/src/modules/product-import/runs/timings.ts';
import { confirmMapping } from '../../apps/api/src/modules/product-import/service.ts';

const { url, file, dataDir, accountId, userId } = JSON.parse(process.argv[2]);
const database = connectPostgres(url, 4);
// The server's files shape: stored import files under the data folder, scratch copies beside them.
const files = { storage: localStorage(path.join(dataDir, 'files')), config: { dataDir } };
// process.memoryUsage() sampled every 500 ms: the max of each part shows WHICH part grows with the file.
const parts = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];
const maxParts = Object.fromEntries(parts.map((part) => [part, 0]));
const timeline = [];
const sample = () => {
  const usage = process.memoryUsage();
  for (const part of parts) maxParts[part] = Math.max(maxParts[part], usage[part] / 1048576);
  timeline.push(parts.map((part) => Math.round(usage[part] / 1048576)));
};
const sampler = setInterval(sample, 500);
try {
  const baselineMb = process.memoryUsage().rss / 1048576;
  const started = performance.now();
  const run = await createTaskFromUpload(database.db, files, { accountId, userId }, 'CSV', {
    filename: 'produkty.csv',
    stream: createReadStream(file),
  });
  // The dry run as the wizard's confirm runs it (its time is reported apart, not in `seconds`).
  const dryStarted = performance.now();
  const dry = await confirmMapping(database.db, files, { accountId, userId }, run.id, {
    mapping: autoMap(run.header),
    importMode: 'AddAndUpdate',
    productIdentifier: 'Sku',
  });
  const dryRunSeconds = (performance.now() - dryStarted) / 1000;
  await database.db.update(importRuns).set({ stage: 'queued' }).where(eq(importRuns.id, run.id));
  const finalStarted = performance.now();
  await runImportJob(database.db, files, run.id);
  const finalSeconds = (performance.now() - finalStarted) / 1000;
  const seconds = (performance.now() - started) / 1000 - dryRunSeconds;
  const [done] = await database.db.select().from(importRuns).where(eq(importRuns.id, run.id));
  // maxRSS is the process's high-water mark (KiB), sampled by the kernel: no peak between samples is missed.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  sample();
  console.info(
    JSON.stringify({
      seconds,
      dryRunSeconds,
      finalSeconds,
      dryRun: { created: dry.created, updated: dry.updated, rejected: dry.rejected },
      phases: Object.fromEntries(
        Object.entries(importPhaseTimes).map(([phase, s]) => [phase, Number(s.toFixed(2))]),
      ),
      baselineMb,
      peakMb,
      maxParts,
      timeline,
      heapGuard: heapGuardTotals,
      created: done.created,
      updated: done.updated,
      unchanged: done.unchanged,
      rejected: done.rejected,
      status: done.status,
      message: done.message,
    }),
  );
} finally {
  clearInterval(sampler);
  await database.close();
}
