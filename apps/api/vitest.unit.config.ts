import { defineProject } from 'vitest/config';

/** Pure logic of the API (`*.unit.test.ts`): no database, no app; part of `npm run test:small`. */
export default defineProject({
  test: {
    name: 'api-unit',
    environment: 'node',
    include: ['src/**/*.unit.test.ts'],
    testTimeout: 20_000,
  },
});
