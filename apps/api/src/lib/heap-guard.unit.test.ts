import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { HeapGuard, type Collection } from './heap-guard';

const used = () => v8.getHeapStatistics().used_heap_size;
const mb = 1048576;

describe('HeapGuard (an import keeps its heap near its live size)', () => {
  it('runs a real full collection when the heap in use is over the limit, without exposing gc to the process', () => {
    let garbage: string[] | null = Array.from(
      { length: 400_000 },
      (_, index) => `row ${index} ${'x'.repeat(40)}`,
    );
    const guard = new HeapGuard({ floor: 8 * mb });
    const before = used();
    expect(before).toBeGreaterThan(8 * mb);
    garbage = null;
    guard.relieve();
    expect(garbage).toBeNull();
    expect(guard.collections).toBe(1);
    expect(used()).toBeLessThan(before - 20 * mb);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('does nothing below the limit (a small import pays nothing)', () => {
    let calls = 0;
    const guard = new HeapGuard({
      floor: used() + 512 * mb,
      collect: () => {
        calls += 1;
      },
    });
    guard.relieve();
    guard.release();
    expect(calls).toBe(0);
  });

  it('after a collection waits for one and a half times the surviving heap, so large live data is not collected again and again', () => {
    let calls = 0;
    const guard = new HeapGuard({
      floor: 1,
      collect: () => {
        calls += 1;
      },
    });
    guard.relieve();
    expect(calls).toBe(1);
    // The counting collector frees nothing: the heap stays below 1.5 × what survived.
    guard.relieve();
    guard.relieve();
    expect(calls).toBe(1);
  });

  it('collects regularly during a run and hands the pages back once at its end', () => {
    const kinds: Collection[] = [];
    const guard = new HeapGuard({ floor: 1, collect: (kind) => void kinds.push(kind) });
    guard.relieve();
    guard.release();
    expect(kinds).toEqual(['regular', 'last-resort']);
  });

  it('counts nothing when the runtime gives no collector', () => {
    const guard = new HeapGuard({ floor: 1, collect: () => false });
    guard.relieve();
    guard.release();
    expect(guard.collections).toBe(0);
  });
});
