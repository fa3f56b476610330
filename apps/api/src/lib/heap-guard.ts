import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps an import's heap near its live size (the product and the orders import). An import
 * allocates tens of MB per batch that die at the batch's end (rows, query results, COPY text) while
 * its live data stays at 50–80 MB; V8 sizes its old space to the allocation rate and lets that
 * garbage pile up to several hundred MB before a full collection (issue #15: 540 MB RSS at 150 000
 * rows). `relieve()` is called where the import's own data is small (between rows and between the
 * steps of a batch): when the heap in use is over the limit it runs a full GC, and the next limit is
 * one and a half times what survived, so a run whose live data is really that large is not
 * collected again and again. Small imports never reach the limit and pay nothing. The server's
 * heap is not capped.
 *
 * The collections during a run are regular ones: the old space's freed pages are reused by what the
 * run allocates next, so the committed heap stays near the limit. A last-resort collection (which
 * hands the pages back) costs ~130 ms and four times that again afterwards, as the shrunk heap grows
 * back through many small collections — 9 of 14 s of server CPU in an orders import of 20 000
 * orders. `release()` runs one at the end of a run that needed the guard, so the pages go back once.
 * The young generation is the server's start flag (`--max-semi-space-size=8`, package.json):
 * V8's default kept ~70 MB more committed through an import (docs/decisions/0144-import-heap-guard.md).
 */
export class HeapGuard {
  private readonly floor: number;
  private readonly collect: (kind: Collection) => boolean | void;
  private limit: number;
  /** Full collections run so far (the bench and the tests read it). */
  collections = 0;

  constructor(options: { floor?: number; collect?: (kind: Collection) => boolean | void } = {}) {
    this.floor = options.floor ?? defaultFloor;
    this.collect = options.collect ?? fullGc;
    this.limit = this.floor;
  }

  relieve(): void {
    if (usedHeap() < this.limit) return;
    this.run('regular');
    this.limit = Math.max(this.floor, 1.5 * usedHeap());
  }

  /** At the end of a run: hands the pages its collections freed back to the system, if it had any. */
  release(): void {
    if (this.collections > 0) this.run('last-resort');
  }

  private run(kind: Collection) {
    const started = performance.now();
    if (this.collect(kind) === false) return;
    this.collections += 1;
    heapGuardTotals.collections += 1;
    heapGuardTotals.ms += performance.now() - started;
  }
}

/** A regular full collection, or the last-resort one that also shrinks the heap. */
export type Collection = 'regular' | 'last-resort';

/** Collections run by all guards of the process and the time they took (printed by the import bench). */
export const heapGuardTotals = { collections: 0, ms: 0 };

/**
 * The heap in use, garbage included. Not the committed heap (heapTotal): after a regular collection
 * it stays where it was, so a limit on it would be crossed at every check.
 */
const usedHeap = () => v8.getHeapStatistics().used_heap_size;

/** Above this much heap in use, an import asks for a full collection (see HeapGuard). */
export const defaultFloor = 112 * 1048576;

let collector: ((kind: Collection) => void) | null | undefined;

/**
 * V8's full collection, obtained at run time: with --expose-gc set only while one new context is
 * created, that context gets a `gc` function and nothing else in the process does. The "last-resort"
 * flavour also shrinks the heap to what survived and hands the freed pages back to the system; a
 * regular full GC leaves them committed (measured: RSS 183 MB vs 81 MB for the same 24 MB live heap).
 * Without it (a runtime that refuses the flag) the guard does nothing (false).
 */
function fullGc(kind: Collection): boolean {
  if (collector === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const gc = vm.runInNewContext('gc') as ((options: object) => void) | undefined;
      collector =
        typeof gc === 'function'
          ? (flavour) =>
              gc({
                type: 'major',
                execution: 'sync',
                ...(flavour === 'last-resort' ? { flavor: 'last-resort' } : {}),
              })
          : null;
    } catch {
      collector = null;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  if (!collector) return false;
  collector(kind);
  return true;
}
