import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Workspace packages are TypeScript sources and get bundled; everything from npm stays external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@zaplecze/'));

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
