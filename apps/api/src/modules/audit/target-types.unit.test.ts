import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditTargetTypeLabels } from '@zaplecze/contract/audit/audit';

/** Every source file of the API's modules (tests and fixtures aside). */
function moduleSources(): string[] {
  const root = path.join(import.meta.dirname, '..');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('__fixtures__'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
}

/** The target types written to the audit: literals after `targetType:` and the modules' target constants. */
function writtenTargetTypes(): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /targetType:\s*'([a-z_-]+)'/g,
    /targetType:[^,\n]*\?\s*'([a-z_-]+)'\s*:\s*'([a-z_-]+)'/g,
    /\b\w*[tT]arget(?:Type)?\s*=\s*'([a-z_-]+)'/g,
  ];
  for (const source of moduleSources())
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern))
        for (const type of match.slice(1)) if (type) found.add(type);
  return found;
}

describe('audit target types', () => {
  it('every type the API writes reads in Polish in the History tab and its CSV (no "Obiekt")', () => {
    const written = writtenTargetTypes();
    // The scan itself must see the modules' types, constants and literals alike.
    for (const known of ['user', 'order', 'warehouse', 'order_import', 'product-import', 'folder'])
      expect(written.has(known), known).toBe(true);
    const unlabelled = [...written].filter((type) => !(type in auditTargetTypeLabels));
    expect(unlabelled).toEqual([]);
  });
});
