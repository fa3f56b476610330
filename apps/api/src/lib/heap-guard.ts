import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps an import's heap near its live size (the product and the orders import). An import allocates tens of MB per batch that die at
 * the batch's end (rows, query results, COPY text) while its live data stays at 40–50 MB; V8 sizes
 * its old space to the allocation rate and lets that garbage pile up to several hundred MB before a
 * full collection (issue #15: 540 MB RSS at 150 000 rows). `relieve()` is called at points where the
 * import's own data is small (between rows and between the steps of a batch): when the committed heap
 * is over the limit it runs a full GC, and the next limit is twice what survived, so a run whose
 * live data is really that large is not collected again and again. Small imports never reach the
 * limit and pay nothing. The whole server's heap is not capped.
 */
export class HeapGuard {
  private readonly floor: number;
  private readonly collect: () => (() => void) | null;
  private limit: number;
  /** Full collections run so far (the bench and the tests read it). */
  collections = 0;

  constructor(options: { floor?: number; collect?: () => void } = {}) {
    this.floor = options.floor ?? defaultFloor;
    this.collect = options.collect ? () => options.collect! : fullGc;
    this.limit = this.floor;
  }

  relieve(): void {
    if (committedHeap() < this.limit) return;
    const collect = this.collect();
    if (!collect) return;
    const started = performance.now();
    collect();
    this.collections += 1;
    heapGuardTotals.collections += 1;
    heapGuardTotals.ms += performance.now() - started;
    this.limit = Math.max(this.floor, 2 * committedHeap());
  }
}

/** Collections run by all guards of the process and the time they took (printed by the import bench). */
export const heapGuardTotals = { collections: 0, ms: 0 };

/**
 * The heap V8 holds from the system (heapTotal), not the part in use: V8 grows it in steps (its young
 * generation by ~70 MB at once) while its own collections keep the used part low, and it is the
 * committed heap that the process's RSS follows.
 */
const committedHeap = () => v8.getHeapStatistics().total_heap_size;

/** Above this much committed heap, an import asks for a full collection (see HeapGuard). */
export const defaultFloor = 112 * 1048576;

let collector: (() => void) | null | undefined;

/**
 * V8's full collection, obtained at run time: with --expose-gc set only while one new context is
 * created, that context gets a `gc` function and nothing else in the process does. The "last-resort"
 * flavour also shrinks the heap to what survived and hands the freed pages back to the system; a
 * plain full GC leaves them committed (measured: RSS 183 MB vs 81 MB for the same 24 MB live heap).
 */
function fullGc(): (() => void) | null {
  if (collector !== undefined) return collector;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as ((options: object) => void) | undefined;
    collector =
      typeof gc === 'function' ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : null;
  } catch {
    collector = null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return collector;
}
