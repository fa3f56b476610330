import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * React Router publishes its production build (no development warnings) under dist/production without an export
 * condition for it; the build uses it (docs/decisions/login-bundle.md), dev and tests keep the default.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')).replace(/development$/, 'production'),
  'index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Modules from node_modules (React, Mantine, …) are loaded once per worker instead of once per
    // file; src/test/setup.ts resets the app's own modules before each file so no state leaks.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    // jsdom renders of whole pages are slow on two shared cores; this is a hang guard, not a timing.
    testTimeout: 20_000,
  },
}));
