/**
 * The source's items, the next one asked for as soon as one is handed out: producing item n + 1
 * (reading and parsing a batch of a file) runs while the consumer waits for the database with item
 * n, so on two cores the parsing costs the import little wall time. At most one item is read ahead.
 * A failure of the item read ahead surfaces when that item is asked for; when the consumer stops
 * early, the item read ahead is awaited and the source closed.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  let exhausted = false;
  try {
    for (;;) {
      const current = await pending;
      if (current.done) {
        exhausted = true;
        return;
      }
      pending = iterator.next();
      pending.catch(() => undefined);
      yield current.value;
    }
  } finally {
    if (!exhausted) {
      const last = await pending.catch(() => ({ done: true }) as const);
      if (!last.done) await iterator.return?.();
    }
  }
}
