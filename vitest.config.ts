import { defineConfig } from 'vitest/config';

// Tiers: `npm run test:small` runs contract + api-unit (no database, no app); `npm run test:unit`
// runs every project. See docs/decisions/test-tiers.md.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web',
    ],
  },
});
