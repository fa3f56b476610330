/**
 * Seconds spent per phase of the import engine in this process (dry run and final import), summed
 * over runs: read by the import bench (bench/import/child.mjs) to show where the time goes. Costs
 * one performance.now() pair per phase and batch.
 */
export const importPhaseTimes: Record<string, number> = {};

export async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    importPhaseTimes[phase] = (importPhaseTimes[phase] ?? 0) + (performance.now() - started) / 1000;
  }
}

/** The batches of an async iterable, the time spent producing each (reading and parsing) added to `phase`. */
export async function* timedBatches<T>(phase: string, source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    const started = performance.now();
    const next = await iterator.next();
    importPhaseTimes[phase] = (importPhaseTimes[phase] ?? 0) + (performance.now() - started) / 1000;
    if (next.done) return;
    yield next.value;
  }
}
