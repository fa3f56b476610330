import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags `npm start` gives the server (the root package.json's start script), so a bench
 * measures the server as it ships (docs/decisions/0144-import-heap-guard.md, session 19).
 */
export function serverNodeFlags() {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
  );
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
