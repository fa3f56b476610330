// The web app as a user meets it, in Chromium: the login page's first contentful paint and form, each dashboard
// page's content after sign-in, and the JavaScript the login route downloads (gzip, read from the network).
// Median of 5 cold loads (a new browser context each) against the budgets of issue 27 item 9.
// Builds nothing: needs `npm run build`. Starts the built server on E2E_PORT with a fresh E2E_DATABASE, with
// NODE_ENV=development (as the journeys run it, the default), `--production` (what a customer meets: no development
// panel, a JWT_SECRET) or `--both` (one after the other, each on a fresh database).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { median, printRows } from './lib/report.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

const runs = 5;
const argv = process.argv.slice(2);
const modes = argv.includes('--both')
  ? ['development', 'production']
  : [argv.includes('--production') ? 'production' : 'development'];
const port = Number(process.env.E2E_PORT ?? 3100);
const databaseName = process.env.E2E_DATABASE ?? 'zaplecze_e2e';
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrlObject = new URL(adminUrl);
databaseUrlObject.pathname = `/${databaseName}`;
const databaseUrl = databaseUrlObject.toString();
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const company = { username: 'benchweb', email: 'benchweb@example.com', password: 'Bench!Zaplecze1' };

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
}

async function startServer(dataDir, mode) {
  const env = { ...process.env };
  // Test-only settings the server refuses in production.
  for (const name of ['WEBHOOKS_ALLOW_LOOPBACK', 'SHOPIFY_API_BASE_URL', 'DPD_BASE_URL']) delete env[name];
  const server = spawn(
    process.execPath,
    [...serverNodeFlags(), path.resolve(import.meta.dirname, '../apps/api/dist/server.js')],
    {
      env: {
        ...env,
        NODE_ENV: mode,
        ...(mode === 'production' ? { JWT_SECRET: 'bench-web-production-secret-0123456789abcdef' } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526)}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1200',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('The app did not become healthy within 60 s');
}

/** Milliseconds from navigation start to the first contentful paint, read from the page. */
const firstContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/** Milliseconds from navigation start until now (the moment a wait for visible content returned). */
const sinceNavigation = (page) => page.evaluate(() => performance.now());

/** One cold signed-out visit to `/`: FCP, login form visible, and the gzip JS bytes loaded until then. */
async function loginVisit(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The server sends assets uncompressed; the budget is in gzip bytes, as a CDN or proxy would serve them.
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  const total = async (entries) =>
    (await Promise.all(entries.map(([, size]) => size))).reduce((a, b) => a + b, 0);
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor({ state: 'visible' });
  const formVisible = await sinceNavigation(page);
  const fcp = await firstContentfulPaint(page);
  await page.waitForLoadState('networkidle');
  // Scripts whose download ended before the first contentful paint: the login page's critical path.
  const beforePaint = await page.evaluate(
    (paint) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .filter((entry) => entry.responseEnd <= paint)
        .map((entry) => entry.name),
    fcp,
  );
  const bytesAtForm = await total([...scripts].filter(([url]) => beforePaint.includes(url)));
  const bytesAtIdle = await total([...scripts]);
  const sizes = await Promise.all([...scripts].map(async ([url, size]) => [url, await size]));
  await context.close();
  return { fcp, formVisible, bytesAtForm, bytesAtIdle, scripts: sizes };
}

/** One cold signed-in visit: the time until the page's content (first table row, else the main heading) shows. */
async function dashboardVisit(browser, pathname, content) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { username: company.username, password: company.password },
  });
  if (login.status() !== 200) throw new Error(`Sign-in failed: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  await page.goto(pathname);
  await content(page).first().waitFor({ state: 'visible' });
  const time = await sinceNavigation(page);
  await context.close();
  return time;
}

/** Starts the server in `mode`, measures, stops it. */
async function benchMode(mode) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zaplecze-bench-web-'));
  await recreateDatabase();
  const server = await startServer(dataDir, mode);
  // After the server started: it migrates the fresh database on start.
  const seeding = await tsImport('../apps/api/src/test/e2e-seed.ts', import.meta.url);
  await seeding.seedActivatedCompany(databaseUrl, company);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // One warm-up visit so the server's first-request costs (route compilation, pool) are not in the medians.
    await loginVisit(browser);
    const visits = [];
    for (let i = 0; i < runs; i += 1) visits.push(await loginVisit(browser));

    const heading = (page) => page.locator('main h1');
    const firstRow = (page) => page.locator('main table tbody tr, main h1');
    const pages = [
      ['/dashboard/orders', firstRow],
      ['/dashboard/products', firstRow],
      ['/dashboard/summary', heading],
    ];
    const dashboard = [];
    for (const [pathname, content] of pages) {
      await dashboardVisit(browser, pathname, content);
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push(await dashboardVisit(browser, pathname, content));
      dashboard.push({ pathname, time: median(times) });
    }

    console.info(`\nScripts of the login route, NODE_ENV=${mode} (last visit, until network idle, gzip):`);
    for (const [url, size] of visits.at(-1).scripts) {
      console.info(`  ${new URL(url).pathname}: ${(size / 1024).toFixed(1)} KB`);
    }
    printRows(`Login route (NODE_ENV=${mode}), median of ${runs} cold loads`, [
      {
        name: 'JS before first paint (gzip)',
        value: median(visits.map((visit) => visit.bytesAtForm)) / 1024,
        unit: 'KB',
        baseline: 150,
        budgetRatio: 1,
      },
      {
        name: 'JS until network idle (gzip)',
        value: median(visits.map((visit) => visit.bytesAtIdle)) / 1024,
        unit: 'KB',
        baseline: 150,
        budgetRatio: 1,
      },
      {
        name: 'first contentful paint',
        value: median(visits.map((visit) => visit.fcp)),
        unit: 'ms',
        baseline: 1000,
        budgetRatio: 1,
      },
      {
        name: 'login form visible',
        value: median(visits.map((visit) => visit.formVisible)),
        unit: 'ms',
        baseline: 1000,
        budgetRatio: 1,
      },
    ]);
    printRows(
      `Dashboard pages after sign-in (NODE_ENV=${mode}): content visible, median of ${runs} cold loads`,
      dashboard.map(({ pathname, time }) => ({
        name: pathname,
        value: time,
        unit: 'ms',
        baseline: 1500,
        budgetRatio: 1,
      })),
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const mode of modes) await benchMode(mode);
