// The import as the user meets it: the built server (apps/api/build.mjs → dist/server.js) started as a
// child process on a free loopback port, with its own pg-boss queue; sign in, upload the file through the
// import API (streamed multipart), confirm the automatic mapping (the dry run of the whole file), start the
// final import and poll the task until it is done. Only the stable parts of the API are used: upload, confirm
// (mapping + dry run), import, task status. The server's RSS is read from /proc every 200 ms.
import { execFile, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverNodeFlags } from '../lib/server-flags.mjs';

const apiFolder = path.join(import.meta.dirname, '..', '..', 'apps', 'api');

/** Builds the server exactly as `npm run build -w @zaplecze/api` does (esbuild bundle, npm packages external). */
export async function buildServer() {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiFolder });
  return path.join(apiFolder, 'dist', 'server.js');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, MB. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/**
 * Starts dist/server.js: `databaseUrl` set → PostgreSQL (NODE_ENV=production, as deployed), unset → the
 * embedded PGlite in DATA_DIR (NODE_ENV=development, the demo account seeded); `nodeArgs` go to node (a heap cap).
 * Resolves once /api/health answers.
 */
export async function startServer(serverFile, { databaseUrl, nodeArgs = [] }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zaplecze-bench-server-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(databaseUrl
      ? {
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: randomBytes(48).toString('base64url'),
        }
      : { NODE_ENV: 'development', DATABASE_URL: '' }),
  };
  const child = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, serverFile], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 180 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One JSON request by node:http (no client timeout: a dry run of 150 000 rows may take minutes under load). */
export function call(base, token, method, url, body) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${url}`,
      {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode >= 300)
            reject(
              Object.assign(new Error(`${method} ${url} → ${response.statusCode}: ${text.slice(0, 500)}`), {
                status: response.statusCode,
              }),
            );
          else resolve(text ? JSON.parse(text) : null);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export async function signIn(base, username, password) {
  const session = await call(base, null, 'POST', '/api/auth/login', { username, password });
  if (!session.token) throw new Error(`login ${username}: no session (${JSON.stringify(session)})`);
  return session.token;
}

/** The file as one multipart part, streamed from disk (the browser's FormData upload) to `target`. */
export function upload(base, token, file, target = '/api/product-import/upload?format=CSV') {
  const boundary = `----zaplecze${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${target}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(file).size + tail.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 201
            ? resolve(JSON.parse(text))
            : reject(new Error(`upload → ${response.statusCode}: ${text.slice(0, 500)}`)),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.write(head);
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.pipe(outgoing, { end: false });
    stream.on('end', () => outgoing.end(tail));
  });
}

/**
 * Upload → confirm the automatic mapping (dry run) → final import → poll the task (every 250 ms) until it
 * is completed or failed. Seconds of each step and of the whole, the server's RSS peak during it (200 ms
 * samples and the kernel's high-water mark) and its RSS 5 s after.
 */
export async function importOverHttp(server, credentials, file) {
  let token = await signIn(server.base, credentials.username, credentials.password);
  // The access token lives 10 minutes (the web refreshes it); a long run signs in again once refused.
  const api = async (method, url, body) => {
    try {
      return await call(server.base, token, method, url, body);
    } catch (error) {
      if (error.status !== 401) throw error;
      token = await signIn(server.base, credentials.username, credentials.password);
      return call(server.base, token, method, url, body);
    }
  };
  let peakRss = 0;
  // The peak per step too: whether the import's memory is the dry run's or the final import's.
  const peakBy = { upload: 0, dryRun: 0, finalImport: 0 };
  let step = 'upload';
  const sampler = setInterval(() => {
    const { rss } = processMemory(server.pid);
    peakRss = Math.max(peakRss, rss);
    peakBy[step] = Math.max(peakBy[step], rss);
  }, 200);
  const startRss = processMemory(server.pid).rss;
  const started = performance.now();
  try {
    const task = await upload(server.base, token, file);
    const uploaded = performance.now();
    step = 'dryRun';
    const dryRun = await api('POST', `/api/product-import/tasks/${task.taskId}/confirm`, {
      mapping: task.autoMapping,
      importMode: 'AddAndUpdate',
      productIdentifier: 'Sku',
      sourceOptions: task.sourceOptions,
    });
    const dryRunDone = performance.now();
    step = 'finalImport';
    await api('POST', `/api/product-import/tasks/${task.taskId}/import`);
    let view;
    // The first poll that sees the job past 'queued': the wait for a pg-boss worker (it polls every 2 s).
    let leftQueue = null;
    for (;;) {
      view = await api('GET', `/api/product-import/tasks/${task.taskId}`);
      if (leftQueue === null && view.stage !== 'queued') leftQueue = performance.now();
      if (['completed', 'failed'].includes(view.stage)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const done = performance.now();
    clearInterval(sampler);
    const memory = processMemory(server.pid);
    peakRss = Math.max(peakRss, memory.rss);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const afterRss = processMemory(server.pid).rss;
    return {
      upload: (uploaded - started) / 1000,
      dryRun: (dryRunDone - uploaded) / 1000,
      finalImport: (done - dryRunDone) / 1000,
      queueWait: (leftQueue - dryRunDone) / 1000,
      total: (done - started) / 1000,
      dryRunCounts: { created: dryRun.created, updated: dryRun.updated, rejected: dryRun.rejected },
      stage: view.stage,
      status: view.status,
      message: view.message,
      created: view.created,
      updated: view.updated,
      unchanged: view.unchanged,
      rejected: view.rejected,
      startRss,
      peakRss,
      peakBy,
      hwm: memory.hwm,
      afterRss,
    };
  } finally {
    clearInterval(sampler);
  }
}
