import { defineProject } from 'vitest/config';

/**
 * The API tier: every file gets its own cloned database and app (`useTestApp`), but the modules
 * are imported once per worker (`isolate: false`), which was about 45 % of this tier's time.
 * Consequence: a test file must undo what it changes at module level (settings objects,
 * registered hooks) in `afterEach`/`finally`; see docs/decisions/api-tests-shared-modules.md.
 */
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/**/*.unit.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    // A hang guard, not a timing: the demo seed and PGlite files took over 20 s at load 20 on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
