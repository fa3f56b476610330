import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { externalPackages } from './build-externals.mjs';

const external = externalPackages();

await build({
  entryPoints: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/admin-cli.ts'].filter((entry) => {
    try {
      readFileSync(entry);
      return true;
    } catch {
      return false;
    }
  }),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
