import { defineConfig } from '@playwright/test';
import { baseURL } from './support/environment';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/test-results',
  // Two workers on two cores, test by test (not file by file): each journey works in a company of
  // its own (seeded, see support/seed.ts), so any two run side by side. The journeys tagged @demo
  // read the shared demo company (300 orders, staff) and run one at a time in their own project,
  // listed first so that one worker starts them while the other takes the rest; listed last they
  // ran alone at the end (9 of 19 minutes). docs/decisions/e2e-seeded-companies.md
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'demo-company', grep: /@demo/, workers: 1 },
    { name: 'own-company', grepInvert: /@demo/ },
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
    // A journey's retry records its trace (actions, DOM snapshots, network; no filmstrip, which cost
    // about 13 % of a journey's time); the first attempt records none: keeping a trace "in case"
    // cost 5–15 % of every passing journey. docs/decisions/test-gate-steps.md
    trace: { mode: 'on-first-retry', screenshots: false },
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
