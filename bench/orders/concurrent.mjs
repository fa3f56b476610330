import pg from 'pg';
import { printRows } from '../lib/report.mjs';
import { coldCases } from './cold.mjs';
import { rawListPage, rawPlannerSetting } from './raw.mjs';

const operators = 16;
const p99BudgetMs = 100;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * 16 operators at once (issue 27 item 9): each asks for the first page of a fresh filter value, one after
 * another, `rounds` times, cycling through the cold cases; the p99 of all their requests through the API,
 * against the same pages as raw SQL on 16 connections in the same run.
 */
export async function measureConcurrent({ app, headers, url, accountId, limit, urlOf, rounds }) {
  const cases = coldCases((Date.now() + 500) % 997);
  const filterOf = (operator, round) => {
    const index = operator * rounds + round;
    return cases[index % cases.length].filter(1000 + index);
  };
  const caseOf = (operator, round) => cases[(operator * rounds + round) % cases.length].name;
  const time = async (work) => {
    const start = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const apiTimes = [];
  const slowest = [];
  await Promise.all(
    Array.from({ length: operators }, async (_, operator) => {
      for (let round = 0; round < rounds; round += 1) {
        const params = { filter: filterOf(operator, round) };
        const ms = await time(async () => {
          const response = await app.inject({ method: 'GET', url: urlOf(params), headers });
          if (response.statusCode !== 200) throw new Error(response.body);
        });
        apiTimes.push(ms);
        slowest.push({ ms, name: caseOf(operator, round) });
      }
    }),
  );
  const clients = await Promise.all(
    Array.from({ length: operators }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(rawPlannerSetting);
      return client;
    }),
  );
  const rawTimes = [];
  try {
    await Promise.all(
      clients.map(async (client, operator) => {
        for (let round = 0; round < rounds; round += 1) {
          // Other values than the API's (a fresh value for the raw SQL too): shifted rounds.
          const params = { filter: filterOf(operator, round + rounds) };
          rawTimes.push(await time(() => rawListPage(client, accountId, params, limit, null, 0, false)));
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  const api = { p50: percentile(apiTimes, 50), p99: percentile(apiTimes, 99), max: Math.max(...apiTimes) };
  const raw = { p50: percentile(rawTimes, 50), p99: percentile(rawTimes, 99) };
  printRows(
    `${operators} operators at once, ${rounds} fresh first pages each (${apiTimes.length} requests): API / raw SQL on ${operators} connections`,
    [
      { name: 'p50', value: api.p50, baseline: raw.p50, unit: 'ms' },
      { name: 'p99', value: api.p99, baseline: raw.p99, unit: 'ms' },
      { name: 'max', value: api.max, unit: 'ms' },
    ],
  );
  console.info('  the slowest API requests (the p99 tail):');
  for (const { ms, name } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 6))
    console.info(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return { ...api, budget: p99BudgetMs };
}
