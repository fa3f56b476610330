// JavaScript the browser downloads for the login route (entry + the lazy login page and everything they
// import statically), gzipped, against the 150 KB budget of issue 27 item 9. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printRows } from './lib/report.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routeModules = ['index.html', 'src/features/auth/login-page.tsx'];

/**
 * A dynamic entry whose chunk also exports modules to another chunk has no source key in the manifest (Rollup
 * gives it no facade), only its chunk name: `_login-page-<hash>.js` with `name: 'login-page'`.
 */
function chunkOf(key) {
  if (manifest[key]) return manifest[key];
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const byName = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.name === name);
  return byName.length === 1 ? byName[0] : undefined;
}

const files = new Set();
function collect(key) {
  const chunk = chunkOf(key);
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of routeModules) {
  if (!chunkOf(key)) throw new Error(`${key} is not in the Vite manifest`);
  collect(key);
}

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length / 1024;
  total += size;
  console.info(`  ${file}: ${size.toFixed(1)} KB gzip`);
}
printRows('Login route JavaScript (gzip)', [
  { name: 'budget (issue 27 item 9)', value: 150, unit: 'KB', baseline: 150 },
  { name: 'login route', value: total, unit: 'KB', baseline: 150, budgetRatio: 1 },
]);
