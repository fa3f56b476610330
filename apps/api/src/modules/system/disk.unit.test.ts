import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureDiskUsage } from './service';

describe('measureDiskUsage', () => {
  let parent: string | undefined;
  afterEach(async () => {
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  it('measures the disk of a data folder nothing has written to yet', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'zaplecze-disk-'));
    const usage = await measureDiskUsage(path.join(parent, 'data', 'not-made-yet'));
    expect(usage.totalBytes).toBeGreaterThan(0);
    expect(usage.usedPercent).toBeGreaterThanOrEqual(0);
    expect(usage.usedPercent).toBeLessThanOrEqual(100);
  });
});
