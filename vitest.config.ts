import { defineConfig } from 'vitest/config';

// Tiers: `npm run test:small` runs contract + api-unit (no database, no app); `npm run test:unit`
// runs every project. See docs/decisions/test-tiers.md.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1); the API files wait on PostgreSQL
    // and the component files on jsdom, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web',
    ],
  },
});
