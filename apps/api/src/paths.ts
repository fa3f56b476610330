import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found by walking up from this module. The same code runs from
 * src/ under tsx and bundled from dist/, so relative paths alone would differ between them.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@zaplecze/api')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @zaplecze/api package folder');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const webDistFolder = path.resolve(apiRoot, '../web/dist');
