import { defineConfig } from '@playwright/test';
import { baseURL } from './support/environment';

/** Journeys that sign in to the demo company (shared by every journey of a run). */
const demoJourneys = [
  '**/layout/*.spec.ts',
  '**/warehouses/screenshots.spec.ts',
  '**/warehouses/locations.spec.ts',
  '**/product-settings/*.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/test-results',
  fullyParallel: false,
  // Two workers on two cores: each journey works in a company of its own (seeded, see
  // support/seed.ts), so they run side by side. The journeys that read or change the shared demo
  // company run one at a time in their own project. docs/decisions/e2e-seeded-companies.md
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'own-company', testIgnore: demoJourneys },
    { name: 'demo-company', testMatch: demoJourneys, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores with other jobs; a journey that takes 20 s alone has been seen taking 70 s there.
  // Both are caps, never waits: with two workers beside other engineers' builds (load 20 on two
  // cores seen) a page took over 15 s to leave its loader.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
