import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** A source that logs when each item is produced and when it is closed. */
function logged(items: number[], log: string[], failAt?: number) {
  return (async function* () {
    try {
      for (const item of items) {
        await Promise.resolve();
        if (item === failAt) throw new Error(`zepsuty ${item}`);
        log.push(`produced ${item}`);
        yield item;
      }
    } finally {
      log.push('closed');
    }
  })();
}

describe('readAhead', () => {
  it('asks for the next item while the consumer still works on the current one', async () => {
    const log: string[] = [];
    for await (const item of readAhead(logged([1, 2, 3], log))) {
      // The consumer waits (as for the database); the next item is produced meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      log.push(`consumed ${item}`);
    }
    expect(log).toEqual([
      'produced 1',
      'produced 2',
      'consumed 1',
      'produced 3',
      'consumed 2',
      'closed',
      'consumed 3',
    ]);
  });

  it('hands out every item once, in order', async () => {
    const seen: number[] = [];
    for await (const item of readAhead(logged([5, 6, 7, 8], []))) seen.push(item);
    expect(seen).toEqual([5, 6, 7, 8]);
  });

  it('surfaces a failure of the item read ahead when it is asked for, not before', async () => {
    const seen: number[] = [];
    const run = async () => {
      for await (const item of readAhead(logged([1, 2, 3], [], 2))) {
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(item);
      }
    };
    await expect(run()).rejects.toThrow('zepsuty 2');
    expect(seen).toEqual([1]);
  });

  it('closes the source when the consumer stops early', async () => {
    const log: string[] = [];
    for await (const item of readAhead(logged([1, 2, 3, 4], log))) if (item === 2) break;
    expect(log.at(-1)).toBe('closed');
    expect(log).not.toContain('produced 4');
  });
});
