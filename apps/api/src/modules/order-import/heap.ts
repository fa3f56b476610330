import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps the orders import's heap near its live size, as the product import does
 * (docs/decisions/0144-import-heap-guard.md; its `HeapGuard` is not part of that module's
 * service, so the same few lines live here). A batch allocates megabytes that die at its end;
 * V8 lets that garbage pile up (587 MB RSS at 20 000 orders, 250 MB of it at the start).
 * `relieve()` is called between batches: over the limit it runs V8's last-resort collection,
 * which also hands the freed pages back, and the next limit is twice what survived.
 */
export class HeapGuard {
  private limit: number;

  constructor(private readonly floor = 112 * 1048576) {
    this.limit = floor;
  }

  relieve(): void {
    if (committedHeap() < this.limit) return;
    const collect = fullGc();
    if (!collect) return;
    collect();
    this.limit = Math.max(this.floor, 2 * committedHeap());
  }
}

const committedHeap = () => v8.getHeapStatistics().total_heap_size;

let collector: (() => void) | null | undefined;

/** V8's full collection, from a context made while --expose-gc is set (nothing else gets `gc`). */
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
