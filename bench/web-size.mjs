// JavaScript the browser downloads for the login route, gzipped, against the 170 KB budget (DESIGN.md §5).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printRows } from './lib/report.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length / 1024 }));
for (const { file, gzip } of sizes) console.info(`  ${file}: ${gzip.toFixed(1)} KB gzip`);
const total = sizes.reduce((sum, item) => sum + item.gzip, 0);
printRows('Login route JavaScript (initial chunks, gzip)', [
  { name: 'budget (web.dev critical path)', value: 170, unit: 'KB', baseline: 170 },
  { name: 'login route', value: total, unit: 'KB', baseline: 170, budgetRatio: 1 },
]);
