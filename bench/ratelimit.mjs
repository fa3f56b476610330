// npm run bench:ratelimit [-- --requests 5000 --redis redis://127.0.0.1:6379]
// What the API keys' limiter adds to a request: the same route over one keep-alive HTTP connection,
// called as a person (the quota hook passes at once) and with an API key (one atomic Lua call to the
// real Redis for the key's and the account's buckets), alternated request by request.
// Budget (issue #23): ≤ 1 ms added at the median and at p99. BENCH_MEMORY=1 measures the in-memory
// store instead (the embedded single process).
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import http from 'node:http';
import { median, printRows } from './lib/report.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const budgetMs = 1;
const load = (path) => tsImport(path, import.meta.url);
const [{ quotaProbeApp }, { redisQuotaStore, memoryQuotaStore }] = await Promise.all([
  load('../apps/api/src/plugins/api-quota/quota-probe.ts'),
  load('../apps/api/src/plugins/api-quota/store.ts'),
]);

const store = process.env.BENCH_MEMORY
  ? memoryQuotaStore()
  : redisQuotaStore(values.redis, { prefix: `zaplecze:bench:${randomUUID()}:` });
// Quotas far above what the bench sends: every request is counted, none refused.
const app = await quotaProbeApp(store, { keyPerMinute: 10_000_000, accountPerMinute: 10_000_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
// Node's own keep-alive agent, one socket: undici's client in the same process was measured to
// slow the server's Redis round trip itself (2.3 ms instead of 0.2 ms), which is not the limiter's cost.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const port = app.server.address().port;

function call(bearer) {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/probe', agent, headers: { authorization: `Bearer ${bearer}` } },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            const ms = Number(process.hrtime.bigint() - start) / 1e6;
            if (answer.statusCode !== 200) reject(new Error(`status ${answer.statusCode}`));
            else resolve({ ms, limited: answer.headers.ratelimit !== undefined });
          });
        },
      )
      .on('error', reject);
  });
}

const percentile = (times, p) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))];

try {
  const total = Number(values.requests);
  // Warm up both paths (JIT, the Lua script loaded into Redis).
  for (let i = 0; i < 500; i++) await call('user:acc-bench');
  for (let i = 0; i < 500; i++) await call('key:acc-bench:k1');
  const without = [];
  const withLimiter = [];
  // Alternate request by request, so the machine's noise falls on both paths alike.
  for (let i = 0; i < total; i++) {
    without.push((await call('user:acc-bench')).ms);
    const { ms, limited } = await call('key:acc-bench:k1');
    if (!limited) throw new Error('the limiter did not answer: is Redis running?');
    withLimiter.push(ms);
  }
  const rows = [
    ['median', median(without), median(withLimiter)],
    ['p99', percentile(without, 0.99), percentile(withLimiter, 0.99)],
  ];
  console.info(`Limiter on ${values.redis}, ${total} requests each way over one keep-alive connection`);
  // p99 on a shared machine is mostly the scheduler: read it against the load.
  console.info(`Load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
  printRows(
    'Request time with the API-key limiter vs without (ratio = with / without)',
    rows.flatMap(([name, base, limited]) => [
      { name: `${name} without`, value: base, unit: 'ms' },
      { name: `${name} with`, value: limited, unit: 'ms', baseline: base },
    ]),
  );
  console.info('');
  for (const [name, base, limited] of rows) {
    const added = limited - base;
    console.info(
      `  ${name}: adds ${added.toFixed(3)} ms (budget ${budgetMs} ms): ${added <= budgetMs ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
} finally {
  agent.destroy();
  await app.close();
}
