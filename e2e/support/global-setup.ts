import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startMailCatcher } from './mail-catcher';
import {
  adminUrl,
  artifacts,
  baseURL,
  databaseName,
  databaseUrl,
  e2eRoot,
  mailDir,
  port,
  shopifyPort,
  dpdContractPort,
  smtpPort,
} from './environment';

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
}

async function waitForHealth(server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The app did not become healthy within 60 s');
}

/** The Node flags `npm start` gives the server (package.json), so the journeys run the server as it ships. */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(e2eRoot, '../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The built app on a fresh database, with a real SMTP peer that stores every mail as a file. */
export default async function globalSetup() {
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  await recreateDatabase();
  const mail = await startMailCatcher(smtpPort, mailDir);
  const serverFile = path.join(e2eRoot, '../apps/api/dist/server.js');
  const server = spawn(process.execPath, [...startFlags(), serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(artifacts, 'data'),
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // Every journey signs in its own company from one address, two at a time; the per-IP limit has its own API tests.
      RATE_LIMIT_PER_MINUTE: '1200',
      // The webhooks journey subscribes a receiver it starts on 127.0.0.1 (refused in production).
      WEBHOOKS_ALLOW_LOOPBACK: '1',
      // The Shopify journey's contract server (refused in production).
      SHOPIFY_API_BASE_URL: `http://127.0.0.1:${shopifyPort}`,
      // The DPD journey's contract server on this machine stands in for DPD Polska (refused in production).
      DPD_BASE_URL: `http://127.0.0.1:${dpdContractPort}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(server);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mail.close();
  };
}
